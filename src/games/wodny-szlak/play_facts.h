#pragma once
// Wodny szlak's facts for BG Stats (core/play_facts.h), read from the table file's setup and
// the score details.

#include "core/play_facts.h"
#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib::wodny_szlak {

void read_play_facts(const TableFile& table, const Scoreboard& board, PlayFacts& facts);

}  // namespace trib::wodny_szlak
