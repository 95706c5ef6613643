// The layout of placed cards and a dense lookup of their cells.

#include "games/river-wild/state.h"

#include <algorithm>

namespace trib::river_wild {

bool Layout::has(int card) const {
  return std::any_of(placed.begin(), placed.end(),
                     [card](const Placement& p) { return p.card == card; });
}

CellGrid::CellGrid(const Catalog& catalog, const Layout& layout) {
  const int half = catalog.width / 2;
  int min_row = 0, max_row = 0, min_col = 0, max_col = 0;
  for (const Placement& p : layout.placed) {
    min_row = std::min(min_row, p.row);
    max_row = std::max(max_row, p.row);
    min_col = std::min(min_col, p.col);
    max_col = std::max(max_col, p.col);
  }
  row0_ = min_row * catalog.height;
  col0_ = min_col * half;
  rows_ = (max_row - min_row + 1) * catalog.height;
  cols_ = (max_col - min_col) * half + catalog.width;
  owner_.assign(static_cast<std::size_t>(rows_) * cols_, -1);
  cell_.assign(owner_.size(), Cell::Land);
  spans_.assign(static_cast<std::size_t>(rows_), Span{cols_, 0});
  for (std::size_t i = 0; i < layout.placed.size(); ++i) {
    const Placement& p = layout.placed[i];
    const CellPos origin = card_origin(catalog, p);
    for (int r = 0; r < catalog.height; ++r) {
      Span& span = spans_[origin.row - row0_ + r];
      span.first = std::min(span.first, origin.col - col0_);
      span.end = std::max(span.end, origin.col - col0_ + catalog.width);
    }
    for (int r = 0; r < catalog.height; ++r) {
      for (int c = 0; c < catalog.width; ++c) {
        const int at = index({origin.row + r, origin.col + c});
        owner_[at] = static_cast<std::int16_t>(i);
        cell_[at] = catalog.cell(p.card, p.back, r, c);
      }
    }
  }
}

}  // namespace trib::river_wild
