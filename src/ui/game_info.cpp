// How the shell names games and their player counts.

#include "ui/game_info.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"

namespace trib::ui {

std::string game_name(std::string_view id) {
  const Game* game = find_game(id);
  return game ? std::string(game->name()) : std::string(id);
}

std::string player_range(const Game& game) {
  const int least = game.min_players();
  const int most = game.max_players();
  if (least == most) return fill(P_("{} player", "{} players", least), least);
  // TRANSLATORS: a range of player counts, e.g. "2–6 players".
  return fill(P_("{}\u2013{} player", "{}\u2013{} players", most), least, most);
}

}  // namespace trib::ui
