// Starting a match: the player count checked against the game's range.

#include "core/game.h"

#include "core/input_error.h"
#include "core/score_pad.h"

namespace trib {

namespace {

void check_player_count(const Game& game, std::size_t count) {
  const auto players = static_cast<int>(count);
  if (players >= game.min_players() && players <= game.max_players()) return;
  const std::string range =
      game.min_players() == game.max_players()
          ? std::to_string(game.min_players())
          : std::to_string(game.min_players()) + " to " + std::to_string(game.max_players());
  const char* noun = game.max_players() == 1 ? " player, not " : " players, not ";
  throw InputError("/players: " + std::string(game.name()) + " is played by " + range + noun +
                       std::to_string(count),
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
  throw InputError("/pad: " + std::string(name()) + " has no score pad; enter its moves", "/pad");
}

}  // namespace trib
