#pragma once
// The games this build knows. The list is generated at configure time from the folders
// of src/games/ (cmake/games.cmake): adding a game adds its folders and edits no file.

#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib {

// Every registered game, in list order (Game::order, then id).
const std::vector<const Game*>& all_games();
const Game* find_game(std::string_view id);  // nullptr when unknown

// `games` sorted the way every list of games shows them: by Game::order, then by id.
std::vector<const Game*> in_list_order(std::vector<const Game*> games);

}  // namespace trib
