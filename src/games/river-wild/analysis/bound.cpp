// An admissible upper bound on the final River Wild score reachable from a layout.

#include "games/river-wild/analysis/bound.h"

#include <algorithm>
#include <cstdlib>

namespace trib::analysis::wild {

namespace {

constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

int floor_div(int a, int b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

int count_land_parts(const rw::Catalog& catalog, int card) {
  const int w = catalog.width;
  const int h = catalog.height;
  std::vector<bool> seen(static_cast<std::size_t>(w) * h, false);
  int parts = 0;
  for (int start = 0; start < w * h; ++start) {
    if (seen[start] || catalog.cell(card, false, start / w, start % w) != rw::Cell::Land) continue;
    ++parts;
    std::vector<int> stack = {start};
    seen[start] = true;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      for (const auto& step : kSteps) {
        const int r = at / w + step[0];
        const int c = at % w + step[1];
        if (r < 0 || c < 0 || r >= h || c >= w || seen[r * w + c]) continue;
        if (catalog.cell(card, false, r, c) != rw::Cell::Land) continue;
        seen[r * w + c] = true;
        stack.push_back(r * w + c);
      }
    }
  }
  return parts;
}

// Per face cell (row-major): whether some card left shows land or mountain there on
// either side.
std::vector<bool> closing_cells(const rw::Catalog& catalog, const std::vector<int>& unplaced) {
  std::vector<bool> closing(static_cast<std::size_t>(catalog.width) * catalog.height, false);
  for (int card : unplaced) {
    for (int r = 0; r < catalog.height; ++r) {
      for (int c = 0; c < catalog.width; ++c) {
        for (bool back : {false, true}) {
          if (catalog.cell(card, back, r, c) != rw::Cell::River)
            closing[r * catalog.width + c] = true;
        }
      }
    }
  }
  return closing;
}

// An uncovered neighbour of a land cell that no later card can cover with land or
// mountain. Covering it with river is illegal (land would meet river across a card edge),
// so the land can then never be protected. The cell lies in the source's row or above, or
// each of the two card spots of its row that would cover it overlaps a placed card or
// has river there on every card left.
bool never_closed(const rw::Catalog& catalog, const rw::Layout& layout, rw::CellPos cell,
                  const std::vector<bool>& closing) {
  const int row = floor_div(cell.row, catalog.height);
  if (row < 1) return true;
  const int half = catalog.width / 2;
  const int col = floor_div(cell.col, half);
  const int face_row = cell.row - row * catalog.height;
  for (int spot : {col - 1, col}) {
    if (!closing[face_row * catalog.width + cell.col - spot * half]) continue;
    const bool blocked = std::any_of(
        layout.placed.begin(), layout.placed.end(),
        [&](const rw::Placement& q) { return q.row == row && std::abs(q.col - spot) < 2; });
    if (!blocked) return false;
  }
  return true;
}

// An open land that can never be closed in: one of its uncovered neighbours stays open.
template <class View>
bool dead_land(const rw::Catalog& catalog, const rw::Layout& layout, const View& grid,
               const rw::Land& land, const std::vector<bool>& closing) {
  for (const rw::CellPos& cell : land.cells) {
    for (const auto& step : kSteps) {
      const rw::CellPos next{cell.row + step[0], cell.col + step[1]};
      if (!grid.covered(next) && never_closed(catalog, layout, next, closing)) return true;
    }
  }
  return false;
}

void add(rw::AnimalCounts& to, const rw::AnimalCounts& more) {
  for (int i = 0; i < rw::kAnimalKinds; ++i) to[i] += more[i];
}

// Animals, runestones and goals that may end up in one land.
struct Pool {
  rw::AnimalCounts animals{};
  int wild = 0;  // runestones, each a free animal
  std::vector<const rw::Item*> goals;
};

// The uncovered neighbours of a land's cells: where it can still grow or be closed in.
template <class View>
std::vector<rw::CellPos> open_neighbours(const View& grid, const rw::Land& land) {
  std::vector<rw::CellPos> cells;
  for (const rw::CellPos& cell : land.cells) {
    for (const auto& step : kSteps) {
      const rw::CellPos next{cell.row + step[0], cell.col + step[1]};
      if (!grid.covered(next)) cells.push_back(next);
    }
  }
  return cells;
}

}  // namespace

DeckFacts::DeckFacts(const rw::Catalog& catalog) : catalog_(&catalog) {
  for (int card = 0; card < static_cast<int>(catalog.cards.size()); ++card) {
    rw::AnimalCounts counts{};
    for (const rw::Item& item : catalog.cards[card].items) {
      if (item.kind == rw::Item::Kind::Animal) ++counts[static_cast<int>(item.animal)];
    }
    animals_.push_back(counts);
    land_parts_.push_back(count_land_parts(catalog, card));
  }
}

int times_with_wildcards(const rw::Goal& goal, const rw::AnimalCounts& have, int wild) {
  int total = wild;
  for (int count : have) total += count;
  if (goal.kind == rw::Goal::Kind::Any) return total / goal.any;
  rw::AnimalCounts need{};
  int per_copy = 0;
  for (int i = 0; i < rw::kAnimalKinds; ++i) {
    need[i] = goal.kind == rw::Goal::Kind::Each ? 1 : goal.need[i];
    per_copy += need[i];
  }
  if (per_copy == 0) return 0;
  int copies = 0;
  for (int next = 1; next * per_copy <= total; ++next) {
    int missing = 0;
    for (int i = 0; i < rw::kAnimalKinds; ++i) missing += std::max(0, next * need[i] - have[i]);
    if (missing > wild) break;
    copies = next;
  }
  return copies;
}

int cards_to_join(const rw::Catalog& catalog, rw::CellPos a, rw::CellPos b) {
  const int rows = std::abs(a.row - b.row);
  const int cols = std::abs(a.col - b.col);
  const int down = rows / catalog.height;
  const int across = cols - catalog.width - down * (catalog.width / 2);
  return 1 + down + (across < 0 ? 0 : across / catalog.width + 1);
}

int cards_to_cover(const rw::Catalog& catalog, std::vector<rw::CellPos> cells) {
  // By card row, then column: greedy interval cover is the fewest W-wide spans.
  std::sort(cells.begin(), cells.end(), [&](const rw::CellPos& a, const rw::CellPos& b) {
    const int row_a = floor_div(a.row, catalog.height);
    const int row_b = floor_div(b.row, catalog.height);
    return row_a != row_b ? row_a < row_b : a.col < b.col;
  });
  int cards = 0;
  int row = 0;
  int end = 0;  // first column past the current card
  for (const rw::CellPos& cell : cells) {
    const int card_row = floor_div(cell.row, catalog.height);
    if (cards == 0 || card_row != row || cell.col >= end) {
      ++cards;
      row = card_row;
      end = cell.col + catalog.width;
    }
  }
  return cards;
}

namespace {

// Per land: its animal items and its goals.
struct LandItems {
  std::vector<rw::AnimalCounts> animals;
  std::vector<std::vector<const rw::Item*>> goals;
};

template <class View>
LandItems items_by_land(const rw::Catalog& catalog, const rw::Layout& layout, std::size_t lands,
                        const View& view) {
  LandItems items{std::vector<rw::AnimalCounts>(lands, rw::AnimalCounts{}),
                  std::vector<std::vector<const rw::Item*>>(lands)};
  for (const rw::Placement& p : layout.placed) {
    for (const rw::Item& item : catalog.card(p.card).items) {
      const int land = view.land_at(rw::global_cell(catalog, p, item.row, item.col));
      if (land < 0) continue;
      if (item.kind == rw::Item::Kind::Animal) ++items.animals[land][static_cast<int>(item.animal)];
      if (item.kind == rw::Item::Kind::Goal) items.goals[land].push_back(&item);
    }
  }
  return items;
}

// The protected lands' points (they never change, so each is bounded on its own) and the
// open lands that may still be closed in, each with its uncovered neighbours.
struct SortedLands {
  int protected_points = 0;
  int largest_gain = 0;   // the most a protected land gains by being the largest
  std::vector<int> open;  // indices into the lands
  std::vector<std::vector<rw::CellPos>> frontier;
};

template <class View>
SortedLands sort_lands(const DeckFacts& facts, const rw::Layout& layout,
                       const std::vector<rw::Land>& lands, const View& view, const LandItems& items,
                       const std::vector<bool>& closing, int cards_left) {
  const rw::Catalog& catalog = facts.catalog();
  const int land_points = catalog.protected_land_points;
  SortedLands sorted;
  for (std::size_t l = 0; l < lands.size(); ++l) {
    const rw::Land& land = lands[l];
    if (land.is_protected) {
      int wild = 0;
      for (int placement : land.placements) wild += facts.runestone(layout.placed[placement].card);
      int as_other = land_points;
      int as_largest = land_points;
      for (const rw::Item* goal : items.goals[l]) {
        const int times = times_with_wildcards(goal->goal, items.animals[l], wild);
        as_other += times * goal->points[1];
        as_largest += times * goal->points[0];
      }
      sorted.protected_points += as_other;
      sorted.largest_gain = std::max(sorted.largest_gain, as_largest - as_other);
    } else if (!dead_land(catalog, layout, view, land, closing)) {
      std::vector<rw::CellPos> cells = open_neighbours(view, land);
      if (cards_to_cover(catalog, cells) > cards_left) continue;  // never closed in
      sorted.open.push_back(static_cast<int>(l));
      sorted.frontier.push_back(std::move(cells));
    }
  }
  return sorted;
}

// A final land holding two open lands links them by chains of new cards from an open
// neighbour of one land to one of the next, with no card used twice; so the lands it
// holds lie within `cards_left` cards of each other along the cheapest links. It also
// covers every open neighbour of both. Returns the n×n cheapest link costs (row-major).
std::vector<int> join_costs(const rw::Catalog& catalog,
                            const std::vector<std::vector<rw::CellPos>>& frontier, int cards_left) {
  const std::size_t n = frontier.size();
  constexpr int kFar = 1 << 20;
  std::vector<int> cost(n * n, kFar);
  for (std::size_t i = 0; i < n; ++i) {
    cost[i * n + i] = 0;
    for (std::size_t j = i + 1; j < n; ++j) {
      int cheapest = kFar;
      for (const rw::CellPos& a : frontier[i]) {
        for (const rw::CellPos& b : frontier[j]) {
          cheapest = std::min(cheapest, cards_to_join(catalog, a, b));
        }
      }
      std::vector<rw::CellPos> both = frontier[i];
      both.insert(both.end(), frontier[j].begin(), frontier[j].end());
      if (cards_to_cover(catalog, both) > cards_left) cheapest = kFar;
      cost[i * n + j] = cost[j * n + i] = cheapest;
    }
  }
  for (std::size_t m = 0; m < n; ++m) {
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) {
        cost[i * n + j] = std::min(cost[i * n + j], cost[i * n + m] + cost[m * n + j]);
      }
    }
  }
  return cost;
}

// Per open land: the animals, runestones and goals of every open land it may still join.
std::vector<Pool> reach_pools(const DeckFacts& facts, const rw::Layout& layout,
                              const std::vector<rw::Land>& lands, const std::vector<int>& open,
                              const std::vector<int>& cost, const LandItems& items,
                              int cards_left) {
  const std::size_t n = open.size();
  std::vector<Pool> reach(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<bool> seen(layout.placed.size(), false);
    for (std::size_t j = 0; j < n; ++j) {
      if (cost[i * n + j] > cards_left) continue;
      add(reach[i].animals, items.animals[open[j]]);
      reach[i].goals.insert(reach[i].goals.end(), items.goals[open[j]].begin(),
                            items.goals[open[j]].end());
      for (int placement : lands[open[j]].placements) {
        if (!seen[placement] && facts.runestone(layout.placed[placement].card)) ++reach[i].wild;
        seen[placement] = true;
      }
    }
  }
  return reach;
}

// Every card still to come, which may join any group or form lands of its own.
struct Coming {
  Pool pool;
  int land_parts = 0;
};

Coming coming_cards(const DeckFacts& facts, const std::vector<int>& unplaced) {
  Coming coming;
  for (int card : unplaced) {
    add(coming.pool.animals, facts.animals(card));
    coming.pool.wild += facts.runestone(card);
    coming.land_parts += facts.land_parts(card);
    for (const rw::Item& item : facts.catalog().cards[card].items) {
      if (item.kind == rw::Item::Kind::Goal) coming.pool.goals.push_back(&item);
    }
  }
  return coming;
}

// The goals' points: a goal of an open land scores at most its copies from the animals its
// land may still join plus every animal to come; a goal to come, the best of those.
// Exactly one land scores with the first numbers; it holds goals of one reach at most, so
// the largest gain over `largest_gain` (a protected land's) is added once.
int goal_points(const std::vector<int>& open, const LandItems& items,
                const std::vector<Pool>& reach, const Pool& coming, int largest_gain) {
  std::vector<int> coming_times(coming.goals.size(), 0);
  int total = 0;
  int best_gain = largest_gain;
  const auto gain_of = [](const rw::Item& goal, int times) {
    return times * std::max(0, goal.points[0] - goal.points[1]);
  };
  const auto reach_gain = [&](const Pool& pool, const rw::AnimalCounts& animals, int wild) {
    int gain = 0;
    for (const rw::Item* goal : pool.goals) {
      gain += gain_of(*goal, times_with_wildcards(goal->goal, animals, wild));
    }
    for (std::size_t g = 0; g < coming.goals.size(); ++g) {
      const int times = times_with_wildcards(coming.goals[g]->goal, animals, wild);
      coming_times[g] = std::max(coming_times[g], times);
      gain += gain_of(*coming.goals[g], times);
    }
    return gain;
  };
  best_gain = std::max(best_gain, reach_gain(Pool{}, coming.animals, coming.wild));
  for (std::size_t i = 0; i < open.size(); ++i) {
    rw::AnimalCounts animals = reach[i].animals;
    add(animals, coming.animals);
    const int wild = reach[i].wild + coming.wild;
    for (const rw::Item* goal : items.goals[open[i]]) {
      total += times_with_wildcards(goal->goal, animals, wild) * goal->points[1];
    }
    best_gain = std::max(best_gain, reach_gain(reach[i], animals, wild));
  }
  for (std::size_t g = 0; g < coming.goals.size(); ++g) {
    total += coming_times[g] * coming.goals[g]->points[1];
  }
  return total + best_gain;
}

// `view.covered(cell)`, `view.land_at(cell)` (an index into `lands`); `score`: the layout's.
template <class View>
int bound_of(const DeckFacts& facts, const rw::Layout& layout, const std::vector<rw::Land>& lands,
             const View& view, int score, const std::vector<int>& unplaced) {
  const rw::Catalog& catalog = facts.catalog();
  const int cards_left = static_cast<int>(unplaced.size());
  const LandItems items = items_by_land(catalog, layout, lands.size(), view);
  const SortedLands sorted =
      sort_lands(facts, layout, lands, view, items, closing_cells(catalog, unplaced), cards_left);
  const std::vector<int> cost = join_costs(catalog, sorted.frontier, cards_left);
  const std::vector<Pool> reach =
      reach_pools(facts, layout, lands, sorted.open, cost, items, cards_left);
  const Coming coming = coming_cards(facts, unplaced);
  const int land_count = static_cast<int>(sorted.open.size()) + coming.land_parts;
  const int total = sorted.protected_points + land_count * catalog.protected_land_points +
                    goal_points(sorted.open, items, reach, coming.pool, sorted.largest_gain);
  return std::max(total, score);
}

struct GridView {
  const rw::CellGrid& grid;
  const rw::LandMap& map;
  bool covered(rw::CellPos p) const { return grid.covered(p); }
  int land_at(rw::CellPos p) const { return map.land_at(p); }
};

}  // namespace

int upper_bound(const DeckFacts& facts, const rw::Layout& layout, const rw::CellGrid& grid,
                const rw::LayoutScore& scored, const std::vector<int>& unplaced) {
  return bound_of(facts, layout, scored.map.lands, GridView{grid, scored.map}, scored.total,
                  unplaced);
}

int upper_bound(const DeckFacts& facts, IncrementalLands& state, const std::vector<int>& unplaced) {
  const std::vector<rw::Land>& lands = state.lands();
  return bound_of(facts, state.layout(), lands, state, state.total(), unplaced);
}

}  // namespace trib::analysis::wild
