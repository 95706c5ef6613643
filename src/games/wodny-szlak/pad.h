#pragma once
// Wodny szlak's score pad, like the one in the box (data/wodny-szlak/pad.json).

#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib::wodny_szlak {

// The pad's rows summed; equal totals share a place; a solo game gets its rank title from
// the table's catalog. No setup facts.
Scoreboard score_pad(const TableFile& table);

}  // namespace trib::wodny_szlak
