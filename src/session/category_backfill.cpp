// Scoring stored sessions again for their category points, a batch at a time.

#include "session/category_backfill.h"

#include "core/registry.h"
#include "core/replay.h"

namespace trib {

std::size_t backfill_categories_batch(Store& store, int batch) {
  if (store.read_only()) return 0;
  const std::vector<std::int64_t> waiting = store.sessions_without_categories(batch);
  std::vector<std::pair<std::int64_t, std::optional<Scoreboard>>> scored;
  scored.reserve(waiting.size());
  for (std::int64_t id : waiting) {
    std::optional<Scoreboard> board;
    try {
      const TableFile table = store.load_session(id);
      if (const Game* game = find_game(table.game)) {
        const Replay replayed = replay(*game, table);
        if (!replayed.failed_at) board = replayed.scoreboard();
      }
    } catch (const std::exception&) {
      // A table this build cannot play (an unknown game, a move it refuses): no categories.
    }
    scored.emplace_back(id, std::move(board));
  }
  if (!scored.empty()) store.store_categories(scored);
  return scored.size();
}

std::size_t backfill_categories(Store& store, int batch) {
  std::size_t total = 0;
  while (const std::size_t taken = backfill_categories_batch(store, batch)) total += taken;
  return total;
}

}  // namespace trib
