// Ports: the longest route along the river between two port tiles.

#include "games/wodny-szlak/ports.h"

#include <algorithm>
#include <array>

namespace trib::wodny_szlak {

namespace {

// Tiles as graph nodes: every square is its own node except that the starting tile's
// halves share node 0 when the river joins them.
struct TileGraph {
  int n = 0;
  std::vector<int> node_of;               // per square
  std::vector<Cell> cell;                 // per node
  std::vector<int> ports;                 // per node
  std::vector<char> blocked;              // per node: a mill or sawmill on it
  std::vector<std::array<int, 8>> links;  // a square has 4 edges; the joined start 6
  std::vector<int> link_count;
};

TileGraph build_graph(const Catalog& catalog, const Board& board) {
  const int squares = static_cast<int>(board.squares.size());
  const bool joined = catalog.starts[board.start].joined();
  TileGraph g;
  g.node_of.resize(squares);
  for (int s = 0; s < squares; ++s) {
    if (s == 1 && joined) {
      g.node_of[s] = 0;
      continue;
    }
    g.node_of[s] = g.n++;
    g.cell.push_back(board.squares[s].cell);
    g.ports.push_back(0);
    g.blocked.push_back(0);
  }
  g.links.resize(g.n);
  g.link_count.assign(g.n, 0);
  for (int s = 0; s < squares; ++s) {
    const int a = g.node_of[s];
    const Square& def = square_def(catalog, board, s);
    g.ports[a] += def.ports;
    if (def.obstacle) g.blocked[a] = 1;
    for (Edge e : kEdges) {
      const int j = board.river_neighbour(s, e);
      if (j >= 0 && g.node_of[j] != a) g.links[a][g.link_count[a]++] = g.node_of[j];
    }
  }
  return g;
}

}  // namespace

PortRoute longest_port_route(const Catalog& catalog, const Board& board) {
  const TileGraph g = build_graph(catalog, board);
  int best_from = -1;
  int best_to = -1;
  int best_length = 0;
  std::vector<int> best_parent;
  std::vector<int> dist(g.n);
  std::vector<int> parent(g.n);
  std::vector<int> queue;
  for (int from = 0; from < g.n; ++from) {
    if (g.ports[from] == 0 || g.blocked[from]) continue;
    if (g.ports[from] >= 2 && best_length < 1) {
      best_from = best_to = from;
      best_length = 1;
      best_parent.assign(g.n, -1);
    }
    // Breadth-first over unblocked tiles; the network is a tree, so paths are unique.
    std::fill(dist.begin(), dist.end(), -1);
    dist[from] = 1;
    parent[from] = -1;
    queue.assign(1, from);
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int a = queue[i];
      for (int k = 0; k < g.link_count[a]; ++k) {
        const int b = g.links[a][k];
        if (dist[b] >= 0 || g.blocked[b]) continue;
        dist[b] = dist[a] + 1;
        parent[b] = a;
        queue.push_back(b);
        if (g.ports[b] > 0 && dist[b] > best_length) {
          best_from = from;
          best_to = b;
          best_length = dist[b];
          best_parent = parent;
        }
      }
    }
  }
  PortRoute route;
  if (best_from < 0) return route;
  for (int v = best_to; v != -1; v = v == best_from ? -1 : best_parent[v])
    route.tiles.push_back(g.cell[v]);
  std::reverse(route.tiles.begin(), route.tiles.end());  // from the first port found
  return route;
}

}  // namespace trib::wodny_szlak
