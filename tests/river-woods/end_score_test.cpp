// The end of the game, the final score with the game-end variant, and places.

#include <doctest/doctest.h>

#include "fixture.h"
#include "games/river-woods/scoring.h"

using namespace river_woods_test;
using namespace trib::river_woods;
using trib::Scoreboard;

namespace {

void play_empty_turns(Table& table, int count) {
  for (int i = 0; i < count; ++i) {
    const int who = table.state().current_player();
    int disc = 1;
    while (table.state().players[who].discs_used[disc - 1]) ++disc;
    REQUIRE(table.play(turn(who, disc, "terrain")) == "");
  }
}

}  // namespace

TEST_CASE("the game ends after round 5; any later turn is illegal") {
  Table table;
  play_empty_turns(table, 29);
  CHECK_FALSE(table.match().finished());
  CHECK(table.state().round == 5);
  play_empty_turns(table, 1);
  CHECK(table.match().finished());
  CHECK(table.play(turn(1, 1, "terrain")) == "game-over");
  CHECK(table.match().score().finished);
}

TEST_CASE("a player with cubes on 10 objectives makes the current round the last") {
  Table table = reachable_green_table();
  State state = table.state();
  for (int i = 0; i < 9; ++i) state.players[0].cubes.push_back({true, 0, Tier::Gold, 0});
  REQUIRE(play_turn(state, table.catalog(), parse_turn(turn(0, 1, "terrain"), 2), false).legal());
  CHECK(state.players[0].cubes.size() == 10);
  CHECK(state.last_round);
  CHECK_FALSE(state.over);
  // The round is played out, then the game ends.
  for (int i = 1; i < 6; ++i) {
    const int who = state.current_player();
    const Turn next = parse_turn(turn(who, 1 + i / 2, "terrain"), 2);
    REQUIRE(play_turn(state, table.catalog(), next, false).legal());
    CHECK(state.over == (i == 5));
  }
  CHECK(state.round == 1);
}

TEST_CASE("the score is the stars on the cubes plus, with the variant, the game-end cards") {
  json setup = test_setup(2);
  setup["public"] = {"cs-green"};
  setup["game_end"] = {"e-green", "e-pink"};
  Table table(2, setup);
  // Player 1's main on the pink cabin at (2,0); a shared pink/yellow tile below it.
  CHECK(table.play(turn(0, 1, "terrain", {place("d-py", 2, 1, 3)})) == "");
  Scoreboard board = table.match().score();
  // Player 0: green tiles g (1,0) and tea (0,1); the shared tile at (-1,1) faces it with
  // its river half. Player 1: green g (1,0) and g2 (2,-1); the pink half of d-py faces it.
  REQUIRE(board.players.size() == 2);
  CHECK(game_end_points(table.state(), 0, Terrain::Green) == 2);
  CHECK(game_end_points(table.state(), 0, Terrain::Pink) == 0);
  CHECK(game_end_points(table.state(), 1, Terrain::Green) == 2);
  CHECK(game_end_points(table.state(), 1, Terrain::Pink) == 1);
  CHECK(board.players[0].score == 2);
  CHECK(board.players[1].score == 3);
  CHECK(board.players[1].breakdown.size() == 2);
  CHECK(board.players[1].breakdown[1].label == "Game end: pink next to the main piece (1 × 1)");
  CHECK(trib::breakdown_total(board.players[1]) == board.players[1].score);

  Table turned(2, setup);
  CHECK(turned.play(turn(0, 1, "terrain", {place("d-py", 2, 1, 0)})) == "");
  CHECK(game_end_points(turned.state(), 1, Terrain::Pink) == 0);  // the yellow half faces it
}

TEST_CASE("the rulebook's final scores: 13, 10, 10, 12 with equal gold cubes place 1, 3, 3, 2") {
  Table table(4);
  State state = table.state();
  const int terrain[] = {10, 7, 6, 6};
  const int round[] = {3, 3, 4, 6};
  for (int p = 0; p < 4; ++p) {
    state.players[p].cubes.push_back({false, 0, Tier::Gold, terrain[p]});
    state.players[p].cubes.push_back({true, 0, Tier::Gold, round[p]});
  }
  const Scoreboard board =
      score_state(state, table.catalog(), {"Blue", "Purple", "Green", "Brown"});
  CHECK(board.players[0].score == 13);
  CHECK(board.players[1].score == 10);
  CHECK(board.players[2].score == 10);
  CHECK(board.players[3].score == 12);
  CHECK(board.players[0].place == 1);
  CHECK(board.players[1].place == 3);
  CHECK(board.players[2].place == 3);
  CHECK(board.players[3].place == 2);
}

TEST_CASE("a tie is broken by first-tier terrain cubes: gold, or silver with two players") {
  Table table(3);
  State state = table.state();
  state.players[0].cubes = {{false, 0, Tier::Silver, 5}, {false, 1, Tier::Silver, 5}};
  state.players[1].cubes = {{false, 0, Tier::Gold, 6}, {false, 1, Tier::Wood, 4}};
  state.players[2].cubes = {{true, 0, Tier::Gold, 6}, {false, 1, Tier::Wood, 4}};
  Scoreboard board = score_state(state, table.catalog(), {"A", "B", "C"});
  CHECK(board.players[0].place == 2);  // no gold
  CHECK(board.players[1].place == 1);  // a terrain gold
  CHECK(board.players[2].place == 2);  // a round gold does not count
  Table two(2);
  State duel = two.state();
  duel.players[0].cubes = {{false, 0, Tier::Silver, 5}};
  duel.players[1].cubes = {{false, 1, Tier::Wood, 5}};
  board = score_state(duel, two.catalog(), {"A", "B"});
  CHECK(board.players[0].place == 1);
  CHECK(board.players[1].place == 2);
  duel.players[1].cubes = {{false, 1, Tier::Silver, 5}};
  board = score_state(duel, two.catalog(), {"A", "B"});
  CHECK(board.players[0].place == 1);
  CHECK(board.players[1].place == 1);  // still tied: a shared place
}

TEST_CASE("details list each player's cubes, tokens, companions, pieces and the map") {
  Table table = reachable_green_table();
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  const json details = table.match().score().details;
  const json& p0 = details.at("players").at(0);
  CHECK(p0.at("cubes") ==
        json::parse(R"([{"card": "cs-green", "kind": "terrain", "tier": "silver", "stars": 3}])"));
  CHECK(p0.at("tokens") == json::array());
  CHECK(p0.at("companions") == json::parse(R"({"left": null, "right": null})"));
  CHECK(p0.at("pieces").at("main") == json::array({0, 0}));
  CHECK(details.at("map").size() == 10);
  CHECK(details.at("round") == 1);
  CHECK(table.match().score().players[0].breakdown[0].label == "Silver on Colour size 4 (green)");
}
