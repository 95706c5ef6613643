// Wodny szlak placements: each rule in order with its rule id.

#include <doctest/doctest.h>

#include <algorithm>

#include "fixture.h"

using namespace wodny_szlak_test;

namespace {

bool has_spot(const std::vector<ws::Spot>& spots, int x, int y, int rot) {
  return std::any_of(spots.begin(), spots.end(), [&](const ws::Spot& s) {
    return s.cell == ws::Cell{x, y} && s.rot == rot;
  });
}

bool has_cell(const std::vector<ws::Cell>& cells, int x, int y) {
  return std::find(cells.begin(), cells.end(), ws::Cell{x, y}) != cells.end();
}

trib::Verdict try_id(ws::WodnySzlakMatch& m, int player, const std::string& id, int x, int y,
                     int rot = 0) {
  return m.apply(ws::Placement{player, id, ws::Cell{x, y}, rot});
}

}  // namespace

TEST_CASE("a tile joining the start's inlet is legal and recorded") {
  auto m = new_match(1);
  CHECK(put(*m, 0, "ns", 0, -1).legal());
  CHECK(m->board(0).placements() == 1);
  CHECK(m->move_count() == 1);
  CHECK(m->board(0).find(ws::Cell{0, -1}) == 2);
}

TEST_CASE("rule 1: unknown tile, tile already used, tile not in this player count") {
  auto m = new_match(2);
  CHECK(rule_of(try_id(*m, 0, "nope", 0, -1)) == "unknown-tile");
  REQUIRE(try_id(*m, 0, "ns.1", 0, -1).legal());
  CHECK(rule_of(try_id(*m, 0, "ns.1", 1, -1)) == "tile-already-used");
  CHECK(rule_of(try_id(*m, 1, "ns.1", 0, -1)) == "tile-already-used");  // by anyone
  CHECK(rule_of(try_id(*m, 1, "sheep.1", 0, -1)) == "tile-not-in-player-count");
  CHECK(rule_of(try_id(*m, 1, "cows.1", 0, -1)) == "tile-not-in-player-count");
  CHECK(m->move_count() == 1);  // refused moves change nothing
}

TEST_CASE("sheep tiles need 1, 3 or 4 players; cows tiles need 4") {
  for (int players = 1; players <= 4; ++players) {
    auto m = new_match(players);
    INFO(players << " players");
    CHECK((rule_of(try_id(*m, 0, "sheep.1", 0, -1)) == "") == (players != 2));
    CHECK((rule_of(try_id(*m, 0, "cows.1", 1, -1)) == "") == (players == 4));
  }
}

TEST_CASE("rule 2: the cell must be free, start squares included") {
  auto m = new_match(1);
  CHECK(rule_of(put(*m, 0, "dry", 0, 0)) == "cell-occupied");
  CHECK(rule_of(put(*m, 0, "dry", 1, 0)) == "cell-occupied");
  place(*m, 0, "ns", 0, -1);
  const auto v = put(*m, 0, "ns", 0, -1);
  CHECK(rule_of(v) == "cell-occupied");
  CHECK(v.reason().where == json{{"player", 0}, {"cells", {{0, -1}}}});
}

TEST_CASE("rule 3: the tile must touch the player's own river edge to edge") {
  auto m = new_match(2);
  CHECK(rule_of(put(*m, 0, "dry", 5, 5)) == "not-adjacent");
  CHECK(rule_of(put(*m, 0, "dry", -1, -1)) == "not-adjacent");  // corner only
  place(*m, 1, "ns", 0, -1);
  place(*m, 1, "ns", 0, -2);
  // Player 1's tiles are on another table: they do not make (0,-3) adjacent for player 0.
  CHECK(rule_of(put(*m, 0, "ns", 0, -3)) == "not-adjacent");
  CHECK(put(*m, 1, "ns", 0, -3).legal());
  CHECK(put(*m, 0, "dry", 2, 0).legal());  // touches start square 1 at its bank
}

TEST_CASE("rule 4: river meets river and bank meets bank on every shared edge") {
  auto m = new_match(1);
  // The start's inlet (0,N) would meet a bank.
  auto v = put(*m, 0, "dry", 0, -1);
  CHECK(rule_of(v) == "river-meets-bank");
  CHECK(v.reason().where == json{{"player", 0}, {"cells", {{0, -1}, {0, 0}}}, {"edge", "S"}});
  CHECK(rule_of(put(*m, 0, "ns", 0, -1, 1)) == "river-meets-bank");  // turned E-W
  // This tile's river would meet the start's bank (square 0 has no W arm).
  v = put(*m, 0, "ns", -1, 0, 1);
  CHECK(rule_of(v) == "river-meets-bank");
  CHECK(v.reason().where["edge"] == "E");
  CHECK(put(*m, 0, "ns", -1, 0, 0).legal());  // N-S: banks meet on the shared edge
  // Two shared edges: both must match.
  place(*m, 0, "ns", 0, -1);
  CHECK(rule_of(put(*m, 0, "ns", 1, -1)) == "");  // S meets inlet (1,N), W bank meets bank
}

TEST_CASE("rule 5: no loop - the Fig. 3B gap can never be filled") {
  auto m = new_match(1);
  place(*m, 0, "ne", 0, -1, 1);  // arms E, S: joins inlet (0,N), points at (1,-1)
  // (1,-1) now needs arms S (inlet 1,N) and W (the curve): both in the main river.
  auto v = put(*m, 0, "ne", 1, -1, 2);  // arms S, W
  CHECK(rule_of(v) == "river-loop");
  CHECK(v.reason().where["cells"].size() == 3);
  CHECK(rule_of(put(*m, 0, "t", 1, -1, 2)) == "river-loop");  // S, W, N
  CHECK(rule_of(put(*m, 0, "x", 1, -1)) == "river-loop");
  CHECK(rule_of(put(*m, 0, "ns", 1, -1)) == "river-meets-bank");  // no W arm
  for (const auto& id : {"ns.2", "ne.2", "t.2", "x.2", "end.2", "dry.2", "mill.2"}) {
    const int tile = m->catalog().find_tile(id);
    for (const ws::Spot& s : m->legal_spots(0, tile)) CHECK_FALSE(s.cell == ws::Cell{1, -1});
  }
  const auto dead = m->dead_gaps(0);
  CHECK(dead == std::vector<ws::Cell>{{1, -1}});
}

TEST_CASE("rule 5: joining an oxbow lake to the river is not a loop") {
  auto m = new_match(1);
  place(*m, 0, "ns", -1, 0);  // oxbow lake beside square 0
  place(*m, 0, "ns", 0, 1);   // downstream of the outlet
  // (-1,1): N meets the oxbow lake, E meets (0,1)'s bank... use a curve N-E instead:
  CHECK(rule_of(put(*m, 0, "ne", -1, 1)) == "river-meets-bank");  // (0,1) has no W arm
  auto m2 = new_match(1);
  place(*m2, 0, "ns", -1, 0);    // oxbow lake, arms N and S
  place(*m2, 0, "ne", 0, 1, 3);  // arms N (outlet) and W
  CHECK(m2->networks(0).on_main_river(3));
  CHECK_FALSE(m2->networks(0).on_main_river(2));
  CHECK(put(*m2, 0, "ne", -1, 1).legal());  // N joins the lake, E joins the river: legal
  CHECK(m2->networks(0).on_main_river(2));
}

TEST_CASE("rule 6: at most 13 placements per player, checked after the others") {
  auto m = new_match(1);
  for (int i = 1; i <= 13; ++i) place(*m, 0, "dry", 1 + i, 0);
  CHECK(m->finished());
  CHECK(rule_of(put(*m, 0, "dry", 15, 0)) == "too-many-tiles");
  CHECK(rule_of(put(*m, 0, "dry", 14, 0)) == "cell-occupied");  // earlier rule first
  CHECK(m->legal_spots(0, m->catalog().find_tile(free_copy(*m, "dry"))).empty());
}

TEST_CASE("checks run in the rulebook's order") {
  auto m = new_match(2);
  place(*m, 0, "ns", 0, -1);
  CHECK(rule_of(try_id(*m, 0, "ns.1", 0, -1)) == "tile-already-used");  // also occupied
  CHECK(rule_of(try_id(*m, 1, "sheep.1", 9, 9)) == "tile-not-in-player-count");
  CHECK(rule_of(put(*m, 0, "dry", 0, 0)) == "cell-occupied");  // also bank clash
  CHECK(rule_of(put(*m, 0, "x", 7, 7)) == "not-adjacent");
}

TEST_CASE("legal spots: every enumerated spot is accepted, every other frontier spot refused") {
  auto m = new_match(1);
  place(*m, 0, "t", 0, -1, 1);  // rot 1: arms E, S, W
  place(*m, 0, "ne", 0, 1, 0);
  const std::vector<std::string> kinds = {"ns", "ne", "t", "x", "end", "dry"};
  for (const auto& kind : kinds) {
    const int tile = m->catalog().find_tile(free_copy(*m, kind));
    const auto spots = m->legal_spots(0, tile);
    CHECK_FALSE(spots.empty());
    for (ws::Cell c : ws::frontier(m->board(0))) {
      for (int rot = 0; rot < 4; ++rot) {
        const bool listed = has_spot(spots, c.x, c.y, rot);
        const auto verdict = m->check(ws::Placement{0, m->catalog().tiles[tile].id, c, rot});
        CHECK(listed == verdict.legal());
      }
    }
  }
  CHECK(has_cell(ws::frontier(m->board(0)), -1, 0));
  CHECK_FALSE(has_cell(ws::frontier(m->board(0)), 0, 0));
}
