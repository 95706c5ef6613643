#pragma once
// Roaring River (2-6 players): the game's registry entry and the typed match a round view
// drives.

#include <memory>

#include "core/game.h"
#include "games/roaring-river/match.h"

namespace trib::roaring_river {

// The typed match for a table file, at move 0: roaring_river_game().start(table) as a
// RoaringRiverMatch.
std::unique_ptr<RoaringRiverMatch> start_match(const TableFile& table);

}  // namespace trib::roaring_river

namespace trib {
// The game's registry entry.
const Game& roaring_river_game();
}  // namespace trib
