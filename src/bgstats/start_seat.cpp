// The first player of a stored session, through the game's own play facts.

#include "bgstats/start_seat.h"

#include "core/registry.h"
#include "core/scoreboard.h"

namespace trib {

std::optional<std::size_t> table_start_seat(const TableFile& table) {
  const Game* game = find_game(table.game);
  if (game == nullptr || table.players.size() < 2) return std::nullopt;
  PlayFacts facts;
  try {
    // Only the setup is at hand: a game that also reads its catalog or score details for
    // other facts may throw, and no game reads who started from those.
    game->read_play_facts(table, Scoreboard{}, facts);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (facts.start_seat && *facts.start_seat >= table.players.size()) return std::nullopt;
  return facts.start_seat;
}

}  // namespace trib
