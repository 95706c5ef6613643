// The incremental lands and score against the engine's find_lands and score_layout, after
// every placement and every undo of thousands of seeded random games.

#include <doctest/doctest.h>

#include <algorithm>

#include "decks.h"
#include "games/river-wild/analysis/incremental.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

namespace {

// The incremental state equals a full rescoring of its layout: the total, and each land's
// cells, cards and protection.
void check_against_engine(const rw::Catalog& catalog, an::IncrementalLands& state) {
  const rw::Layout& layout = state.layout();
  const rw::CellGrid grid(catalog, layout);
  const rw::LayoutScore full = rw::score_layout(catalog, layout, grid, {});
  REQUIRE(state.total() == full.total);
  const std::vector<rw::Land>& lands = state.lands();
  REQUIRE(lands.size() == full.map.lands.size());
  for (std::size_t i = 0; i < lands.size(); ++i) {
    std::vector<rw::CellPos> cells = lands[i].cells;
    std::sort(cells.begin(), cells.end());
    const int index = full.map.land_at(cells.front());
    REQUIRE(index >= 0);
    const rw::Land& expected = full.map.lands[index];
    REQUIRE(cells == expected.cells);
    REQUIRE(lands[i].placements == expected.placements);
    REQUIRE(lands[i].is_protected == expected.is_protected);
    REQUIRE(state.land_at(cells.front()) == static_cast<int>(i));
  }
}

// Plays `draws` at random with a hand of three, checking after every placement; now and
// then takes back one to three placements (checking after each undo) and plays on.
void replay_random_game(const rw::Catalog& catalog, const std::vector<int>& draws,
                        std::mt19937& random) {
  an::IncrementalLands state(catalog, rw::Layout{});
  check_against_engine(catalog, state);
  for (int turns = 0; turns < 200; ++turns) {
    const rw::Layout& layout = state.layout();
    const std::vector<int> hand = hand_in_play(layout, draws);
    const auto spots = rw::legal_spots(catalog, layout, rw::CellGrid(catalog, layout), hand);
    if (spots.empty()) break;
    state.place(spots[random() % spots.size()]);
    check_against_engine(catalog, state);
    if (random() % 4 == 0) {
      for (int back = 1 + static_cast<int>(random() % 3); back > 0; --back) {
        if (state.layout().river_cards() == 0) break;
        state.undo();
        check_against_engine(catalog, state);
      }
    }
  }
}

}  // namespace

TEST_CASE("incremental lands equal find_lands and score_layout on small random decks") {
  std::mt19937 random(2027);
  for (int game = 0; game < 3000; ++game) {
    const int cards = 3 + static_cast<int>(random() % 8);
    const rw::Catalog catalog = river_wild_test::start(random_deck(random, cards)).catalog();
    std::vector<int> draws(catalog.cards.size());
    for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
    std::shuffle(draws.begin(), draws.end(), random);
    replay_random_game(catalog, draws, random);
  }
}

TEST_CASE("incremental lands equal find_lands and score_layout on full bundled deals") {
  const rw::Catalog catalog = bundled_match().catalog();
  std::mt19937 random(27);
  for (int game = 0; game < 1000; ++game) {
    std::vector<int> draws(catalog.cards.size());
    for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
    std::shuffle(draws.begin(), draws.end(), random);
    replay_random_game(catalog, draws, random);
  }
}

TEST_CASE("incremental lands grow their box and start from a layout") {
  const rw::Catalog catalog = bundled_match().catalog();
  std::mt19937 random(5);
  std::vector<int> draws(catalog.cards.size());
  for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
  const std::vector<rw::Placement> moves = random_play(catalog, draws, random);
  rw::Layout layout;
  layout.placed.insert(layout.placed.end(), moves.begin(), moves.end());
  an::IncrementalLands state(catalog, layout);
  check_against_engine(catalog, state);
  while (state.layout().river_cards() > 0) {
    state.undo();
    check_against_engine(catalog, state);
  }
}
