// Wodny szlak's final scores: shared places, solo ranks, warnings.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "fixture.h"
#include "games/wodny-szlak/ranks.h"

using namespace wodny_szlak_test;

TEST_CASE("equal totals share a place") {
  auto m = new_match(4);
  place(*m, 0, "port2", 0, 1);     // 2
  place(*m, 1, "port2", 0, 1);     // 2
  place(*m, 2, "mill-up", 0, -1);  // 3
  const auto board = m->score();
  REQUIRE(board.players.size() == 4);
  CHECK(board.players[2].place == 1);
  CHECK(board.players[0].place == 2);
  CHECK(board.players[1].place == 2);
  CHECK(board.players[3].place == 4);
  CHECK_FALSE(board.players[0].rank.has_value());  // rank titles are for the solo game
}

TEST_CASE("solo rank titles come from the rank table at their boundaries") {
  const auto& ranks = ws::bundled_ranks();
  CHECK(ranks.title(0) == "Right Tributary to Nowhere");
  CHECK(ranks.title(24) == "Right Tributary to Nowhere");
  CHECK(ranks.title(25) == "Babbling Brook");
  CHECK(ranks.title(34) == "Babbling Brook");
  CHECK(ranks.title(35) == "Lazy Creek");
  CHECK(ranks.title(45) == "Rushing Torrent");
  CHECK(ranks.title(55) == "Little River by the Little Town");
  CHECK(ranks.title(64) == "Little River by the Little Town");
  CHECK(ranks.title(65) == "River That Flows From Afar");
  CHECK(ranks.title(74) == "River That Flows From Afar");
  CHECK(ranks.title(75) == "The Amazon!");
  CHECK(ranks.title(120) == "The Amazon!");
}

TEST_CASE("a solo scoreboard carries the rank; missing placements are warned about") {
  auto m = new_match(1);
  place(*m, 0, "mill-up", 0, -1);
  const auto board = m->score();
  CHECK_FALSE(board.finished);
  CHECK(board.players[0].score == 3);
  CHECK(board.players[0].rank == std::optional<std::string>("Right Tributary to Nowhere"));
  CHECK(board.warnings == std::vector<std::string>{"P0 placed 1 of 13 tiles"});
  CHECK(board.details["players"][0]["placements"] == 1);
}

TEST_CASE("breakdown lines add up to the score and name their parts") {
  auto m = new_match(1);
  place(*m, 0, "port", 0, 1);
  place(*m, 0, "sack", 0, 2);
  place(*m, 0, "mill", 0, 3);
  place(*m, 0, "port", 1, -1);
  const auto board = m->score();
  CHECK(board.players[0].score == trib::breakdown_total(board.players[0]));
  const auto& lines = board.players[0].breakdown;
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].label == "Mill at (0,3): 1/1 sacks");
  CHECK(lines[0].points == 2);
  CHECK(lines[1].label == "Port route (3 tiles × 2)");  // (1,-1) - start - (0,1)
  CHECK(lines[1].points == 6);
}

TEST_CASE("setup: starting tiles per player, defaults and errors") {
  auto table = test_table(2);
  table.catalog["starts"]["t"] = table.catalog["starts"]["s"];
  table.setup = json::object();
  auto m = ws::start_match(table);
  CHECK(m->catalog().starts[m->board(0).start].id == "start-1");  // the first bundled by id
  table.catalog["starts"]["start-1"] = table.catalog["starts"]["s"];
  table.catalog["starts"]["start-1"]["squares"][0]["meadows"] = {"NW"};
  m = ws::start_match(table);
  CHECK(m->catalog().starts[m->board(1).start].squares[0].meadows == 0b1000);  // overridden
  table.setup = {{"starts", {"t", "s"}}};
  m = ws::start_match(table);
  CHECK(m->catalog().starts[m->board(0).start].id == "t");
  CHECK(m->catalog().starts[m->board(1).start].id == "s");
  table.setup = {{"starts", {"t"}}};
  CHECK_THROWS_WITH_AS(ws::start_match(table), doctest::Contains("/setup/starts"),
                       trib::InputError);
  table.setup = {{"starts", {"t", "zz"}}};
  CHECK_THROWS_WITH_AS(ws::start_match(table), doctest::Contains("/setup/starts/1"),
                       trib::InputError);
  table.setup = {{"start", {"t", "s"}}};
  CHECK_THROWS_AS(ws::start_match(table), trib::InputError);
  trib::TableFile bundled;
  bundled.game = "wodny-szlak";
  bundled.players = {"Ada"};
  m = ws::start_match(bundled);
  CHECK(m->catalog().starts[m->board(0).start].id == "start-1");  // the first bundled by id
  bundled.players = {"A", "B", "C", "D", "E"};
  CHECK_THROWS_WITH_AS(ws::start_match(bundled), doctest::Contains("/players"), trib::InputError);
}

TEST_CASE("malformed moves are input errors with paths relative to the move") {
  auto m = new_match(2);
  const auto path_of = [&](const json& move) -> std::string {
    try {
      m->check(move);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return "(no error)";
  };
  CHECK(path_of({{"player", 2}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}, {"rot", 0}}) == "/player");
  CHECK(path_of({{"player", -1}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}, {"rot", 0}}) == "/player");
  CHECK(path_of({{"tile", "ns.1"}, {"x", 0}, {"y", -1}}) == "");  // player is needed with 2
  CHECK(path_of({{"player", 0}, {"tile", "ns.1"}, {"x", 101}, {"y", -1}}) == "/x");
  CHECK(path_of({{"player", 0}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}, {"rot", 4}}) == "/rot");
  CHECK(path_of({{"player", 0}, {"tile", 7}, {"x", 0}, {"y", -1}}) == "/tile");
  CHECK(path_of({{"player", 0}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}, {"flip", true}}) == "/flip");
  CHECK(path_of({{"player", 0}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}, {"x-house-ruling", "ok"}}) ==
        "(no error)");
  auto table = test_table(2);
  table.moves = json::array({{{"player", 5}, {"tile", "ns.1"}, {"x", 0}, {"y", -1}}});
  CHECK_THROWS_WITH_AS(trib::replay(trib::wodny_szlak_game(), table),
                       doctest::Contains("/moves/0/player"), trib::InputError);
  auto solo = new_match(1);
  CHECK(solo->apply(json{{"tile", "ns.1"}, {"x", 0}, {"y", -1}}).legal());  // solo: player 0
}

TEST_CASE("replaying the move log reproduces the state and the score") {
  auto m = new_match(2);
  place(*m, 0, "sack-t", 0, 1);
  place(*m, 1, "port2", 0, 1);
  place(*m, 0, "mill", 1, 1, 1);
  auto table = test_table(2);
  for (const auto& move : m->moves()) table.moves.push_back(ws::move_json(move));
  const auto replayed = trib::replay(trib::wodny_szlak_game(), table);
  CHECK_FALSE(replayed.failed_at.has_value());
  CHECK(replayed.match->score().players[0].score == m->score().players[0].score);
  CHECK(replayed.match->score().details == m->score().details);
}
