// River Wild in Polish: a rule message, a score line and a goal read in the player's
// language, while the rule id stays the same.

#include <doctest/doctest.h>

#include "helpers.h"

#include "../in_polish.h"

using namespace river_wild_test;

namespace {

json two_card_deck() {
  return deck(4, 2, card({"MMMM", "MRRM"}),
              {{"s", card({"MRRM", "MRRM"})}, {"l", card({"LRRL", "LRRL"})}});
}

}  // namespace

TEST_CASE("a River Wild rule message reads in Polish, its rule id unchanged") {
  auto match = start(two_card_deck());
  place(match, "s", 1, 0);
  const InPolish polish;
  const trib::Verdict verdict = match.check(move("l", 1, 1));
  REQUIRE(!verdict.legal());
  CHECK(verdict.reason().rule == "overlap");
  CHECK(verdict.reason().message == "Karta l nachodziłaby na kartę, która już leży w rzędzie 1.");
}

TEST_CASE("River Wild's score lines and goals read in Polish") {
  auto match = start(two_card_deck());
  const InPolish polish;
  const trib::Scoreboard board = match.score();
  REQUIRE(!board.players.empty());
  REQUIRE(!board.players.front().breakdown.empty());
  CHECK(board.players.front().breakdown.front().label == "Chronione tereny (0 × 2)");
  rw::Goal goal;
  goal.kind = rw::Goal::Kind::Any;
  goal.any = 3;
  CHECK(goal.describe() == "dowolne 3 zwierzęta");
  goal.any = 5;
  CHECK(goal.describe() == "dowolne 5 zwierząt");
}
