// Direction (with Straight cards) and the danger level: thresholds, the fall from level 3,
// and the flip that ends the game without a move.
#include <doctest/doctest.h>

#include "games/roaring-river/catalog.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

Paddling paddle_ids(const std::vector<std::string>& ids) {
  static const Catalog catalog = read_catalog(bundled_catalog_json(), "");
  std::vector<int> cards;
  for (const auto& id : ids) cards.push_back(catalog.paddles.find(id));
  return paddle(catalog.paddles, cards);
}

}  // namespace

TEST_CASE("direction: higher total wins, equal goes straight, Rest counts nothing") {
  const auto left = paddle_ids({"3L", "2L", "4R"});
  CHECK(left.left == 5);
  CHECK(left.right == 4);
  CHECK(left.difference == 1);
  CHECK(left.direction == Direction::Left);
  const auto right = paddle_ids({"2L", "5R", "rest"});
  CHECK(right.direction == Direction::Right);
  CHECK(right.difference == 3);
  const auto equal = paddle_ids({"3L", "3R", "rest"});
  CHECK(equal.direction == Direction::Straight);
  CHECK(equal.difference == 0);
  CHECK(paddle_ids({"rest", "rest", "rest"}).direction == Direction::Straight);
}

TEST_CASE("direction: a Straight adds up to 2 to the lower side (rulebook example)") {
  // 2L + 2L = 4 against 3R; the Straight adds 1 to the right: equal, straight ahead.
  const auto p = paddle_ids({"2L", "2L", "3R", "straight"});
  CHECK(p.adjustment == 1);
  CHECK(p.difference == 0);
  CHECK(p.direction == Direction::Straight);
  // 5L against 2R: the Straight adds its full 2, the raft still goes left.
  const auto q = paddle_ids({"5L", "2R", "straight"});
  CHECK(q.adjustment == 2);
  CHECK(q.difference == 1);
  CHECK(q.direction == Direction::Left);
}

TEST_CASE("direction: several Straight cards add up, never past equality") {
  const auto two = paddle_ids({"5L", "4L", "straight", "straight"});
  CHECK(two.straights == 2);
  CHECK(two.adjustment == 4);
  CHECK(two.difference == 5);
  CHECK(two.direction == Direction::Left);
  const auto capped = paddle_ids({"3R", "straight", "straight", "rest"});
  CHECK(capped.adjustment == 3);  // not 4: it stops at equality
  CHECK(capped.difference == 0);
  CHECK(capped.direction == Direction::Straight);
  const auto lone = paddle_ids({"straight", "straight", "straight"});
  CHECK(lone.adjustment == 0);
  CHECK(lone.direction == Direction::Straight);
}

TEST_CASE("danger_step: rise at the threshold, fall only from level 3 at 3 or less") {
  const Thresholds t{6, 5, 5};
  CHECK(danger_step(1, 5, t).after == 1);
  CHECK(danger_step(1, 6, t).after == 2);
  CHECK(danger_step(2, 4, t).after == 2);
  CHECK(danger_step(2, 5, t).after == 3);
  CHECK(danger_step(2, 0, t).after == 2);  // no fall below level 3's rule
  CHECK(danger_step(3, 4, t).after == 3);  // between calm and threshold: stays
  CHECK(danger_step(3, 3, t).after == 2);
  CHECK(danger_step(3, 0, t).after == 2);
  CHECK(danger_step(3, 5, t).flipped());
  CHECK_FALSE(danger_step(3, 4, t).flipped());
  // A level-3 threshold of 3 or less: a difference that both reaches the threshold and is
  // "3 or less" must rise, so the raft flips rather than calms.
  const Thresholds low{3, 3, 2};
  CHECK(danger_step(3, 2, low).flipped());
  CHECK(danger_step(3, 3, low).flipped());
  CHECK(danger_step(3, 1, low).after == 2);
}

TEST_CASE("thresholds come from the catalog for the player count unless the setup gives them") {
  const json catalog = {{"thresholds", {{"3", {4, 4, 4}}, {"4", {9, 9, 9}}}}};
  auto three = start(3, json::object(), catalog);
  auto four = start(4, json::object(), catalog);
  CHECK(rule_of(*three, round({"5L", "rest", "rest"}, kDeal3)) == "");
  CHECK(rule_of(*four, round({"5L", "rest", "rest", "rest"}, kDeal3)) == "");
  CHECK(three->state().level == 2);  // 5 >= 4
  CHECK(four->state().level == 1);   // 5 < 9
  auto typed = start(4, {{"thresholds", {5, 9, 9}}}, catalog);
  CHECK(rule_of(*typed, round({"5L", "rest", "rest", "rest"}, kDeal3)) == "");
  CHECK(typed->state().level == 2);
}

TEST_CASE("bundled thresholds exist for 2-6 players and leave a band to stay at level 3") {
  const Catalog catalog = read_catalog(bundled_catalog_json(), "");
  for (int players = 2; players <= 6; ++players) {
    REQUIRE(catalog.thresholds.count(players) == 1);
    CHECK(catalog.thresholds.at(players)[2] > kCalmDifference + 1);
  }
}

TEST_CASE("level 3 falls back to 2 on a calm round and is recorded in the history") {
  auto match = start(3, {{"thresholds", {2, 2, 6}}});
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");  // d 3 -> 2
  REQUIRE(rule_of(*match, round({"2R", "rest", "rest"}, kDeal3)) == "");  // d 2 -> 3
  CHECK(match->state().level == 3);
  REQUIRE(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3)) == "");  // 4: stays 3
  CHECK(match->state().level == 3);
  REQUIRE(rule_of(*match, round({"3R", "rest", "rest"}, kDeal3)) == "");  // 3: falls
  CHECK(match->state().level == 2);
  const auto history = match->score().details["danger"];
  REQUIRE(history.size() == 4);
  CHECK(history[0] == json{{"round", 1},
                           {"left", 3},
                           {"right", 0},
                           {"straight", 0},
                           {"difference", 3},
                           {"direction", "left"},
                           {"level", 2}});
  CHECK(history[2]["level"] == 3);
  CHECK(history[3]["level"] == 2);
}

TEST_CASE("rising from level 3 flips the raft: the game ends at once, no move, no deal") {
  auto match = start(3, {{"thresholds", {1, 1, 1}}});
  REQUIRE(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3)) == "");
  REQUIRE(rule_of(*match, round({"3R", "rest", "rest"}, kDeal3)) == "");
  const auto before = match->state();
  // The flip deals nothing.
  CHECK(rule_of(*match, round({"2L", "5L", "rest"}, kDeal3)) == "wrong-deal-size");
  REQUIRE(rule_of(*match, round({"2L", "5L", "rest"}, {})) == "");
  const auto& state = match->state();
  CHECK(state.end == End::Flip);
  CHECK(match->finished());
  CHECK(state.level == kFlipLevel);
  CHECK(state.trip == before.trip);            // the raft did not move
  CHECK(state.deck == before.deck);            // nothing dealt
  CHECK(state.discard == before.discard + 5);  // the river ahead is discarded
  CHECK(state.players[0].heart_cards == 0);    // the 2L earns nothing
  const auto details = match->score().details;
  CHECK(details["flipped"] == true);
  CHECK(details["end"] == "flip");
  CHECK(details["danger"].back()["level"] == kFlipLevel);
  CHECK(rule_of(*match, round({"3L", "3L", "3L"}, kDeal3)) == "game-over");
}

TEST_CASE("a missing deal is wrong-deal-size when the move needs cards") {
  auto match = start(3, {{"thresholds", {9, 9, 9}}});
  json move = round({"3L", "rest", "rest"}, {});
  move.erase("deal");
  CHECK(rule_of(*match, move) == "wrong-deal-size");
}
