// Land regions across the layout and whether each is protected.

#include "games/river-wild/lands.h"

#include <algorithm>

namespace trib::river_wild {

LandMap find_lands(const Layout& layout, const CellGrid& grid) {
  LandMap map;
  map.row0 = grid.first_row();
  map.col0 = grid.first_col();
  map.rows = grid.rows();
  map.cols = grid.cols();
  const int rows = map.rows;
  const int cols = map.cols;
  map.land_of.assign(static_cast<std::size_t>(rows) * cols, -1);
  // The search scores millions of layouts, so this works on box indices, visits only the
  // covered span of each row, shares one stack and one card mark between lands, and lists
  // cells row-major at the end instead of sorting them.
  std::vector<int> stack;
  std::vector<int> card_land(layout.placed.size(), -1);  // the land last seen on each card
  const auto is_land = [&](int i) {
    return grid.owner_at(i) >= 0 && grid.cell_at(i) == Cell::Land;
  };
  const auto each_covered_row_cell = [&](auto&& visit) {
    for (int r = 0; r < rows; ++r) {
      const CellGrid::Span span = grid.covered_span(r);
      for (int at = r * cols + span.first; at < r * cols + span.end; ++at) visit(at);
    }
  };
  each_covered_row_cell([&](int seed) {
    if (map.land_of[seed] >= 0 || !is_land(seed)) return;
    const int label = static_cast<int>(map.lands.size());
    Land& land = map.lands.emplace_back();
    land.is_protected = true;
    map.land_of[seed] = label;
    stack.assign(1, seed);
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int owner = grid.owner_at(at);
      if (card_land[owner] != label) {
        card_land[owner] = label;
        land.placements.push_back(owner);
      }
      const int r = at / cols;
      const int c = at % cols;
      const bool box_edge[4] = {r == 0, r + 1 == rows, c == 0, c + 1 == cols};
      const int step[4] = {-cols, cols, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int next = at + step[k];
        if (box_edge[k] || grid.owner_at(next) < 0) {
          land.is_protected = false;  // a gap or the open table borders this land
          continue;
        }
        if (grid.cell_at(next) != Cell::Land || map.land_of[next] >= 0) continue;
        map.land_of[next] = label;
        stack.push_back(next);
      }
    }
    std::sort(land.placements.begin(), land.placements.end());
  });
  each_covered_row_cell([&](int at) {
    if (const int label = map.land_of[at]; label >= 0) {
      map.lands[label].cells.push_back({map.row0 + at / cols, map.col0 + at % cols});
    }
  });
  return map;
}

std::string land_name(int index) {
  std::string name;
  for (int n = index + 1; n > 0; n = (n - 1) / 26) {
    name.insert(name.begin(), static_cast<char>('A' + (n - 1) % 26));
  }
  return name;
}

}  // namespace trib::river_wild
