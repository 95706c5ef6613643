#pragma once
// The layout of placed cards (a value type) and a dense lookup of their cells in global
// coordinates. Card (row r, col c) covers cell rows r·H … r·H+H-1 and cell columns
// c·W/2 … c·W/2+W-1: columns count half cards, so offset neighbours line up.

#include <cstdint>
#include <vector>

#include "games/river-wild/catalog.h"

namespace trib::river_wild {

struct CellPos {
  int row = 0;
  int col = 0;
  friend bool operator==(const CellPos&, const CellPos&) = default;
  friend auto operator<=>(const CellPos&, const CellPos&) = default;
};

struct Placement {
  int card = kSourceCard;  // index into Catalog::cards, kSourceCard for the source
  int row = 0;
  int col = 0;
  bool back = false;  // placed with the mirrored side up
  friend bool operator==(const Placement&, const Placement&) = default;
};

struct Layout {
  std::vector<Placement> placed = {Placement{}};  // placed[0] is the source at (0, 0)

  bool has(int card) const;
  int river_cards() const { return static_cast<int>(placed.size()) - 1; }
};

// Global cell of face cell (row, col) of `p`, mirrored on the back (items and cells alike).
inline CellPos global_cell(const Catalog& catalog, const Placement& p, int row, int col) {
  const int face_col = p.back ? catalog.width - 1 - col : col;
  return {p.row * catalog.height + row, p.col * (catalog.width / 2) + face_col};
}

// The top-left global cell of `p`'s face.
inline CellPos card_origin(const Catalog& catalog, const Placement& p) {
  return {p.row * catalog.height, p.col * (catalog.width / 2)};
}

// Which placement covers each global cell, and what the cell is. Cells outside the box
// around the layout read as uncovered.
class CellGrid {
 public:
  CellGrid(const Catalog& catalog, const Layout& layout);

  // Index into layout.placed, or -1 when no card covers the cell.
  int owner(CellPos p) const {
    const int i = index(p);
    return i < 0 ? -1 : owner_[i];
  }
  bool covered(CellPos p) const { return owner(p) >= 0; }
  Cell cell(CellPos p) const { return cell_[index(p)]; }  // only for covered cells

  // The box's cells by row-major index (0 … rows()·cols() − 1), for hot loops.
  int owner_at(int index) const { return owner_[index]; }
  Cell cell_at(int index) const { return cell_[index]; }
  // Every covered cell of box row `r` lies in box columns [first, end) of this span.
  struct Span {
    int first = 0, end = 0;
  };
  Span covered_span(int r) const { return spans_[r]; }

  int first_row() const { return row0_; }
  int first_col() const { return col0_; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }

 private:
  int index(CellPos p) const {
    const int r = p.row - row0_;
    const int c = p.col - col0_;
    return (r < 0 || c < 0 || r >= rows_ || c >= cols_) ? -1 : r * cols_ + c;
  }

  int row0_ = 0, col0_ = 0, rows_ = 0, cols_ = 0;
  std::vector<std::int16_t> owner_;
  std::vector<Cell> cell_;
  std::vector<Span> spans_;  // per box row
};

}  // namespace trib::river_wild
