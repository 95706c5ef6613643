// The stub game's rules: turns, stones taken once (house rulings too), the catalog's stones.

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "core/replay.h"
#include "games/stub-game/stub_game.h"

namespace {

using nlohmann::json;

trib::TableFile table(std::vector<std::string> players, json catalog = json::object()) {
  trib::TableFile t;
  t.game = "stub-game";
  t.players = std::move(players);
  t.catalog = std::move(catalog);
  return t;
}

json take(int player, const std::string& stone) {
  return {{"player", player}, {"stone", stone}};
}

}  // namespace

TEST_CASE("the finished example: Ada takes 3 and 1, Bo 2") {
  const trib::TableFile finished = trib::read_table_file(STUB_GAME_FINISHED);
  const trib::Replay replayed = trib::replay(trib::stub_game_game(), finished);
  REQUIRE_FALSE(replayed.failed_at);
  const trib::Scoreboard board = replayed.match->score();
  CHECK(board.finished);
  CHECK(board.players.at(0).score == 4);
  CHECK(board.players.at(0).place == 1);
  CHECK(board.players.at(1).score == 2);
}

TEST_CASE("turns alternate and a stone is taken once") {
  auto match = trib::stub_game::start_match(table({"Ada", "Bo"}));
  CHECK(match->check(take(1, "s1")).reason().rule == "not-your-turn");
  CHECK(match->apply(take(0, "s1")).legal());
  CHECK(match->check(take(1, "s1")).reason().rule == "stone-taken");
  CHECK_THROWS_AS(match->check(take(1, "s9")), trib::InputError);
  CHECK_FALSE(match->finished());
}

TEST_CASE("one or two players, and a table's catalog adds stones") {
  CHECK_THROWS_AS(trib::stub_game::start_match(table({"Ada", "Bo", "Cy"})), trib::InputError);
  auto solo = trib::stub_game::start_match(table({"Ada"}, {{"stones", {{"s4", {{"points", 9}}}}}}));
  CHECK(solo->stones().size() == 4);
  CHECK(solo->apply(take(0, "s4")).legal());
  CHECK(solo->score().players.at(0).score == 9);
}

TEST_CASE("a house ruling lets a player take out of turn, never a stone taken twice") {
  auto match = trib::stub_game::start_match(table({"Ada", "Bo"}));
  REQUIRE(match->apply(take(0, "s1")).legal());
  CHECK(match->check(take(0, "s2")).reason().rule == "not-your-turn");
  CHECK(match->apply_house_ruling(take(0, "s2")).legal());
  CHECK(match->score().players.at(0).score == 3);
  CHECK(match->apply_house_ruling(take(1, "s2")).reason().rule == "stone-taken");
  CHECK(match->move_count() == 2);
}
