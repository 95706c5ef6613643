// Every game this build knows, and finding one by id (generated from src/games/).

#include "core/registry.h"

// TRIBUTARY_GAMES(X): X(<game with underscores>) for every folder of src/games/, with the
// include of each game's header; written by cmake/games.cmake.
#include "registered_games.h"

namespace trib {

const std::vector<const Game*>& all_games() {
#define TRIBUTARY_GAME_ENTRY(game) &game##_game(),
  static const std::vector<const Game*> games =
      in_list_order({TRIBUTARY_GAMES(TRIBUTARY_GAME_ENTRY)});
#undef TRIBUTARY_GAME_ENTRY
  return games;
}

const Game* find_game(std::string_view id) {
  for (const Game* game : all_games()) {
    if (game->id() == id) return game;
  }
  return nullptr;
}

}  // namespace trib
