#include "analysis/river_wild_bound.h"

#include <algorithm>
#include <cstdlib>

namespace trib::analysis {

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

// An uncovered cell no later card can cover: it lies in the source's row or above, or
// both card spots of its row that would cover it overlap a placed card.
bool never_covered(const rw::Catalog& catalog, const rw::Layout& layout, rw::CellPos cell,
                   bool cards_left) {
  if (!cards_left) return true;
  const int row = floor_div(cell.row, catalog.height);
  if (row < 1) return true;
  const int col = floor_div(cell.col, catalog.width / 2);
  for (int spot : {col - 1, col}) {
    const bool blocked = std::any_of(
        layout.placed.begin(), layout.placed.end(),
        [&](const rw::Placement& q) { return q.row == row && std::abs(q.col - spot) < 2; });
    if (!blocked) return false;
  }
  return true;
}

// An open land that can never be closed in: one of its uncovered neighbours stays so.
bool dead_land(const rw::Catalog& catalog, const rw::Layout& layout, const rw::CellGrid& grid,
               const rw::Land& land, bool cards_left) {
  for (const rw::CellPos& cell : land.cells) {
    for (const auto& step : kSteps) {
      const rw::CellPos next{cell.row + step[0], cell.col + step[1]};
      if (!grid.covered(next) && never_covered(catalog, layout, next, cards_left)) return true;
    }
  }
  return false;
}

void add(rw::AnimalCounts& to, const rw::AnimalCounts& more) {
  for (int i = 0; i < rw::kAnimalKinds; ++i) to[i] += more[i];
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

int upper_bound(const DeckFacts& facts, const rw::Layout& layout, const rw::CellGrid& grid,
                const rw::LayoutScore& scored, const std::vector<int>& unplaced) {
  const rw::Catalog& catalog = facts.catalog();
  const auto& lands = scored.map.lands;
  const bool cards_left = !unplaced.empty();
  const int land_points = catalog.protected_land_points;

  // Per land: its animal items and its goals (placement index, item index).
  std::vector<rw::AnimalCounts> base(lands.size(), rw::AnimalCounts{});
  std::vector<std::vector<const rw::Item*>> goals(lands.size());
  for (const rw::Placement& p : layout.placed) {
    for (const rw::Item& item : catalog.card(p.card).items) {
      const int land = scored.map.land_at(rw::global_cell(catalog, p, item.row, item.col));
      if (land < 0) continue;
      if (item.kind == rw::Item::Kind::Animal) ++base[land][static_cast<int>(item.animal)];
      if (item.kind == rw::Item::Kind::Goal) goals[land].push_back(&item);
    }
  }

  int total = 0;
  int largest_gain = 0;
  int open_lands = 0;
  rw::AnimalCounts pool{};
  std::vector<bool> pooled_runestone(layout.placed.size(), false);
  std::vector<const rw::Item*> pool_goals;
  for (std::size_t l = 0; l < lands.size(); ++l) {
    const rw::Land& land = lands[l];
    if (land.is_protected) {
      int wild = 0;
      for (int placement : land.placements) wild += facts.runestone(layout.placed[placement].card);
      int as_other = land_points;
      int as_largest = land_points;
      for (const rw::Item* goal : goals[l]) {
        const int times = times_with_wildcards(goal->goal, base[l], wild);
        as_other += times * goal->points[1];
        as_largest += times * goal->points[0];
      }
      total += as_other;
      largest_gain = std::max(largest_gain, as_largest - as_other);
    } else if (!dead_land(catalog, layout, grid, land, cards_left)) {
      ++open_lands;
      add(pool, base[l]);
      pool_goals.insert(pool_goals.end(), goals[l].begin(), goals[l].end());
      for (int placement : land.placements) pooled_runestone[placement] = true;
    }
  }
  int wild = 0;
  for (std::size_t i = 0; i < layout.placed.size(); ++i) {
    if (pooled_runestone[i] && facts.runestone(layout.placed[i].card)) ++wild;
  }
  for (int card : unplaced) {
    add(pool, facts.animals(card));
    wild += facts.runestone(card);
    open_lands += facts.land_parts(card);
    for (const rw::Item& item : catalog.cards[card].items) {
      if (item.kind == rw::Item::Kind::Goal) pool_goals.push_back(&item);
    }
  }
  total += open_lands * land_points;
  for (const rw::Item* goal : pool_goals) {
    total +=
        times_with_wildcards(goal->goal, pool, wild) * std::max(goal->points[0], goal->points[1]);
  }
  return std::max(total + largest_gain, scored.total);
}

}  // namespace trib::analysis
