#include "games/river-wild/lands.h"

#include <algorithm>

namespace trib::river_wild {

namespace {

constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

// Flood-fills the land holding `start`, labelling its cells with `label`.
Land flood(LandMap& map, const Layout& layout, const CellGrid& grid, CellPos start, int label) {
  Land land;
  std::vector<bool> on_card(layout.placed.size(), false);
  std::vector<CellPos> stack = {start};
  map.land_of[(start.row - map.row0) * map.cols + (start.col - map.col0)] = label;
  land.is_protected = true;
  while (!stack.empty()) {
    const CellPos cell = stack.back();
    stack.pop_back();
    land.cells.push_back(cell);
    on_card[grid.owner(cell)] = true;
    for (const auto& step : kSteps) {
      const CellPos next{cell.row + step[0], cell.col + step[1]};
      if (!grid.covered(next)) {
        land.is_protected = false;  // a gap or the open table borders this land
        continue;
      }
      if (grid.cell(next) != Cell::Land) continue;
      int& mark = map.land_of[(next.row - map.row0) * map.cols + (next.col - map.col0)];
      if (mark >= 0) continue;
      mark = label;
      stack.push_back(next);
    }
  }
  std::sort(land.cells.begin(), land.cells.end());
  for (std::size_t i = 0; i < on_card.size(); ++i) {
    if (on_card[i]) land.placements.push_back(static_cast<int>(i));
  }
  return land;
}

}  // namespace

LandMap find_lands(const Layout& layout, const CellGrid& grid) {
  LandMap map;
  map.row0 = grid.first_row();
  map.col0 = grid.first_col();
  map.rows = grid.rows();
  map.cols = grid.cols();
  map.land_of.assign(static_cast<std::size_t>(map.rows) * map.cols, -1);
  for (int r = 0; r < map.rows; ++r) {
    for (int c = 0; c < map.cols; ++c) {
      const CellPos cell{map.row0 + r, map.col0 + c};
      if (map.land_of[r * map.cols + c] >= 0 || !grid.covered(cell)) continue;
      if (grid.cell(cell) != Cell::Land) continue;
      const int label = static_cast<int>(map.lands.size());
      map.lands.push_back(flood(map, layout, grid, cell, label));
    }
  }
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
