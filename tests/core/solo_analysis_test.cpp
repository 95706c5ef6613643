// What every solo analysis shares (src/analysis/solo_analysis.h), on plain integer moves.

#include "analysis/solo_analysis.h"

#include <doctest/doctest.h>

namespace {

using Analysis = trib::analysis::SoloAnalysis<int>;

trib::analysis::Result<int> result(int score, int bound, std::vector<int> moves) {
  trib::analysis::Result<int> r;
  r.score = score;
  r.bound = bound;
  r.moves = std::move(moves);
  return r;
}

}  // namespace

TEST_CASE("a better line with the draws, found after the open deck's search, lifts it") {
  Analysis analysis;
  analysis.best = result(67, 400, {3, 1, 2});
  analysis.open_deck = result(66, 380, {1, 2, 3});
  trib::analysis::lift_open_deck(analysis);
  CHECK(analysis.open_deck.score == 67);
  CHECK(analysis.open_deck.moves == std::vector<int>{3, 1, 2});
  CHECK(analysis.open_deck.bound == 380);
  CHECK_FALSE(analysis.open_deck.proven());
}

TEST_CASE("an open deck at least as good as the draws keeps its own line") {
  Analysis analysis;
  analysis.best = result(50, 60, {1, 2});
  analysis.open_deck = result(52, 70, {2, 1});
  trib::analysis::lift_open_deck(analysis);
  CHECK(analysis.open_deck.score == 52);
  CHECK(analysis.open_deck.moves == std::vector<int>{2, 1});
  analysis.best = result(52, 52, {1, 2});
  trib::analysis::lift_open_deck(analysis);
  CHECK(analysis.open_deck.moves == std::vector<int>{2, 1});
}
