// Wodny szlak deliveries: which sacks and wood reach which mill or sawmill.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace wodny_szlak_test;

namespace {

const ws::MillResult& mill_at(const ws::PlayerScore& s, const ws::WodnySzlakMatch& m, int player,
                              int x, int y) {
  for (const auto& mill : s.mills) {
    if (m.board(player).squares[mill.square].cell == ws::Cell{x, y}) return mill;
  }
  FAIL("no obstacle at (" << x << "," << y << ")");
  return s.mills.front();
}

}  // namespace

TEST_CASE("a sack above the bridge reaches its own mill; below the bridge it floats on") {
  auto m = new_match(2);
  // Player 0: mill-up upstream, its sack on the inflow arm N.
  place(*m, 0, "mill-up", 0, -1, 0);
  auto s = m->score_parts(0);
  CHECK(mill_at(s, *m, 0, 0, -1).delivered == 1);
  CHECK(mill_at(s, *m, 0, 0, -1).scored);
  CHECK(s.total == 3);
  // Player 1: the same tile turned round: its sack is now on the outflow arm (board S),
  // below the bridge, and floats through the start to the mill downstream.
  place(*m, 1, "mill-up", 0, -1, 2);
  place(*m, 1, "mill", 0, 1);
  s = m->score_parts(1);
  CHECK(mill_at(s, *m, 1, 0, -1).delivered == 0);
  CHECK_FALSE(mill_at(s, *m, 1, 0, -1).scored);
  CHECK(mill_at(s, *m, 1, 0, 1).delivered == 1);
  CHECK(s.total == 2);
}

TEST_CASE("a sawmill's bridge stops sacks on their way to a mill") {
  auto m = new_match(2);
  for (int p = 0; p < 2; ++p) {
    place(*m, p, p == 0 ? "saw" : "ns", 0, -1);  // player 1 has no sawmill in the way
    place(*m, p, "sack", 0, -2);
    place(*m, p, "mill", 0, 1);
  }
  const auto blocked = m->score_parts(0);
  CHECK(mill_at(blocked, *m, 0, 0, 1).delivered == 0);
  CHECK(mill_at(blocked, *m, 0, 0, -1).delivered == 0);  // a sack is not wood
  CHECK(blocked.total == 0);
  const auto open = m->score_parts(1);
  CHECK(mill_at(open, *m, 1, 0, 1).delivered == 1);
  CHECK(open.total == 2);
}

TEST_CASE("wood reaches a sawmill; a mill's bridge stops wood") {
  auto m = new_match(2);
  place(*m, 0, "wood", 0, -1);
  place(*m, 0, "saw", 0, 1);
  CHECK(mill_at(m->score_parts(0), *m, 0, 0, 1).delivered == 1);
  CHECK(m->score_parts(0).total == 5);
  place(*m, 1, "wood", 0, -1);
  place(*m, 1, "mill", 0, 1);
  place(*m, 1, "saw", 0, 2);
  CHECK(mill_at(m->score_parts(1), *m, 1, 0, 2).delivered == 0);
  CHECK(m->score_parts(1).total == 0);
}

TEST_CASE("after a split one sack reaches a mill on each branch") {
  auto m = new_match(1);
  place(*m, 0, "sack-t", 0, 1);  // N, E, S with a sack at the junction
  place(*m, 0, "mill", 0, 2);
  place(*m, 0, "mill", 1, 1, 1);
  const auto s = m->score_parts(0);
  CHECK(mill_at(s, *m, 0, 0, 2).delivered == 1);
  CHECK(mill_at(s, *m, 0, 1, 1).delivered == 1);
  CHECK(s.total == 4);
}

TEST_CASE("sacks from two tributaries add up; needs is a threshold, extra adds nothing") {
  auto m = new_match(1);
  place(*m, 0, "sack", 0, -1);
  place(*m, 0, "sack", 1, -1);
  place(*m, 0, "mill-up", 0, 1);  // needs 1, its own sack sits on arm N = inflow here
  const auto s = m->score_parts(0);
  CHECK(mill_at(s, *m, 0, 0, 1).delivered == 3);
  CHECK(s.total == 3);
  REQUIRE(s.breakdown.size() == 1);
  CHECK(s.breakdown[0].label == "Mill at (0,1): 3/1 sacks");
}

TEST_CASE("a mill on an oxbow lake scores nothing") {
  auto m = new_match(1);
  place(*m, 0, "mill-up", -1, 0);  // beside the start, not joined to it
  place(*m, 0, "sack", -1, -1);    // above the mill, but the lake has no flow
  const auto s = m->score_parts(0);
  const auto& lake_mill = mill_at(s, *m, 0, -1, 0);
  CHECK(lake_mill.oxbow);
  CHECK_FALSE(lake_mill.scored);
  CHECK(s.total == 0);
  CHECK(s.breakdown.empty());
  CHECK(s.details["mills"][0]["oxbow"] == true);
  CHECK(s.details["mills"][0]["scored"] == false);
}
