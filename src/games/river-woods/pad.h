#pragma once
// River Woods' score pad: each player's stars (data/river-woods/pad.json).

#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib::river_woods {

// The pad's rows summed. Setup fact: "first_tier", each player's cubes on the first tier
// of terrain objectives (gold; silver in a 2-player game), in seat order, which breaks
// equal totals; still equal, the place is shared. Without it ties are shared.
Scoreboard score_pad(const TableFile& table);

}  // namespace trib::river_woods
