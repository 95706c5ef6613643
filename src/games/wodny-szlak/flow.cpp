// Which way the water runs through a river, and its confluences and splits.

#include "games/wodny-szlak/flow.h"

namespace trib::wodny_szlak {

namespace {

// Water directions inside the starting tile: inlets flow in, the outlet flows out, and
// the half without the outlet drains through the shared edge into the outlet half.
void flow_in_start(const Start& start, Flow& flow) {
  for (const RiverEnd& inlet : start.inlets) flow.squares[inlet.square].inflow |= bit(inlet.edge);
  flow.squares[start.outlet.square].outflow |= bit(start.outlet.edge);
  if (start.joined()) {
    const int out = start.outlet.square;
    const int other = 1 - out;
    flow.squares[other].outflow |= bit(other == 0 ? Edge::E : Edge::W);
    flow.squares[out].inflow |= bit(out == 0 ? Edge::E : Edge::W);
  }
  for (int half = 0; half < 2; ++half) flow.squares[half].region = Region::Start;
}

struct Visit {
  int square;
  Edge entered;  // the arm that faces the start
  Region region;
};

}  // namespace

Flow compute_flow(const Catalog& catalog, const Board& board) {
  Flow flow;
  flow.squares.resize(board.squares.size());
  flow_in_start(catalog.starts[board.start], flow);
  std::vector<Visit> queue;
  queue.reserve(board.squares.size());
  for (int half = 0; half < 2; ++half) {
    for (Edge e : kEdges) {
      const int j = board.river_neighbour(half, e);
      if (j < 2) continue;  // no neighbour, or the other half
      const bool up = (flow.squares[half].inflow & bit(e)) != 0;
      queue.push_back(Visit{j, opposite(e), up ? Region::Upstream : Region::Downstream});
    }
  }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const Visit v = queue[next];
    SquareFlow& sf = flow.squares[v.square];
    if (sf.region != Region::Oxbow) continue;  // cannot happen in a tree; stay safe
    const Mask arms = board.squares[v.square].arms;
    const Mask towards = bit(v.entered);
    sf.region = v.region;
    sf.inflow = v.region == Region::Upstream ? static_cast<Mask>(arms & ~towards) : towards;
    sf.outflow = v.region == Region::Upstream ? towards : static_cast<Mask>(arms & ~towards);
    for (Edge e : kEdges) {
      if (e == v.entered) continue;
      const int j = board.river_neighbour(v.square, e);
      if (j >= 0 && flow.squares[j].region == Region::Oxbow)
        queue.push_back(Visit{j, opposite(e), v.region});
    }
  }
  return flow;
}

}  // namespace trib::wodny_szlak
