#pragma once
// Meadows: meadow fragments sit in square corners; where three or four fragments meet at
// one grid corner they form a meadow worth 3 or 6 points (river or oxbow alike).
//
// Grid corner (x, y) is the north-west corner of cell (x, y): the point shared by cells
// (x-1, y-1), (x, y-1), (x-1, y) and (x, y).

#include <vector>

#include "games/wodny-szlak/board.h"

namespace trib::wodny_szlak {

struct Meadow {
  Cell corner;
  int fragments = 0;
  int points = 0;
};

int meadow_points(int fragments);  // 3 → 3, 4 → 6, else 0

// Every grid corner with at least `min_fragments` fragments, row by row (y, then x).
std::vector<Meadow> find_meadows(const Board& board, int min_fragments = 3);

}  // namespace trib::wodny_szlak
