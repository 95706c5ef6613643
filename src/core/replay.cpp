#include "core/replay.h"

#include "core/input_error.h"

namespace trib {

Replay replay(const Game& game, const TableFile& table, std::size_t limit) {
  const auto count = static_cast<int>(table.players.size());
  if (count < game.min_players() || count > game.max_players()) {
    const std::string range =
        game.min_players() == game.max_players()
            ? std::to_string(game.min_players())
            : std::to_string(game.min_players()) + " to " + std::to_string(game.max_players());
    throw InputError("/players: " + std::string(game.name()) + " is played by " + range +
                         " players, not " + std::to_string(count),
                     "/players");
  }
  Replay out;
  out.match = game.start(table);
  const std::size_t total = std::min(limit, table.moves.size());
  for (std::size_t i = 0; i < total; ++i) {
    const std::string prefix = "/moves/" + std::to_string(i);
    Verdict verdict;
    try {
      verdict = out.match->apply(table.moves[i]);
    } catch (const InputError& error) {
      // Engines report paths relative to the move ("" = the move itself).
      const std::string path = prefix + error.path;
      std::string message = error.what();
      if (!error.path.empty() && message.rfind(error.path + ": ", 0) == 0) {
        message = message.substr(error.path.size() + 2);
      }
      throw InputError(path + ": " + message, path);
    }
    if (verdict) {
      out.failed_at = i;
      out.error = std::move(*verdict);
      break;
    }
  }
  return out;
}

}  // namespace trib
