// Seeded small River Wild decks and the exhaustive searches the analysis is checked against.

#include "decks.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>

namespace river_wild_test {

rw::RiverWildMatch bundled_match() {
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Ada"};
  return *rw::start_match(table);
}

namespace {

const char* const kAnimalNames[] = {"frog", "jackalope", "unicorn", "dragon"};

json random_goal(std::mt19937& random) {
  const std::string animal = kAnimalNames[random() % 4];
  switch (random() % 4) {
    case 0:
      return {{"animals", {animal}}};
    case 1:
      return {{"animals", {animal, animal}}};
    case 2:
      return {{"each", true}};
    default:
      return {{"any", 2}};
  }
}

int score_of(const rw::Catalog& catalog, const rw::Layout& layout) {
  return rw::score_layout(catalog, layout, rw::CellGrid(catalog, layout), {}).total;
}

}  // namespace

json random_deck(std::mt19937& random, int cards) {
  json list = json::object();
  for (int i = 0; i < cards; ++i) {
    std::vector<std::string> rows = {"xRRx", "xRRx"};
    std::vector<std::pair<int, int>> land;
    for (int r = 0; r < 2; ++r) {
      for (int c : {0, 3}) {
        rows[r][c] = random() % 3 == 0 ? 'M' : 'L';
        if (rows[r][c] == 'L') land.emplace_back(r, c);
      }
    }
    std::shuffle(land.begin(), land.end(), random);
    json items = json::array();
    if (!land.empty()) {
      items.push_back(
          {{"animal", kAnimalNames[random() % 4]}, {"at", {land[0].first, land[0].second}}});
    }
    if (land.size() > 1) {
      items.push_back({{"goal", random_goal(random)},
                       {"points", {random() % 5, random() % 5}},
                       {"at", {land[1].first, land[1].second}}});
    }
    if (random() % 3 == 0) items.push_back({{"runestone", true}, {"at", {0, 1}}});
    list[std::string(1, static_cast<char>('a' + i))] = river_wild_test::card(rows, items);
  }
  return river_wild_test::deck(4, 2, river_wild_test::card({"MRRM", "MRRM"}), list);
}

int exhaustive_draws(const rw::Catalog& catalog, rw::Layout& layout, const std::vector<int>& draws,
                     const trib::analysis::wild::DeckFacts& facts) {
  const rw::CellGrid grid(catalog, layout);
  const std::size_t drawn =
      std::min(draws.size(), static_cast<std::size_t>(layout.river_cards()) + 3);
  std::vector<int> hand, unplaced;
  for (std::size_t i = 0; i < draws.size(); ++i) {
    if (layout.has(draws[i])) continue;
    unplaced.push_back(draws[i]);
    if (i < drawn) hand.push_back(draws[i]);
  }
  const auto spots = rw::legal_spots(catalog, layout, grid, hand);
  int best = spots.empty() ? score_of(catalog, layout) : -1;
  for (const rw::Placement& p : spots) {
    layout.placed.push_back(p);
    best = std::max(best, exhaustive_draws(catalog, layout, draws, facts));
    layout.placed.pop_back();
  }
  const rw::LayoutScore scored = rw::score_layout(catalog, layout, grid, {});
  CHECK(trib::analysis::wild::upper_bound(facts, layout, grid, scored, unplaced) >= best);
  return best;
}

int exhaustive_open(const rw::Catalog& catalog, const trib::analysis::wild::DeckFacts& facts) {
  std::vector<int> order(catalog.cards.size());
  std::iota(order.begin(), order.end(), 0);
  int best = -1;
  do {
    rw::Layout layout;
    best = std::max(best, exhaustive_draws(catalog, layout, order, facts));
  } while (std::next_permutation(order.begin(), order.end()));
  return best;
}

std::vector<int> hand_in_play(const rw::Layout& layout, const std::vector<int>& draws) {
  const std::size_t drawn =
      std::min(draws.size(), static_cast<std::size_t>(layout.river_cards()) + rw::kHandSize);
  std::vector<int> hand;
  for (std::size_t i = 0; i < drawn; ++i) {
    if (!layout.has(draws[i])) hand.push_back(draws[i]);
  }
  return hand;
}

std::vector<rw::Placement> random_play(const rw::Catalog& catalog, const std::vector<int>& draws,
                                       std::mt19937& random) {
  rw::Layout layout;
  while (true) {
    const std::vector<int> hand = hand_in_play(layout, draws);
    const auto spots = rw::legal_spots(catalog, layout, rw::CellGrid(catalog, layout), hand);
    if (spots.empty()) break;
    layout.placed.push_back(spots[random() % spots.size()]);
  }
  return {layout.placed.begin() + 1, layout.placed.end()};
}

}  // namespace river_wild_test
