// Meadows: where three or four meadow corners meet, and what they score.

#include "games/wodny-szlak/meadows.h"

#include <algorithm>

namespace trib::wodny_szlak {

namespace {

// The grid corner of a square's corner (0 NE, 1 SE, 2 SW, 3 NW).
Cell corner_point(Cell c, int corner) {
  switch (corner) {
    case 0:
      return Cell{c.x + 1, c.y};
    case 1:
      return Cell{c.x + 1, c.y + 1};
    case 2:
      return Cell{c.x, c.y + 1};
    default:
      return c;
  }
}

}  // namespace

int meadow_points(const Scoring& scoring, int fragments) {
  return fragments == 3 ? scoring.meadow_three : fragments >= 4 ? scoring.meadow_four : 0;
}

std::vector<Meadow> find_meadows(const Board& board, const Scoring& scoring, int min_fragments) {
  std::vector<Meadow> all;
  for (const PlacedSquare& sq : board.squares) {
    for (int corner = 0; corner < 4; ++corner) {
      if ((sq.meadows & (1u << corner)) == 0) continue;
      const Cell p = corner_point(sq.cell, corner);
      auto it =
          std::find_if(all.begin(), all.end(), [p](const Meadow& m) { return m.corner == p; });
      if (it == all.end()) it = all.insert(all.end(), Meadow{p, 0, 0});
      ++it->fragments;
    }
  }
  std::vector<Meadow> out;
  for (Meadow& m : all) {
    if (m.fragments < min_fragments) continue;
    m.points = meadow_points(scoring, m.fragments);
    out.push_back(m);
  }
  std::sort(out.begin(), out.end(), [](const Meadow& a, const Meadow& b) {
    return a.corner.y != b.corner.y ? a.corner.y < b.corner.y : a.corner.x < b.corner.x;
  });
  return out;
}

}  // namespace trib::wodny_szlak
