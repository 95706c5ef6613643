// Turn order, action discs, action points and the terrain action's steps.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace river_woods_test;

TEST_CASE("turns go round three times from the round's first player, who passes clockwise") {
  json setup = test_setup(3);
  setup["first"] = 1;
  Table table(3, setup);
  const std::vector<int> round_one = {1, 2, 0, 1, 2, 0, 1, 2, 0};
  for (std::size_t i = 0; i < round_one.size(); ++i) {
    CHECK(table.state().current_player() == round_one[i]);
    CHECK(table.play(turn(round_one[i], static_cast<int>(i / 3) + 1, "terrain")) == "");
  }
  CHECK(table.state().round == 2);
  CHECK(table.state().current_player() == 2);
  CHECK(table.play(turn(0, 1, "terrain")) == "wrong-player");
  // The message names the players (the fixture's are A, B and C), not their seats.
  CHECK(table.match().check(turn(0, 1, "terrain")).reason().message == "it is C's turn, not A's");
}

TEST_CASE("each action disc is used once a round and caps the action points") {
  Table table;
  CHECK(table.play(turn(0, 1, "terrain", {place("d-g1", -1, 2), place("d-g2", 1, 2)})) ==
        "over-ap");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", -1, 2), place("d-g2", 0, 2)})) == "");
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 2, "terrain")) == "disc-used");
  CHECK(table.play(turn(0, 3, "movement")) == "");  // spending nothing is fine
}

TEST_CASE("the terrain action is taken at least once per round") {
  Table table;
  CHECK(table.play(turn(0, 1, "movement")) == "");
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 2, "companion")) == "");
  CHECK(table.play(turn(1, 2, "movement")) == "");
  CHECK(table.play(turn(0, 3, "movement")) == "terrain-once-per-round");
  CHECK(table.play(turn(0, 3, "terrain")) == "");    // no steps still counts
  CHECK(table.play(turn(1, 3, "companion")) == "");  // player 1 took it on turn one
  // A new round asks again.
  CHECK(table.state().round == 2);
}

TEST_CASE("a tile goes next to the map onto an empty cell, once") {
  Table table;
  CHECK(table.play(turn(0, 1, "terrain", {place("d-g1", 5, 5)})) == "not-adjacent");
  CHECK(table.play(turn(0, 1, "terrain", {place("d-g1", 1, 0)})) == "cell-taken");
  CHECK(table.play(turn(0, 1, "terrain", {place("nope", -1, 2)})) == "unknown-tile");
  CHECK(table.play(turn(0, 1, "terrain", {place("cab-g", -1, 2)})) == "unknown-tile");
  CHECK(table.play(turn(0, 1, "terrain", {place("d-g1", -1, 2, 4)})) == "");
  CHECK(table.state().board.top({-1, 2})->rot == 4);
  CHECK(table.play(turn(1, 1, "terrain", {place("d-g1", 0, 2)})) == "tile-placed");
  CHECK(table.play(turn(1, 2, "terrain", {place("d-g2", 0, 2), place("d-g2", 1, 2)})) ==
        "tile-placed");
}

TEST_CASE("on top: 2 AP (1 with the Boar), a free cell, never on river terrain") {
  Table table;
  CHECK(table.play(turn(0, 1, "terrain", {place("d-g1", 1, -1, 0, true)})) == "over-ap");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", 0, 0, 0, true)})) == "cell-has-piece");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", 1, 1, 0, true)})) == "on-river");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", -1, 1, 0, true)})) == "on-river");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", 3, 3, 0, true)})) == "no-tile-below");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", 1, -1, 0, true)})) == "");
  CHECK(table.state().board.stack({1, -1})->size() == 2);
  // With the Boar, on top costs 1.
  CHECK(table.play(
            turn(1, 1, "companion",
                 {{{"take", "boar"}, {"slot", 1}, {"side", "left"}, {"summon", {2, -1}}}})) == "");
  table.skip_to(1);
  CHECK(table.play(turn(1, 2, "terrain",
                        {place("d-g2", 1, -1, 0, true), place("d-g3", 0, -1, 0, true)})) == "");
}

TEST_CASE("redraw keeps the choices; placements use them up until the deck runs out") {
  Table table(2, nullptr, {{"terrain_deck_size", 2}});
  CHECK(table.play(turn(0, 3, "terrain", {{{"redraw", 3}}})) == "redraw-too-many");
  Table small(2, nullptr, {{"terrain_deck_size", 3}});
  CHECK(small.play(turn(0, 3, "terrain", {{{"redraw", 3}}, {{"redraw", 3}}, {{"redraw", 1}}})) ==
        "");
  CHECK(small.play(turn(1, 3, "terrain", {place("d-g1", -1, 2), {{"redraw", 3}}})) ==
        "redraw-too-many");
  CHECK(table.play(turn(0, 3, "terrain",
                        {place("d-g1", -1, 2), place("d-g2", 0, 2), place("d-g3", 1, 2)})) ==
        "no-terrain-choice");
}

TEST_CASE("placing the last tile of the box makes the current round the last") {
  Table table(2, nullptr, {{"terrain_deck_size", 2}});
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", -1, 2), place("d-g2", 0, 2)})) == "");
  CHECK(table.state().last_round);
  for (int i = 0; i < 5; ++i) {
    const int who = table.state().current_player();
    int disc = 1;
    while (table.state().players[who].discs_used[disc - 1]) ++disc;
    CHECK(table.play(turn(who, disc, "terrain")) == "");
  }
  CHECK(table.state().over);
  CHECK(table.play(turn(0, 1, "terrain")) == "game-over");
  CHECK(table.match().finished());
}

TEST_CASE("a step from another action's list is refused") {
  Table table;
  CHECK(table.play(turn(0, 1, "movement", {place("d-g1", -1, 2)})) == "step-not-in-action");
  CHECK(table.play(turn(0, 1, "terrain", {step("main", 1, 0)})) == "step-not-in-action");
}

TEST_CASE("the box holds 48 terrain tiles whatever the catalog defines; the 48th ends the round") {
  Table table(3);  // the fixture's 11 deck tiles beside the bundled 48; 18 AP a round
  REQUIRE(table.catalog().terrains.size() == 59);
  int placed = 0;
  const auto next_tile = [&] {
    const std::string number = std::to_string(placed + 1);
    return "t" + std::string(2 - number.size(), '0') + number;
  };
  while (placed < 48) {
    const int who = table.state().current_player();
    int disc = 3;
    while (table.state().players[who].discs_used[disc - 1]) --disc;
    std::vector<json> steps;
    for (int i = 0; i < disc && placed < 48; ++i, ++placed) {
      steps.push_back(place(next_tile(), placed - 1, 2));  // a row along r = 2
    }
    CHECK_FALSE(table.state().last_round);
    REQUIRE(table.play(turn(who, disc, "terrain", steps)) == "");
  }
  CHECK(table.state().terrain_placed == 48);
  CHECK(table.state().last_round);
  const int round = table.state().round;
  const int who = table.state().current_player();
  int disc = 1;
  while (table.state().players[who].discs_used[disc - 1]) ++disc;
  // Nothing is left face up, although the catalog defines tiles not yet placed.
  CHECK(table.play(turn(who, disc, "terrain", {place("d-g1", 47, 2)})) == "no-terrain-choice");
  while (!table.state().over) {
    const int next = table.state().current_player();
    int free_disc = 1;
    while (table.state().players[next].discs_used[free_disc - 1]) ++free_disc;
    REQUIRE(table.play(turn(next, free_disc, "terrain")) == "");
  }
  CHECK(round == 3);  // 18 + 18 + 12: the 48th tile goes down mid-round 3
  CHECK(table.state().round == round);
}
