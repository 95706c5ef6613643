#pragma once
// The map's grid behind a small interface: cells, their neighbours and the edge that two
// neighbours share. Only the pointy-top hex grid in axial coordinates ships; a square
// grid would be a second Topology.
//
// Hex edges are numbered clockwise from east: 0 E (+1, 0), 1 SE (0, +1), 2 SW (−1, +1),
// 3 W (−1, 0), 4 NW (0, −1), 5 NE (+1, −1).

#include <cstdint>
#include <functional>
#include <optional>

namespace trib::river_woods {

struct Cell {
  int q = 0;
  int r = 0;
  friend bool operator==(Cell, Cell) = default;
};

struct CellHash {
  std::size_t operator()(Cell c) const {
    return std::hash<std::int64_t>()((static_cast<std::int64_t>(c.q) << 32) ^
                                     static_cast<std::uint32_t>(c.r));
  }
};

class Topology {
 public:
  virtual ~Topology() = default;
  virtual int edge_count() const = 0;
  virtual Cell neighbour(Cell cell, int edge) const = 0;
  int opposite(int edge) const { return (edge + edge_count() / 2) % edge_count(); }
  // The edge of `from` that faces `to`, when they are neighbours.
  std::optional<int> edge_towards(Cell from, Cell to) const {
    for (int e = 0; e < edge_count(); ++e) {
      if (neighbour(from, e) == to) return e;
    }
    return std::nullopt;
  }
  bool adjacent(Cell a, Cell b) const { return edge_towards(a, b).has_value(); }
};

class HexTopology final : public Topology {
 public:
  int edge_count() const override { return 6; }
  Cell neighbour(Cell cell, int edge) const override {
    static constexpr int dq[6] = {1, 0, -1, -1, 0, 1};
    static constexpr int dr[6] = {0, 1, 1, 0, -1, -1};
    return {cell.q + dq[edge], cell.r + dr[edge]};
  }
};

const Topology& hex_topology();

inline constexpr int kEdges = 6;  // the hex grid's edge count, for fixed-size tables

}  // namespace trib::river_woods
