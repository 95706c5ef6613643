// The Rest card: every allowed and refused recovery, the automatic return of the Rest card,
// and per-set recovery in the 2-player game.
#include <doctest/doctest.h>

#include "core/input_error.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

// P0 plays `cards` in successive rounds (the others rest), then rests taking `back`.
std::string rest_after(const std::vector<std::string>& cards, const json& back,
                       RoaringRiverMatch& match) {
  for (const auto& card : cards) {
    const bool straight = card == "straight";
    REQUIRE(rule_of(match, round({card, "rest", "rest"}, straight ? kDeal5 : kDeal3)) == "");
  }
  return rule_of(match, round({"rest", "rest", "rest"}, kDeal5, {{"0", back}}));
}

bool holds(const RoaringRiverMatch& match, const std::string& id, int player = 0, int set = 0) {
  const int card = match.rules().catalog.paddles.find(id);
  return match.state().players[player].sets[set].holds(card);
}

}  // namespace

TEST_CASE("Rest takes back one played 4") {
  auto match = calm();
  REQUIRE(rest_after({"4L", "4R"}, {"4L"}, *match) == "");
  CHECK(holds(*match, "4L"));
  CHECK_FALSE(holds(*match, "4R"));
  CHECK(holds(*match, "rest"));
}

TEST_CASE("Rest takes back two 2s, a 2 and a 3, or two 3s") {
  auto twos = calm();
  REQUIRE(rest_after({"2L", "2R"}, {"2L", "2R"}, *twos) == "");
  CHECK(holds(*twos, "2L"));
  CHECK(holds(*twos, "2R"));
  CHECK(twos->state().players[0].sets[0].played.empty());
  auto mixed = calm();
  REQUIRE(rest_after({"2L", "3R", "5L"}, {"3R", "2L"}, *mixed) == "");
  CHECK(holds(*mixed, "2L"));
  CHECK(holds(*mixed, "3R"));
  CHECK_FALSE(holds(*mixed, "5L"));
  auto threes = calm();
  REQUIRE(rest_after({"3L", "3R"}, {"3L", "3R"}, *threes) == "");
  CHECK(holds(*threes, "3L"));
  CHECK(holds(*threes, "3R"));
}

TEST_CASE("Rest with nothing taken back: only the Rest card returns") {
  auto match = calm();
  REQUIRE(rest_after({"3L"}, json::array(), *match) == "");
  CHECK_FALSE(holds(*match, "3L"));
  CHECK(holds(*match, "rest"));
  const auto& pile = match->state().players[0].sets[0].played;
  CHECK(pile == std::vector<int>{match->rules().catalog.paddles.find("3L")});
  // The Rest card can be played again at once.
  CHECK(rule_of(*match, round({"rest", "rest", "rest"}, kDeal5)) == "");
}

TEST_CASE("Rest refuses 5s, Straight, the Rest card itself and too many cards") {
  auto five = calm();
  CHECK(rest_after({"5L"}, {"5L"}, *five) == "invalid-recovery");
  auto straight = calm();
  CHECK(rest_after({"straight"}, {"straight"}, *straight) == "invalid-recovery");
  auto three = calm();
  CHECK(rest_after({"2L", "2R", "3L"}, {"2L", "2R", "3L"}, *three) == "invalid-recovery");
  auto four_and_two = calm();
  CHECK(rest_after({"4L", "2R"}, {"4L", "2R"}, *four_and_two) == "invalid-recovery");
  auto two_fours = calm();
  CHECK(rest_after({"4L", "4R"}, {"4L", "4R"}, *two_fours) == "invalid-recovery");
  auto itself = calm();
  CHECK(rest_after({}, {"rest"}, *itself) == "invalid-recovery");
  CHECK(itself->state().rounds == 0);
}

TEST_CASE("Rest can only take back cards in the played pile") {
  auto never = calm();
  CHECK(rest_after({"3L"}, {"4L"}, *never) == "card-not-played");
  auto twice = calm();
  CHECK(rest_after({"3L"}, {"3L", "3L"}, *twice) == "card-not-played");
}

TEST_CASE("recovery without a Rest this round is refused") {
  auto match = calm();
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");
  CHECK(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3, {{"0", {"3L"}}})) ==
        "recover-without-rest");
  CHECK(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3, {{"0", json::array()}})) == "");
}

TEST_CASE("recovery happens after the round's cards were played and the raft moved") {
  auto match = calm();
  REQUIRE(rule_of(*match, round({"4L", "2R", "rest"}, kDeal3)) == "");
  // P1 rests and takes back the 2R; P0's 4L keeps pointing left.
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3, {{"1", {"2R"}}})) == "");
  CHECK(holds(*match, "2R", 1));
  CHECK(match->state().trip.size() == 2);
}

TEST_CASE("recover keys must be player indices") {
  auto match = calm();
  const auto path_of = [&](const json& move) {
    try {
      match->check(move);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(path_of(round({"rest", "rest", "rest"}, kDeal5, {{"3", json::array()}})) == "/recover/3");
  CHECK(path_of(round({"rest", "rest", "rest"}, kDeal5, {{"x", json::array()}})) == "/recover/x");
  CHECK(path_of(round({"rest", "rest", "rest"}, kDeal5, {{"0", {{"2L"}}}})) == "/recover/0/0");
}

TEST_CASE("2-player: a Rest recovers only within its own set") {
  auto match = calm(2);
  REQUIRE(rule_of(*match, round({"4L 4R", "rest rest"}, kDeal5)) == "");
  // Set 1 rests, set 2 plays: a flat list is set 1's recovery.
  CHECK(rule_of(*match, round({"rest 3L", "rest rest"}, kDeal3, {{"0", {"4R"}}})) ==
        "card-not-played");  // set 1's 4R was never played
  REQUIRE(rule_of(*match, round({"rest 3L", "rest rest"}, kDeal3, {{"0", {"4L"}}})) == "");
  CHECK(holds(*match, "4L", 0, 0));
  CHECK_FALSE(holds(*match, "4R", 0, 1));
  CHECK(holds(*match, "rest", 0, 0));
}

TEST_CASE("2-player: both sets rested need one list per set") {
  auto match = calm(2);
  REQUIRE(rule_of(*match, round({"4L 3R", "rest rest"}, kDeal3)) == "");
  CHECK(rule_of(*match, round({"rest rest", "rest rest"}, kDeal5, {{"0", {"4L"}}})) ==
        "invalid-recovery");
  CHECK(rule_of(*match, round({"rest rest", "rest rest"}, kDeal5,
                              {{"0", {json::array({"3R"}), json::array({"4L"})}}})) ==
        "card-not-played");
  REQUIRE(rule_of(*match, round({"rest rest", "rest rest"}, kDeal5,
                                {{"0", {json::array({"4L"}), json::array({"3R"})}}})) == "");
  CHECK(holds(*match, "4L", 0, 0));
  CHECK(holds(*match, "3R", 0, 1));
}

TEST_CASE("2-player: a per-set list for a set that did not rest is refused") {
  auto match = calm(2);
  REQUIRE(rule_of(*match, round({"4L 3R", "rest rest"}, kDeal3)) == "");
  CHECK(rule_of(*match, round({"rest 2L", "rest rest"}, kDeal3,
                              {{"0", {json::array(), json::array({"3R"})}}})) ==
        "recover-without-rest");
  CHECK(rule_of(*match, round({"2R 2L", "rest rest"}, kDeal5, {{"0", {"4L"}}})) ==
        "recover-without-rest");
}
