#pragma once
// Meadows: meadow fragments sit in square corners; where three or four fragments meet at
// one grid corner they form a meadow worth the helper card's points (3 or 6 as printed;
// river or oxbow alike).
//
// Grid corner (x, y) is the north-west corner of cell (x, y): the point shared by cells
// (x-1, y-1), (x, y-1), (x-1, y) and (x, y).

#include <vector>

#include "games/wodny-szlak/board.h"
#include "games/wodny-szlak/catalog.h"

namespace trib::wodny_szlak {

struct Meadow {
  Cell corner;
  int fragments = 0;
  int points = 0;
};

// 3 fragments → scoring.meadow_three, 4 → meadow_four, fewer → 0.
int meadow_points(const Scoring& scoring, int fragments);

// Every grid corner with at least `min_fragments` fragments, row by row (y, then x).
std::vector<Meadow> find_meadows(const Board& board, const Scoring& scoring, int min_fragments = 3);

}  // namespace trib::wodny_szlak
