// Places from totals (shared ties, highest or lowest first) and breakdown sums.

#include "core/scoreboard.h"

#include <algorithm>
#include <numeric>

namespace trib {

void assign_places(std::vector<PlayerResult>& players, bool highest_wins) {
  const auto ahead = [highest_wins](const PlayerResult& a, const PlayerResult& b) {
    if (a.score != b.score) return highest_wins ? a.score > b.score : a.score < b.score;
    return a.tie_breaker > b.tie_breaker;
  };
  for (PlayerResult& player : players) {
    const auto better =
        std::count_if(players.begin(), players.end(),
                      [&](const PlayerResult& other) { return ahead(other, player); });
    player.place = static_cast<int>(better) + 1;
  }
}

double breakdown_total(const PlayerResult& player) {
  return std::accumulate(player.breakdown.begin(), player.breakdown.end(), 0.0,
                         [](double sum, const BreakdownLine& line) { return sum + line.points; });
}

}  // namespace trib
