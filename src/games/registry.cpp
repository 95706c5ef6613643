#include "core/registry.h"

#include "games/river-wild/river_wild.h"
#include "games/river-woods/river_woods.h"
#include "games/roaring-river/roaring_river.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace trib {

const std::vector<const Game*>& all_games() {
  static const std::vector<const Game*> games = {
      &river_wild_game(),
      &wodny_szlak_game(),
      &roaring_river_game(),
      &river_woods_game(),
  };
  return games;
}

const Game* find_game(std::string_view id) {
  for (const Game* game : all_games()) {
    if (game->id() == id) return game;
  }
  return nullptr;
}

}  // namespace trib
