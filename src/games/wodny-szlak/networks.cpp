// River networks: the main river and oxbow lakes, by a union-find over the board.

#include "games/wodny-szlak/networks.h"

#include "core/union_find.h"

namespace trib::wodny_szlak {

Networks find_networks(const Catalog& catalog, const Board& board) {
  const int n = static_cast<int>(board.squares.size());
  UnionFind sets(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    // East and south are enough: every connection is seen once from its west/north side.
    for (Edge e : {Edge::E, Edge::S}) {
      const int j = board.river_neighbour(i, e);
      if (j >= 0) sets.join(i, j);
    }
  }
  Networks out;
  out.of.resize(n);
  for (int i = 0; i < n; ++i) out.of[i] = sets.root(i);
  out.main = out.of[catalog.starts[board.start].outlet.square];
  return out;
}

}  // namespace trib::wodny_szlak
