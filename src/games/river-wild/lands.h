#pragma once
// Land regions: 4-connected land cells across the whole layout. A region is protected
// when every neighbour of every cell is covered by some card (so it is closed in by river
// and mountains); its size is the number of cards holding at least one of its cells.

#include <string>
#include <vector>

#include "games/river-wild/state.h"

namespace trib::river_wild {

struct Land {
  std::vector<CellPos> cells;   // row-major
  std::vector<int> placements;  // indices into Layout::placed, ascending
  bool is_protected = false;

  int size() const { return static_cast<int>(placements.size()); }
};

struct LandMap {
  std::vector<Land> lands;  // in reading order of their first cell
  int row0 = 0, col0 = 0, rows = 0, cols = 0;
  std::vector<int> land_of;  // per grid cell: index into `lands`, -1 when not land

  // The land holding global cell `p`, or -1.
  int land_at(CellPos p) const {
    const int r = p.row - row0;
    const int c = p.col - col0;
    return (r < 0 || c < 0 || r >= rows || c >= cols) ? -1 : land_of[r * cols + c];
  }
};

LandMap find_lands(const Layout& layout, const CellGrid& grid);

// "A" … "Z", then "AA", "AB", …: the names lands go by in details and breakdown.
std::string land_name(int index);

}  // namespace trib::river_wild
