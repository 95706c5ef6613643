#pragma once
// A finished play's facts for BG Stats (core/play_facts.h): every game's defaults, then
// what the game itself reads (Game::read_play_facts).

#include "core/play_facts.h"
#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib {

PlayFacts play_facts(const TableFile& table, const Scoreboard& board);

}  // namespace trib
