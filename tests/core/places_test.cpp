// Places from totals: shared places, lowest first, tie-breakers.

#include <doctest/doctest.h>

#include "core/scoreboard.h"

using trib::PlayerResult;

namespace {

std::vector<int> places_of(std::vector<double> scores, bool highest_wins = true,
                           std::vector<int> tie_breakers = {}) {
  std::vector<PlayerResult> players;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    PlayerResult p;
    p.score = scores[i];
    if (i < tie_breakers.size()) p.tie_breaker = tie_breakers[i];
    players.push_back(p);
  }
  trib::assign_places(players, highest_wins);
  std::vector<int> out;
  for (const auto& p : players) out.push_back(p.place);
  return out;
}

}  // namespace

TEST_CASE("equal scores share a place and the next place is skipped") {
  CHECK(places_of({10, 12, 10, 7}) == std::vector<int>{2, 1, 2, 4});
  CHECK(places_of({5, 5, 5}) == std::vector<int>{1, 1, 1});
}

TEST_CASE("lowest first when the raft flipped") {
  CHECK(places_of({3, 8.5, 3}, false) == std::vector<int>{1, 3, 1});
}

TEST_CASE("tie breakers separate equal scores only") {
  CHECK(places_of({13, 10, 10, 12}, true, {0, 2, 1, 0}) == std::vector<int>{1, 3, 4, 2});
  CHECK(places_of({10, 10}, true, {1, 1}) == std::vector<int>{1, 1});
}

TEST_CASE("breakdown_total adds the lines") {
  PlayerResult p;
  p.breakdown = {{"a", 2.5, nullptr, ""}, {"b", 4, nullptr, ""}};
  CHECK(trib::breakdown_total(p) == 6.5);
}
