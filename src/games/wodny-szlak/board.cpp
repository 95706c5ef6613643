// One player's river: its squares on the grid, in placement order.

#include "games/wodny-szlak/board.h"

namespace trib::wodny_szlak {

// Two elements, not nlohmann's nested initializer lists: those make a temporary array per
// value, and this runs for every cell of every score refresh.
nlohmann::json cell_json(Cell c) {
  return nlohmann::json::array_t{nlohmann::json(c.x), nlohmann::json(c.y)};
}

std::string cell_text(Cell c) {
  return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

int Board::find(Cell c) const {
  for (std::size_t i = 0; i < squares.size(); ++i) {
    if (squares[i].cell == c) return static_cast<int>(i);
  }
  return -1;
}

int Board::river_neighbour(int i, Edge e) const {
  if (!has_arm(i, e)) return -1;
  const int j = find(step(squares[i].cell, e));
  return j >= 0 && has_arm(j, opposite(e)) ? j : -1;
}

Board make_board(const Catalog& catalog, int start) {
  Board board;
  board.start = start;
  const Start& s = catalog.starts[start];
  for (int half = 0; half < 2; ++half) {
    PlacedSquare sq;
    sq.cell = Cell{half, 0};
    sq.start_half = half;
    sq.arms = s.squares[half].arms;
    sq.meadows = s.squares[half].meadows;
    board.squares.push_back(sq);
  }
  board.squares.reserve(2 + kPlacementsPerPlayer);
  return board;
}

void place_tile(Board& board, const Catalog& catalog, int tile, Cell cell, int rot) {
  const Square& def = catalog.tiles[tile].square;
  PlacedSquare sq;
  sq.cell = cell;
  sq.tile = tile;
  sq.rot = rot;
  sq.arms = rotate_mask(def.arms, rot);
  sq.meadows = rotate_mask(def.meadows, rot);
  board.squares.push_back(sq);
}

const Square& square_def(const Catalog& catalog, const Board& board, int i) {
  const PlacedSquare& sq = board.squares[i];
  if (sq.tile >= 0) return catalog.tiles[sq.tile].square;
  return catalog.starts[board.start].squares[sq.start_half];
}

const std::string& square_id(const Catalog& catalog, const Board& board, int i) {
  const PlacedSquare& sq = board.squares[i];
  return sq.tile >= 0 ? catalog.tiles[sq.tile].id : catalog.starts[board.start].id;
}

}  // namespace trib::wodny_szlak
