#pragma once
// The legal spots the searches need, the same as the engine's rw::legal_spots and in its
// order, but cheap on big layouts: the candidate spots (the three below each placed card)
// are listed once per layout and those a placed card overlaps are dropped at once, so the
// engine's checks run only on the few free spots at the layout's edge. Calls are per card,
// so a search can look at its clock between them.

#include <vector>

#include "games/river-wild/placement.h"

namespace trib::analysis::wild {

namespace rw = trib::river_wild;

class Spots {
 public:
  Spots(const rw::Catalog& catalog, const rw::Layout& layout, const rw::CellGrid& grid);

  // Every legal placement of `card` (not placed yet), by row, column, then front before back.
  std::vector<rw::Placement> of(int card) const;
  bool any(int card) const;

 private:
  bool legal(const rw::Placement& p) const;

  const rw::Catalog& catalog_;
  const rw::Layout& layout_;
  const rw::CellGrid& grid_;
  std::vector<rw::Placement> free_;  // candidate spots no placed card overlaps, by row, column
};

}  // namespace trib::analysis::wild
