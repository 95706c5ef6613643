// How the shell names games and their player counts.

#include "ui/game_info.h"

#include "core/registry.h"

namespace trib::ui {

std::string game_name(std::string_view id) {
  const Game* game = find_game(id);
  return game ? std::string(game->name()) : std::string(id);
}

std::string player_range(const Game& game) {
  const int least = game.min_players();
  const int most = game.max_players();
  if (least == most) return std::to_string(least) + (least == 1 ? " player" : " players");
  return std::to_string(least) + "\u2013" + std::to_string(most) + " players";
}

}  // namespace trib::ui
