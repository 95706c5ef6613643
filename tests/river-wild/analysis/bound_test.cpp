// The upper bound's honesty on full games of the bundled deck, and the chain-length
// bound it uses to keep far-apart lands apart.

#include <doctest/doctest.h>

#include <map>
#include <queue>

#include "decks.h"
#include "games/river-wild/analysis/search.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

namespace {

// Card spots (row, col) by the fewest edge-to-edge steps from `from`, up to `depth`.
std::map<std::pair<int, int>, int> chain_steps(std::pair<int, int> from, int depth) {
  std::map<std::pair<int, int>, int> steps = {{from, 0}};
  std::queue<std::pair<int, int>> queue;
  queue.push(from);
  while (!queue.empty()) {
    const auto [row, col] = queue.front();
    queue.pop();
    const int at = steps[{row, col}];
    if (at == depth) continue;
    const std::pair<int, int> next[] = {{row, col - 2}, {row, col + 2},     {row - 1, col - 1},
                                        {row - 1, col}, {row - 1, col + 1}, {row + 1, col - 1},
                                        {row + 1, col}, {row + 1, col + 1}};
    for (const auto& spot : next) {
      if (steps.emplace(spot, at + 1).second) queue.push(spot);
    }
  }
  return steps;
}

}  // namespace

TEST_CASE("no chain of touching cards covers two cells with fewer cards than cards_to_join") {
  for (const auto& [width, height] : {std::pair{8, 4}, std::pair{4, 2}}) {
    rw::Catalog catalog;
    catalog.width = width;
    catalog.height = height;
    const rw::Placement start{0, 2, 0, false};
    int tight = 0;
    for (const auto& [spot, steps] : chain_steps({start.row, start.col}, 4)) {
      const rw::Placement end{0, spot.first, spot.second, false};
      int most = 0;
      for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c) {
          for (int r2 = 0; r2 < height; ++r2) {
            for (int c2 = 0; c2 < width; ++c2) {
              const int cards = an::cards_to_join(catalog, rw::global_cell(catalog, start, r, c),
                                                  rw::global_cell(catalog, end, r2, c2));
              CHECK(cards <= steps + 1);
              most = std::max(most, cards);
            }
          }
        }
      }
      tight += most == steps + 1;
    }
    CHECK(tight > 10);  // exact for the farthest cells of many spots: not trivially low
  }
}

TEST_CASE("the bound is never below the final score of a random completion, full deck") {
  const rw::RiverWildMatch match = bundled_match();
  const rw::Catalog& catalog = match.catalog();
  const an::DeckFacts facts(catalog);
  int checked = 0, scoring = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 random(seed);
    std::vector<int> draws(catalog.cards.size());
    for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
    std::shuffle(draws.begin(), draws.end(), random);
    const std::vector<rw::Placement> played = random_play(catalog, draws, random);
    rw::Layout final_layout;
    final_layout.placed.insert(final_layout.placed.end(), played.begin(), played.end());
    const int final_score =
        rw::score_layout(catalog, final_layout, rw::CellGrid(catalog, final_layout), {}).total;
    scoring += final_score > 0;
    for (const an::Order order : {an::Order::Draws, an::Order::OpenDeck}) {
      const an::Search search(catalog, order, draws);
      for (std::size_t i = 0; i <= played.size(); ++i) {
        rw::Layout layout;
        layout.placed.insert(layout.placed.end(), played.begin(), played.begin() + i);
        const rw::CellGrid grid(catalog, layout);
        const rw::LayoutScore scored = rw::score_layout(catalog, layout, grid, {});
        INFO("seed " << seed << ", after " << i << " moves");
        CHECK(an::upper_bound(facts, layout, grid, scored, search.unplaced(layout)) >= final_score);
        ++checked;
      }
    }
  }
  CHECK(checked > 500);
  CHECK(scoring >= 20);  // most random games score, so the comparison means something
}

TEST_CASE("cells covered by some cards never need more by cards_to_cover") {
  const rw::RiverWildMatch match = bundled_match();
  const rw::Catalog& catalog = match.catalog();
  int tight = 0;
  for (unsigned seed = 1; seed <= 30; ++seed) {
    std::mt19937 random(seed);
    std::vector<int> draws(catalog.cards.size());
    for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
    const std::vector<rw::Placement> played = random_play(catalog, draws, random);
    // Random cells of the first `count` cards of the game (cards never overlap).
    const std::size_t count = 1 + random() % std::min<std::size_t>(5, played.size());
    std::vector<rw::CellPos> cells;
    std::vector<bool> used(count, false);
    for (int k = 0; k < 12; ++k) {
      const std::size_t card = random() % count;
      used[card] = true;
      cells.push_back(rw::global_cell(catalog, played[card], static_cast<int>(random() % 4),
                                      static_cast<int>(random() % 8)));
    }
    const int cards = static_cast<int>(std::count(used.begin(), used.end(), true));
    INFO("seed " << seed);
    CHECK(an::cards_to_cover(catalog, cells) <= cards);
    tight += an::cards_to_cover(catalog, cells) == cards;
  }
  CHECK(tight >= 10);
  // Cells in three card rows need three cards; two cells a card apart in one row need two.
  CHECK(an::cards_to_cover(catalog, {{4, 0}, {8, 0}, {12, 0}}) == 3);
  CHECK(an::cards_to_cover(catalog, {{4, 0}, {5, 8}}) == 2);
  CHECK(an::cards_to_cover(catalog, {{4, 0}, {7, 7}}) == 1);
}
