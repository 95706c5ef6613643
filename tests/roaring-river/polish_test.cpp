// Roaring River in Polish: a rule message and a score-breakdown label from the compiled
// catalog (po/pl.po), with the rule id and the English text unchanged.
#include <doctest/doctest.h>

#include "games/roaring-river/motivation.h"
#include "helpers.h"

#include "../in_polish.h"

using namespace roaring_river_test;
namespace rr = trib::roaring_river;

namespace {

// P0 plays 2L in round 1 and again in round 2: the second play is refused.
trib::Verdict second_2l(RoaringRiverMatch& match) {
  REQUIRE(rule_of(match, round({"2L", "rest", "rest"}, kDeal3)) == "");
  return match.check(round({"2L", "rest", "rest"}, kDeal3));
}

rr::TermResult three_drop_cards() {
  rr::Term term;
  term.filter.drops = {3};
  term.hearts = 2;
  return rr::evaluate_term(term, {{3, rr::Icon::None}, {3, rr::Icon::Forest}, {1, rr::Icon::None}});
}

}  // namespace

TEST_CASE("a refused round reads in Polish, its rule id stays English") {
  auto match = calm();
  const InPolish polish;
  const trib::Verdict verdict = second_2l(*match);
  REQUIRE_FALSE(verdict.legal());
  CHECK(verdict.reason().rule == "card-not-in-hand");
  CHECK(verdict.reason().message ==
        "P0 nie ma w ręce karty 2L: została zagrana wcześniej i nie wróciła na rękę.");
}

TEST_CASE("the same refusal in English, the source text") {
  auto match = calm();
  const trib::Verdict verdict = second_2l(*match);
  REQUIRE_FALSE(verdict.legal());
  CHECK(verdict.reason().message ==
        "P0 has no 2L in hand: it was played earlier and has not been taken back.");
}

TEST_CASE("a motivation's breakdown label in Polish and in English") {
  CHECK(three_drop_cards().label == "3-drop cards (2 × 2)");
  const InPolish polish;
  CHECK(three_drop_cards().label == "Karty: 3 krople (2 × 2)");
}
