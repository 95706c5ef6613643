#pragma once
// River Wild's score pad: a solo game entered as its final points (data/river-wild/pad.json).

#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib::river_wild {

// The pad's rows summed, with the rank title of the table's catalog. No setup facts.
Scoreboard score_pad(const TableFile& table);

}  // namespace trib::river_wild
