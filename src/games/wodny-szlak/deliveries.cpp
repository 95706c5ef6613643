// Mills and sawmills: which sacks and wood the water carries to each.

#include "games/wodny-szlak/deliveries.h"

namespace trib::wodny_szlak {

namespace {

bool carries(ObstacleKind mill, Cargo cargo) {
  return (mill == ObstacleKind::Mill) == (cargo == Cargo::Sack);
}

struct Carrier {
  const Catalog& catalog;
  const Board& board;
  const Flow& flow;
  std::vector<int>& delivered;  // per square
  std::vector<int> stack;
  std::vector<char> seen;  // guards against cycles; a consistent flow has none

  // The cargo enters the junction of `square` (or the obstacle-free junction it sits on).
  void from_junction(int square, const CargoItem& item) {
    stack.assign(1, square);
    seen.assign(board.squares.size(), 0);
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      if (seen[s]) continue;
      seen[s] = 1;
      const Square& def = square_def(catalog, board, s);
      if (def.obstacle) {
        if (carries(def.obstacle->kind, item.kind)) delivered[s] += item.count;
        continue;  // the bridge stops everything
      }
      for (Edge e : kEdges) {
        if ((flow.squares[s].outflow & bit(e)) == 0) continue;
        const int j = board.river_neighbour(s, e);
        if (j >= 0) stack.push_back(j);
      }
    }
  }

  void launch(int square, const CargoItem& item) {
    if (!item.arm) {
      from_junction(square, item);
      return;
    }
    const Edge arm = board_edge(board, square, *item.arm);
    if ((flow.squares[square].inflow & bit(arm)) != 0) {
      from_junction(square, item);
    } else if (const int j = board.river_neighbour(square, arm); j >= 0) {
      from_junction(j, item);  // below this square's bridge: off to the next square
    }
  }
};

}  // namespace

std::vector<MillResult> deliver(const Catalog& catalog, const Board& board, const Flow& flow) {
  const int n = static_cast<int>(board.squares.size());
  std::vector<int> delivered(n, 0);
  Carrier carrier{catalog, board, flow, delivered, {}, {}};
  for (int s = 0; s < n; ++s) {
    if (flow.squares[s].region == Region::Oxbow) continue;
    for (const CargoItem& item : square_def(catalog, board, s).cargo) carrier.launch(s, item);
  }
  std::vector<MillResult> mills;
  for (int s = 0; s < n; ++s) {
    const Square& def = square_def(catalog, board, s);
    if (!def.obstacle) continue;
    MillResult m;
    m.square = s;
    m.obstacle = *def.obstacle;
    m.delivered = delivered[s];
    m.oxbow = flow.squares[s].region == Region::Oxbow;
    m.scored = !m.oxbow && m.delivered >= m.obstacle.needs;
    mills.push_back(m);
  }
  return mills;
}

}  // namespace trib::wodny_szlak
