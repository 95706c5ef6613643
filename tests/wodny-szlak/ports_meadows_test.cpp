// Wodny szlak's ports and meadows: the longest route, mills that cut it, corners.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace wodny_szlak_test;

namespace {

json route_of(const ws::PlayerScore& s) {
  return s.details["port_route"];
}

}  // namespace

TEST_CASE("the port route is the longest one and must avoid mill tiles") {
  auto m = new_match(2);
  for (int p = 0; p < 2; ++p) {
    place(*m, p, "port", 0, -1);
    place(*m, p, "port", 0, 1);
    place(*m, p, p == 0 ? "ns" : "mill", 0, 2);
    place(*m, p, "port", 0, 3);
  }
  // Player 0: (0,-1) - start - (0,1) - (0,2) - (0,3): the start counts as one tile.
  const auto open = m->score_parts(0);
  CHECK(route_of(open) ==
        json{{"tiles", {{0, -1}, {0, 0}, {0, 1}, {0, 2}, {0, 3}}}, {"length", 5}});
  CHECK(open.total == 10);
  REQUIRE(open.breakdown.size() == 1);
  CHECK(open.breakdown[0].label == "Port route (5 tiles × 2)");
  // Player 1: the mill at (0,2) cuts (0,3) off; the best route stops at (0,1).
  const auto cut = m->score_parts(1);
  CHECK(route_of(cut) == json{{"tiles", {{0, -1}, {0, 0}, {0, 1}}}, {"length", 3}});
  CHECK(cut.total == 6);
}

TEST_CASE("a mill tile between two ports cuts the route") {
  auto m = new_match(1);
  place(*m, 0, "port", 0, -1);
  place(*m, 0, "mill", 0, 1);
  place(*m, 0, "port", 0, 2);
  CHECK(route_of(m->score_parts(0))["length"] == 0);  // the mill separates the ports
  CHECK(m->score_parts(0).breakdown.empty());
}

TEST_CASE("a port route on an oxbow lake scores; direction does not matter") {
  auto m = new_match(1);
  place(*m, 0, "port", -1, 0);  // not joined to the start
  place(*m, 0, "ns", -1, 1);
  place(*m, 0, "port", -1, 2);
  const auto s = m->score_parts(0);
  CHECK(route_of(s) == json{{"tiles", {{-1, 0}, {-1, 1}, {-1, 2}}}, {"length", 3}});
  CHECK(s.total == 6);
}

TEST_CASE("two ports on one tile make a one-tile route; a lone port scores nothing") {
  auto m = new_match(2);
  place(*m, 0, "port2", 0, 1);
  CHECK(route_of(m->score_parts(0)) == json{{"tiles", {{0, 1}}}, {"length", 1}});
  CHECK(m->score_parts(0).breakdown[0].label == "Port route (1 tile × 2)");
  CHECK(m->score_parts(0).total == 2);
  place(*m, 1, "port", 0, 1);
  CHECK(m->score_parts(1).total == 0);
}

TEST_CASE("ports are joined only by river connections, not by touching banks") {
  auto m = new_match(1);
  place(*m, 0, "port", -1, 0);         // lake beside the start
  place(*m, 0, "port", 0, 1);          // river below the start; shares the corner only
  place(*m, 0, "port-end", -1, 1, 0);  // N joins (-1,0); its E bank meets (0,1)'s bank
  const auto s = m->score_parts(0);
  CHECK(route_of(s)["length"] == 2);  // (-1,0) - (-1,1), never across to (0,1)
}

TEST_CASE("meadows of 2, 3 and 4 fragments across tile rotations") {
  // Tile m has one meadow fragment at NE; rot 1, 2, 3 move it to SE, SW, NW.
  auto m = new_match(1);
  place(*m, 0, "m", 1, 1, 1);                // SE of (1,1) -> corner (2,2)
  place(*m, 0, "m", 2, 1, 2);                // SW of (2,1) -> corner (2,2)
  CHECK(m->score_parts(0).meadows.empty());  // 2 fragments: no meadow
  CHECK(ws::find_meadows(m->board(0), ws::Scoring{}, 2).size() == 1);
  place(*m, 0, "m", 1, 2, 0);  // NE of (1,2) -> corner (2,2)
  auto s = m->score_parts(0);
  REQUIRE(s.meadows.size() == 1);
  CHECK(s.meadows[0].corner == ws::Cell{2, 2});
  CHECK(s.meadows[0].fragments == 3);
  CHECK(s.total == 3);
  place(*m, 0, "m", 2, 2, 3);  // NW of (2,2) -> corner (2,2)
  s = m->score_parts(0);
  CHECK(s.details["meadows"] ==
        json::array({{{"corner", {2, 2}}, {"fragments", 4}, {"points", 6}}}));
  REQUIRE(s.breakdown.size() == 1);
  CHECK(s.breakdown[0].label == "Meadow at corner (2,2): 4 fragments");
  CHECK(s.breakdown[0].points == 6);
  // A wrongly turned tile points its fragment elsewhere.
  auto other = new_match(1);
  place(*other, 0, "m", 1, 1, 1);
  place(*other, 0, "m", 2, 1, 2);
  place(*other, 0, "m", 1, 2, 1);  // SE of (1,2) -> corner (2,3)
  CHECK(other->score_parts(0).total == 0);
}
