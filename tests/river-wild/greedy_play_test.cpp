// The bundled deck is playable: a greedy player finishes at least half of 1 000 seeded
// shuffled games. Each turn it holds a hand of three (drawn in the shuffled order) and lays
// the legal placement that gives the highest score right away, the first in the engine's
// spot order on a tie; the game ends when all 16 cards are placed or no card in hand fits.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "helpers.h"

using namespace river_wild_test;

namespace {

// 1 000 games take about 3 s in RelWithDebInfo. The sanitizer build (Debug, ASan + UBSan)
// runs them some 45 times slower, so it plays the first TRIBUTARY_GREEDY_GAMES of the same
// seeded games instead (tests/river-wild/CMakeLists.txt).
#ifdef TRIBUTARY_GREEDY_GAMES
constexpr int kGames = TRIBUTARY_GREEDY_GAMES;
#else
constexpr int kGames = 1000;
#endif

// The same deck order with every standard library: Fisher-Yates on mt19937's defined output.
std::vector<int> shuffled(std::vector<int> cards, std::mt19937& random) {
  for (std::size_t i = cards.size(); i > 1; --i) {
    std::swap(cards[i - 1], cards[random() % i]);
  }
  return cards;
}

int score_after(const rw::RiverWildMatch& match, const rw::Placement& p) {
  rw::Layout layout = match.layout();
  layout.placed.push_back(p);
  const rw::CellGrid grid(match.catalog(), layout);
  return rw::score_layout(match.catalog(), layout, grid, {}).total;
}

struct Outcome {
  int placed = 0;
  int score = 0;
};

Outcome play_greedy(std::vector<int> deck) {
  auto match = *rw::start_match(table(json::object()));
  std::vector<int> hand;
  std::reverse(deck.begin(), deck.end());  // draw from the back
  const auto draw = [&] {
    if (deck.empty()) return;
    hand.push_back(deck.back());
    deck.pop_back();
  };
  for (std::size_t i = 0; i < rw::kHandSize; ++i) draw();
  while (!hand.empty()) {
    const auto spots = match.legal_spots(hand);
    if (spots.empty()) break;
    const rw::Placement* best = nullptr;
    int best_score = -1;
    for (const rw::Placement& p : spots) {
      const int score = score_after(match, p);
      if (score > best_score) {
        best_score = score;
        best = &p;
      }
    }
    REQUIRE(match.place(*best).legal());
    hand.erase(std::find(hand.begin(), hand.end(), best->card));
    draw();
  }
  return {match.layout().river_cards(), match.scoring().total};
}

}  // namespace

TEST_CASE("a greedy player completes at least half of the shuffled games of the bundled deck") {
  const std::vector<int> cards = rw::start_match(table(json::object()))->unplaced_cards();
  REQUIRE(cards.size() == 16);
  std::mt19937 random(20261202);
  int completed = 0, placed = 0, score = 0, best = 0;
  for (int g = 0; g < kGames; ++g) {
    const Outcome game = play_greedy(shuffled(cards, random));
    completed += game.placed == 16;
    placed += game.placed;
    score += game.score;
    best = std::max(best, game.score);
  }
  MESSAGE("greedy play: " << completed << " of " << kGames << " games placed all 16 cards ("
                          << completed * 100 / kGames << " %), "
                          << static_cast<double>(placed) / kGames << " cards per game, mean score "
                          << static_cast<double>(score) / kGames << ", best " << best);
  CHECK(completed * 2 >= kGames);
}
