#pragma once
// River Woods (2-4 players): a shared map of hex terrain tiles, pieces moved by action
// discs, companions and tokens, and objective cards whose cubes score stars.

#include "core/game.h"
#include "games/river-woods/match.h"

namespace trib {

// The game's registry entry.
const Game& river_woods_game();

namespace river_woods {

// The typed match for a table file, at move 0: river_woods_game().start(table) as a
// RiverWoodsMatch.
std::unique_ptr<RiverWoodsMatch> start_match(const TableFile& table);

}  // namespace river_woods
}  // namespace trib
