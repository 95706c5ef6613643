// Taking companions: slot cost, sides, summoning, replacing, refresh.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace river_woods_test;
using trib::river_woods::Piece;

TEST_CASE("a companion costs its slot's action points and summons onto a free land cell") {
  Table table;
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 3, "left", {1, 0})})) == "over-ap");
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 2, "left")})) == "summon-needed");
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 2, "left", {-1, 1})})) == "summon-cell");
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 2, "left", {2, -1})})) == "summon-cell");
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 2, "left", {0, 5})})) == "summon-not-free");
  CHECK(table.play(turn(0, 2, "companion", {take("ghost", 1, "left", {1, 0})})) ==
        "unknown-companion");
  CHECK(table.play(
            turn(0, 3, "companion", {take("fox", 2, "left", {1, 0}), {{"refresh", true}}})) == "");
  const auto& me = table.state().players[0];
  CHECK(me.pieces[static_cast<int>(Piece::Cylinder)] == trib::river_woods::Cell{1, 0});
  CHECK(me.companions[0] == table.catalog().find_companion("fox"));
  CHECK(table.play(turn(1, 1, "companion", {take("fox", 1, "right", {2, -1})})) ==
        "companion-held");
}

TEST_CASE("a taken side replaces its companion; the piece stays and takes the new identity") {
  Table table;
  CHECK(table.play(turn(0, 1, "companion", {take("fox", 1, "right", {0, 1})})) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "companion", {take("rabbit", 1, "right", {1, 0})})) ==
        "summon-not-allowed");
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 1, "left", {1, 0})})) == "companion-held");
  CHECK(table.play(turn(0, 2, "companion", {take("rabbit", 1, "right")})) == "");
  const auto& me = table.state().players[0];
  CHECK(me.pieces[static_cast<int>(Piece::Pawn)] == trib::river_woods::Cell{0, 1});
  CHECK(me.companions[1] == table.catalog().find_companion("rabbit"));
  CHECK(me.companions[0] == -1);
}

TEST_CASE("one companion per action, and none when no free land cell is next to the main piece") {
  Table table;
  CHECK(table.play(turn(0, 3, "companion",
                        {take("fox", 1, "left", {1, 0}), take("rabbit", 1, "right", {0, 1})})) ==
        "one-companion-per-action");
  // Player 1's main piece on cab-p: neighbours g (1,0), g2 (2,-1) and the river (1,1).
  CHECK(table.play(turn(0, 1, "companion", {take("fox", 1, "left", {1, 0})})) == "");
  CHECK(table.play(turn(1, 1, "companion", {take("boar", 1, "left", {2, -1})})) == "");
  CHECK(table.play(turn(0, 2, "terrain")) == "");
  CHECK(table.play(turn(1, 2, "companion", {take("otter", 1, "right")})) == "no-summon-cell");
  // Naming a cell does not help: with no free land cell the take itself is illegal.
  CHECK(table.play(turn(1, 2, "companion", {take("otter", 1, "right", {1, 1})})) ==
        "no-summon-cell");
}

TEST_CASE("refresh costs 1 AP each time") {
  Table table;
  CHECK(table.play(turn(0, 1, "companion", {{{"refresh", true}}, {{"refresh", true}}})) ==
        "over-ap");
  CHECK(table.play(turn(0, 2, "companion", {{{"refresh", true}}, {{"refresh", true}}})) == "");
}
