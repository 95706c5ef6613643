#include "games/wodny-szlak/networks.h"

namespace trib::wodny_szlak {

namespace {

int root(std::vector<int>& parent, int i) {
  while (parent[i] != i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

}  // namespace

Networks find_networks(const Catalog& catalog, const Board& board) {
  const int n = static_cast<int>(board.squares.size());
  std::vector<int> parent(n);
  for (int i = 0; i < n; ++i) parent[i] = i;
  for (int i = 0; i < n; ++i) {
    // East and south are enough: every connection is seen once from its west/north side.
    for (Edge e : {Edge::E, Edge::S}) {
      const int j = board.river_neighbour(i, e);
      if (j >= 0) parent[root(parent, i)] = root(parent, j);
    }
  }
  Networks out;
  out.of.resize(n);
  for (int i = 0; i < n; ++i) out.of[i] = root(parent, i);
  out.main = out.of[catalog.starts[board.start].outlet.square];
  return out;
}

}  // namespace trib::wodny_szlak
