// Starting a match: the player count checked against the game's range.

#include "core/game.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/score_pad.h"

namespace trib {

namespace {

void check_player_count(const Game& game, std::size_t count) {
  const auto players = static_cast<int>(count);
  if (players >= game.min_players() && players <= game.max_players()) return;
  const std::string range = game.min_players() == game.max_players()
                                ? std::to_string(game.min_players())
                                // TRANSLATORS: a range of player counts, "2 to 5".
                                : fill(_("{} to {}"), game.min_players(), game.max_players());
  const auto most = static_cast<unsigned long>(game.max_players());
  throw InputError("/players: " + fill(P_("{} is played by {} player, not {}",
                                          "{} is played by {} players, not {}", most),
                                       game.name(), range, count),
                   "/players");
}

}  // namespace

std::unique_ptr<Match> Game::start(const TableFile& table) const {
  check_player_count(*this, table.players.size());
  if (table.is_pad()) return pad_match(score_pad(table));
  return make_match(table);
}

Scoreboard Game::score_pad(const TableFile& table) const {
  (void)table;
  throw InputError("/pad: " + fill(_("{} has no score pad; enter its moves"), name()), "/pad");
}

}  // namespace trib
