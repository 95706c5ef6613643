#pragma once
// Roaring River's score pad: each player's hearts (data/roaring-river/pad.json).

#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib::roaring_river {

// The pad's rows summed. Setup fact: "flipped": true when the raft flipped, so the fewest
// hearts win; equal totals share a place either way.
Scoreboard score_pad(const TableFile& table);

}  // namespace trib::roaring_river
