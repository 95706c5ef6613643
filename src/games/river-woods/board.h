#pragma once
// The shared map: a stack of terrain tiles per cell, of which only the top one counts, and
// the regions its parts form.

#include <optional>
#include <unordered_map>
#include <vector>

#include "games/river-woods/catalog.h"

namespace trib::river_woods {

struct PlacedTile {
  const Tile* tile = nullptr;
  int rot = 0;  // clockwise turns: the tile's edge e faces map edge (e + rot) % 6

  // The half (0 or 1) that owns map edge `edge`.
  int half_at(int edge) const;
  Terrain terrain_at(int edge) const { return tile->halves[half_at(edge)].terrain; }
};

class Board {
 public:
  explicit Board(const Topology& topology = hex_topology()) : topology_(&topology) {}

  const Topology& topology() const { return *topology_; }
  bool has_tile(Cell cell) const { return index_.count(cell) != 0; }
  const PlacedTile* top(Cell cell) const;
  const std::vector<PlacedTile>* stack(Cell cell) const;
  // Cells in the order their first tile was placed (starting tiles first).
  const std::vector<Cell>& cells() const { return cells_; }

  void place(Cell cell, PlacedTile tile);
  // An empty cell next to at least one tile.
  bool touches_map(Cell cell) const;

 private:
  const Topology* topology_;
  std::vector<Cell> cells_;
  std::vector<std::vector<PlacedTile>> stacks_;
  std::unordered_map<Cell, int, CellHash> index_;
};

// The regions of the top tiles' parts. A part is a full tile or one half of a shared one;
// neighbouring parts join when they have the same terrain and each owns the shared edge.
struct Regions {
  struct Region {
    Terrain terrain = Terrain::Green;
    int size = 0;  // number of parts
  };
  std::vector<Region> regions;
  // The regions a piece on `cell` stands on: one for a full tile, two for a shared one.
  std::vector<int> under(Cell cell) const;

  std::unordered_map<Cell, std::array<int, 2>, CellHash> part_region;  // -1 = no second half
};

Regions find_regions(const Board& board);

}  // namespace trib::river_woods
