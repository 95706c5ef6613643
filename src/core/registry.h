#pragma once
// The games this build knows. Adding a game is one line in registry.cpp.

#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib {

const std::vector<const Game*>& all_games();
const Game* find_game(std::string_view id);  // nullptr when unknown

}  // namespace trib
