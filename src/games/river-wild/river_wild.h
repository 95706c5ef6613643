#pragma once
// River Wild (solo): the game's registry entry and the typed match a board view can draw.

#include <memory>

#include "core/game.h"
#include "games/river-wild/match.h"

namespace trib::river_wild {

// The typed match for a table file, at move 0: river_wild_game().start(table) as a
// RiverWildMatch.
std::unique_ptr<RiverWildMatch> start_match(const TableFile& table);

}  // namespace trib::river_wild

namespace trib {
// The game's registry entry.
const Game& river_wild_game();
}  // namespace trib
