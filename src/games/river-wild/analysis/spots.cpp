// The engine's legal spots, in its order, without rebuilding the cell grid per card.

#include "games/river-wild/analysis/spots.h"

#include <algorithm>
#include <utility>

namespace trib::analysis::wild {

Spots::Spots(const rw::Catalog& catalog, const rw::Layout& layout, const rw::CellGrid& grid)
    : catalog_(catalog), layout_(layout), grid_(grid) {
  std::vector<std::pair<int, int>> taken;  // (row, col) of every placed card
  for (const rw::Placement& q : layout.placed) taken.emplace_back(q.row, q.col);
  std::sort(taken.begin(), taken.end());
  const auto overlapped = [&](int row, int col) {
    const auto first = std::lower_bound(taken.begin(), taken.end(), std::pair(row, col - 1));
    return first != taken.end() && *first <= std::pair(row, col + 1);
  };
  std::vector<std::pair<int, int>> spots;
  for (const auto& [row, col] : taken) {
    for (int dc = -1; dc <= 1; ++dc) {
      if (!overlapped(row + 1, col + dc)) spots.emplace_back(row + 1, col + dc);
    }
  }
  std::sort(spots.begin(), spots.end());
  spots.erase(std::unique(spots.begin(), spots.end()), spots.end());
  for (const auto& [row, col] : spots) free_.push_back({rw::kSourceCard, row, col, false});
}

bool Spots::legal(const rw::Placement& p) const {
  return rw::first_broken_rule(catalog_, layout_, grid_, p) == rw::Rule::None;
}

std::vector<rw::Placement> Spots::of(int card) const {
  std::vector<rw::Placement> spots;
  for (const rw::Placement& spot : free_) {
    for (bool back : {false, true}) {
      const rw::Placement p{card, spot.row, spot.col, back};
      if (legal(p)) spots.push_back(p);
    }
  }
  return spots;
}

bool Spots::any(int card) const {
  return std::any_of(free_.begin(), free_.end(), [&](const rw::Placement& spot) {
    return legal({card, spot.row, spot.col, false}) || legal({card, spot.row, spot.col, true});
  });
}

}  // namespace trib::analysis::wild
