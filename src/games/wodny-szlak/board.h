#pragma once
// One player's river: the squares on the grid (the two starting halves first, then the
// placed tiles in placement order). A plain value; at most 15 squares, so lookups scan.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/wodny-szlak/catalog.h"

namespace trib::wodny_szlak {

constexpr int kPlacementsPerPlayer = 13;

struct Cell {
  int x = 0;
  int y = 0;
  friend bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
};

// A cell as the score document and messages write it: [x, y] and "(x,y)".
nlohmann::json cell_json(Cell c);
std::string cell_text(Cell c);

inline Cell step(Cell c, Edge e) {
  return Cell{c.x + dx(e), c.y + dy(e)};
}

struct PlacedSquare {
  Cell cell;
  int tile = -1;        // catalog tile index; -1 for a half of the starting tile
  int start_half = -1;  // 0 or 1 for the starting tile's halves
  int rot = 0;          // quarter turns clockwise (always 0 for the start)
  Mask arms = 0;        // rotated into board directions
  Mask meadows = 0;     // rotated into board directions
};

struct Board {
  int start = 0;  // catalog start index
  std::vector<PlacedSquare> squares;

  int placements() const { return static_cast<int>(squares.size()) - 2; }
  int find(Cell c) const;  // square index at c, or -1
  bool has_arm(int i, Edge e) const { return (squares[i].arms & bit(e)) != 0; }
  // The square across edge e of square i when the river runs through that edge on both
  // sides (a river connection), else -1.
  int river_neighbour(int i, Edge e) const;
};

Board make_board(const Catalog& catalog, int start);
void place_tile(Board& board, const Catalog& catalog, int tile, Cell cell, int rot);

// The printed (unrotated) definition of square i.
const Square& square_def(const Catalog& catalog, const Board& board, int i);
// The board direction of a printed edge of square i.
inline Edge board_edge(const Board& board, int i, Edge printed) {
  return rotate(printed, board.squares[i].rot);
}
// "the tile id" of square i for reports: the tile id or the start id.
const std::string& square_id(const Catalog& catalog, const Board& board, int i);

}  // namespace trib::wodny_szlak
