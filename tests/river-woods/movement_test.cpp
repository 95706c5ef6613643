// Moving pieces: river rules, passing pieces, tokens and their limit, the Stoat's push
// and the foragers' exchange.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace river_woods_test;
using trib::river_woods::Cell;
using trib::river_woods::Piece;
using trib::river_woods::Token;

namespace {

json taking(json move_step, const char* drop = nullptr) {
  move_step["take"] = true;
  if (drop) move_step["drop"] = drop;
  return move_step;
}

Cell main_of(const Table& table, int player) {
  return *table.state().players[player].pieces[static_cast<int>(Piece::Main)];
}

}  // namespace

TEST_CASE("a step goes to a neighbouring tile, never into the river") {
  Table table;
  CHECK(table.play(turn(0, 1, "movement", {step("main", 2, -1)})) == "step-not-adjacent");
  CHECK(table.play(turn(0, 1, "movement", {step("main", 0, 2)})) == "step-not-adjacent");
  CHECK(table.play(turn(0, 2, "movement", {step("main", 0, 1), step("main", 0, 2)})) == "no-tile");
  CHECK(table.play(turn(0, 3, "movement", {step("main", 1, 0), step("main", 1, 1)})) == "river");
  // The shared tile's river half faces (0,0); its pink half faces (0,1).
  CHECK(table.play(turn(0, 1, "movement", {step("main", -1, 1)})) == "river-edge");
  CHECK(table.play(turn(0, 2, "movement", {step("main", 0, 1), step("main", -1, 1)})) == "");
  CHECK(main_of(table, 0) == Cell{-1, 1});
  table.skip_to(0);
  // Leaving is never restricted, even across the river half.
  CHECK(table.play(turn(0, 1, "movement", {step("main", 0, 0)})) == "");
  CHECK(main_of(table, 0) == Cell{0, 0});
}

TEST_CASE("the Otter lets every piece enter and end on river terrain") {
  Table table;
  CHECK(table.play(turn(0, 1, "companion", {take("otter", 1, "left", {1, 0})})) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 3, "movement", {step("main", -1, 1), step("cylinder", 1, 1)})) == "");
  CHECK(main_of(table, 0) == Cell{-1, 1});
}

TEST_CASE("pieces pass through other pieces but never end the action on one") {
  Table table;
  CHECK(table.play(turn(0, 2, "movement", {step("main", 1, 0), step("main", 2, 0)})) ==
        "piece-ends-on-piece");
  CHECK(table.play(turn(0, 3, "movement",
                        {step("main", 1, 0), step("main", 2, 0), step("main", 2, -1)})) == "");
  CHECK(main_of(table, 0) == Cell{2, -1});
}

TEST_CASE("a token is taken on entry only with a companion of its type, at most three held") {
  Table table;
  CHECK(table.play(turn(0, 1, "movement", {taking(step("main", 0, 1))})) == "token-not-allowed");
  CHECK(table.play(turn(0, 1, "movement", {taking(step("main", 1, 0))})) == "no-token-here");
  CHECK(table.play(turn(0, 1, "companion", {take("hedgehog", 1, "left", {1, 0})})) == "");
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 3, "movement", {taking(step("main", 0, 1), "tea")})) ==
        "drop-not-needed");
  CHECK(table.play(turn(0, 3, "movement", {step("main", 0, 1), step("main", 0, 0)})) == "");
  CHECK(table.state().players[0].tokens.empty());  // no take asked for
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "terrain")) == "");
  table.skip_to(0);  // round 2
  // The same cell again gives the token again.
  CHECK(table.play(turn(
            0, 3, "movement",
            {taking(step("main", 0, 1)), step("main", 0, 0), taking(step("main", 0, 1))})) == "");
  CHECK(table.state().players[0].token_count(Token::Tea) == 2);
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "movement", {step("main", 0, 0), taking(step("main", 0, 1))})) == "");
  CHECK(table.state().players[0].tokens.size() == 3);
  table.skip_to(0);
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  table.skip_to(0);  // round 3
  CHECK(table.play(turn(0, 2, "movement", {step("main", 0, 0), taking(step("main", 0, 1))})) ==
        "token-limit");
  CHECK(table.play(
            turn(0, 2, "movement", {step("main", 0, 0), taking(step("main", 0, 1), "flower")})) ==
        "drop-not-held");
  CHECK(table.play(
            turn(0, 2, "movement", {step("main", 0, 0), taking(step("main", 0, 1), "tea")})) == "");
  CHECK(table.state().players[0].tokens.size() == 3);
  // Foragers: two tea for one token of another type.
  table.skip_to(0);
  CHECK(table.play(turn(0, 1, "movement", {{{"exchange", "berry"}, {"for", "tea"}}})) ==
        "needs-forager");
  CHECK(table.play(turn(0, 1, "movement", {{{"exchange", "tea"}, {"for", "tea"}}})) ==
        "exchange-same");
  CHECK(table.play(turn(0, 1, "movement", {{{"exchange", "tea"}, {"for", "flower"}}})) == "");
  CHECK(table.state().players[0].token_count(Token::Tea) == 1);
  CHECK(table.state().players[0].token_count(Token::Flower) == 1);
  table.skip_to(0);
  CHECK(table.play(turn(0, 3, "terrain")) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 1, "movement", {{{"exchange", "tea"}, {"for", "berry"}}})) ==
        "exchange-short");
}

TEST_CASE("the Stoat pushes a piece next to one of yours 1 or 2 steps for 1 AP") {
  Table table(3);
  const auto push = [](int player, const char* piece, json path) {
    return json{{"push", {{"player", player}, {"piece", piece}}}, {"path", std::move(path)}};
  };
  CHECK(table.play(turn(0, 1, "movement", {push(1, "main", {{2, -1}})})) == "needs-stoat");
  CHECK(table.play(turn(0, 1, "companion", {take("stoat", 1, "left", {1, 0})})) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "movement", {push(1, "main", {{4, 0}})})) == "step-not-adjacent");
  CHECK(table.play(turn(0, 2, "movement", {push(1, "main", {{1, 1}})})) == "river");
  CHECK(table.play(turn(0, 2, "movement", {push(1, "main", {{1, 0}})})) == "piece-ends-on-piece");
  CHECK(table.play(turn(0, 2, "movement", {push(1, "main", {{2, -1}, {1, -1}})})) == "");
  CHECK(main_of(table, 1) == Cell{1, -1});
  table.skip_to(0);
  CHECK(table.play(turn(0, 3, "terrain")) == "");
  table.skip_to(0);  // round 2
  CHECK(table.play(turn(0, 1, "movement", {push(2, "main", {{2, -1}})})) == "push-not-adjacent");
  CHECK(table.play(turn(0, 1, "movement", {push(1, "cylinder", {{2, -1}})})) == "piece-not-on-map");
  CHECK(table.play(turn(0, 1, "movement",
                        {push(1, "main", {{2, -1}}), push(1, "main", {{2, 0}})})) == "over-ap");
  CHECK(table.play(turn(0, 1, "movement", {push(1, "main", {{2, -1}})})) == "");
  CHECK(table.state().players[0].tokens.empty());
}

TEST_CASE("a piece not yet summoned cannot move") {
  Table table;
  CHECK(table.play(turn(0, 1, "movement", {step("cylinder", 1, 0)})) == "piece-not-on-map");
  CHECK(table.play(turn(0, 1, "movement", {step("pawn", 1, 0)})) == "piece-not-on-map");
}

TEST_CASE("the Stoat pushes by the active player's movement rules: their Otter applies") {
  Table table(3);
  const json push = {{"push", {{"player", 1}, {"piece", "main"}}}, {"path", {{1, 1}}}};
  CHECK(table.play(turn(0, 1, "companion", {take("stoat", 1, "left", {1, 0})})) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "movement", {push})) == "river");
  CHECK(table.play(turn(0, 2, "companion", {take("otter", 1, "right", {0, 1})})) == "");
  table.skip_to(0);
  CHECK(table.play(turn(0, 3, "terrain")) == "");
  table.skip_to(0);  // round 2
  CHECK(table.play(turn(0, 1, "movement", {push})) == "");
  CHECK(main_of(table, 1) == Cell{1, 1});  // pushed onto the full river tile
}
