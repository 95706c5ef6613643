// Wodny szlak's water: rotations, confluences and splits.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace wodny_szlak_test;
using ws::Edge;
using ws::Region;

namespace {

ws::Mask arms(std::initializer_list<Edge> edges) {
  ws::Mask m = 0;
  for (Edge e : edges) m |= ws::bit(e);
  return m;
}

const ws::SquareFlow& at(const ws::WodnySzlakMatch& m, const ws::Flow& flow, int x, int y) {
  const int i = m.board(0).find(ws::Cell{x, y});
  REQUIRE(i >= 0);
  return flow.squares[i];
}

}  // namespace

TEST_CASE("rotations turn arms and corners clockwise") {
  CHECK(ws::rotate_mask(arms({Edge::N}), 1) == arms({Edge::E}));
  CHECK(ws::rotate_mask(arms({Edge::N, Edge::E}), 3) == arms({Edge::W, Edge::N}));
  CHECK(ws::rotate_mask(arms({Edge::W}), 1) == arms({Edge::N}));
  CHECK(ws::rotate_mask(0b1000, 2) == 0b0010);  // corner NW -> SE
  CHECK(ws::rotate(Edge::S, 3) == Edge::E);
}

TEST_CASE(
    "the starting tile: inlets flow in, the outlet flows out, square 1 drains into square 0") {
  auto m = new_match(1);
  const ws::Flow flow = m->flow(0);
  CHECK(flow.squares[0].region == Region::Start);
  CHECK(flow.squares[0].inflow == arms({Edge::N, Edge::E}));
  CHECK(flow.squares[0].outflow == arms({Edge::S}));
  CHECK(flow.squares[1].inflow == arms({Edge::N}));
  CHECK(flow.squares[1].outflow == arms({Edge::W}));
}

TEST_CASE("a three-armed tile upstream is a confluence") {
  auto m = new_match(1);
  place(*m, 0, "t", 0, -1, 1);  // rot 1: arms E, S, W
  const ws::Flow flow = m->flow(0);
  const auto& t = at(*m, flow, 0, -1);
  CHECK(t.region == Region::Upstream);
  CHECK(t.outflow == arms({Edge::S}));
  CHECK(t.inflow == arms({Edge::E, Edge::W}));
  CHECK(t.confluence());
  CHECK_FALSE(t.split());
}

TEST_CASE("a three-armed tile downstream is a split, and the water keeps going") {
  auto m = new_match(1);
  place(*m, 0, "t", 0, 1);      // N, E, S
  place(*m, 0, "ns", 1, 1, 1);  // E-W, fed from the west
  place(*m, 0, "ne", 0, 2, 0);  // N-E, fed from the north
  const ws::Flow flow = m->flow(0);
  const auto& t = at(*m, flow, 0, 1);
  CHECK(t.region == Region::Downstream);
  CHECK(t.inflow == arms({Edge::N}));
  CHECK(t.outflow == arms({Edge::E, Edge::S}));
  CHECK(t.split());
  CHECK(at(*m, flow, 1, 1).inflow == arms({Edge::W}));
  CHECK(at(*m, flow, 1, 1).outflow == arms({Edge::E}));
  CHECK(at(*m, flow, 0, 2).inflow == arms({Edge::N}));
  CHECK(at(*m, flow, 0, 2).outflow == arms({Edge::E}));
}

TEST_CASE("upstream chains flow towards the start; oxbow lakes have no flow") {
  auto m = new_match(1);
  place(*m, 0, "ne", 1, -1, 1);  // arms E, S: S joins inlet (1,N)
  place(*m, 0, "ns", 2, -1, 1);  // arms E, W
  place(*m, 0, "ns", -1, 0);     // oxbow lake
  const ws::Flow flow = m->flow(0);
  CHECK(at(*m, flow, 1, -1).region == Region::Upstream);
  CHECK(at(*m, flow, 1, -1).outflow == arms({Edge::S}));
  CHECK(at(*m, flow, 1, -1).inflow == arms({Edge::E}));
  CHECK(at(*m, flow, 2, -1).outflow == arms({Edge::W}));
  CHECK(at(*m, flow, 2, -1).inflow == arms({Edge::E}));  // the open end upstream
  const auto& lake = at(*m, flow, -1, 0);
  CHECK(lake.region == Region::Oxbow);
  CHECK(lake.inflow == 0);
  CHECK(lake.outflow == 0);
}

TEST_CASE("a start whose halves are not joined: the river is on the outlet half only") {
  auto table = test_table(1);
  table.catalog["starts"]["u"] = json::parse(R"({
    "squares": [{"arms": [], "meadows": ["NE"]}, {"arms": ["N", "S", "E"]}],
    "inlets": [[1, "N"], [1, "S"]], "outlet": [1, "E"]})");
  table.setup = {{"starts", {"u"}}};
  auto m = ws::start_match(table);
  const ws::Networks nets = m->networks(0);
  CHECK(nets.on_main_river(1));
  CHECK_FALSE(nets.on_main_river(0));
  place(*m, 0, "mill", 2, 0, 1);   // E-W, fed by the outlet
  place(*m, 0, "sack", 1, -1, 0);  // into inlet (1,N)
  const ws::Flow flow = m->flow(0);
  CHECK(flow.squares[1].inflow == arms({Edge::N, Edge::S}));
  CHECK(flow.squares[1].outflow == arms({Edge::E}));
  CHECK(flow.squares[2].region == Region::Downstream);
  CHECK(m->score_parts(0).total == 2);
  CHECK(rule_of(put(*m, 0, "ns", 0, -1)) == "river-meets-bank");  // the dry half has banks only
  CHECK(rule_of(put(*m, 0, "dry", 0, -1)) == "");
}
