// River Woods' shared map: stacks of hex tiles and the regions their parts form.

#include "games/river-woods/board.h"

#include "core/union_find.h"

namespace trib::river_woods {

const Topology& hex_topology() {
  static const HexTopology topology;
  return topology;
}

int PlacedTile::half_at(int edge) const {
  const int unrotated = ((edge - rot) % kEdges + kEdges) % kEdges;
  for (std::size_t h = 0; h < tile->halves.size(); ++h) {
    if ((tile->halves[h].edges >> unrotated) & 1u) return static_cast<int>(h);
  }
  return 0;
}

const PlacedTile* Board::top(Cell cell) const {
  const auto found = index_.find(cell);
  return found == index_.end() ? nullptr : &stacks_[found->second].back();
}

const std::vector<PlacedTile>* Board::stack(Cell cell) const {
  const auto found = index_.find(cell);
  return found == index_.end() ? nullptr : &stacks_[found->second];
}

void Board::place(Cell cell, PlacedTile tile) {
  const auto [found, inserted] = index_.emplace(cell, static_cast<int>(cells_.size()));
  if (inserted) {
    cells_.push_back(cell);
    stacks_.emplace_back();
  }
  stacks_[found->second].push_back(tile);
}

bool Board::touches_map(Cell cell) const {
  for (int e = 0; e < topology_->edge_count(); ++e) {
    if (has_tile(topology_->neighbour(cell, e))) return true;
  }
  return false;
}

std::vector<int> Regions::under(Cell cell) const {
  const auto found = part_region.find(cell);
  if (found == part_region.end()) return {};
  std::vector<int> out = {found->second[0]};
  if (found->second[1] >= 0) out.push_back(found->second[1]);
  return out;
}

Regions find_regions(const Board& board) {
  const Topology& topology = board.topology();
  const std::vector<Cell>& cells = board.cells();
  // Part 2i + h is half h of the top tile on cells[i].
  UnionFind parts(cells.size() * 2);
  std::unordered_map<Cell, int, CellHash> position;
  for (std::size_t i = 0; i < cells.size(); ++i) position[cells[i]] = static_cast<int>(i);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const PlacedTile& here = *board.top(cells[i]);
    // Each shared edge once: the first half of the edges reaches every neighbour pair.
    for (int e = 0; e < topology.edge_count() / 2; ++e) {
      const auto there_at = position.find(topology.neighbour(cells[i], e));
      if (there_at == position.end()) continue;
      const PlacedTile& there = *board.top(there_at->first);
      const int back = topology.opposite(e);
      if (here.terrain_at(e) != there.terrain_at(back)) continue;
      parts.join(static_cast<int>(2 * i) + here.half_at(e),
                 2 * there_at->second + there.half_at(back));
    }
  }
  Regions out;
  std::unordered_map<int, int> region_of_root;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const PlacedTile& top = *board.top(cells[i]);
    std::array<int, 2> regions = {-1, -1};
    for (std::size_t h = 0; h < top.tile->halves.size(); ++h) {
      const int root = parts.root(static_cast<int>(2 * i + h));
      auto [found, inserted] = region_of_root.emplace(root, static_cast<int>(out.regions.size()));
      if (inserted) out.regions.push_back({top.tile->halves[h].terrain, 0});
      out.regions[found->second].size += 1;
      regions[h] = found->second;
    }
    out.part_region[cells[i]] = regions;
  }
  return out;
}

}  // namespace trib::river_woods
