// House rulings in Roaring River: a Rest may take back cards the rules keep out (a 5, or
// without a Rest card); a card not in hand still cannot be played, and only played cards
// can come back. Through core's replay.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/score_json.h"
#include "helpers.h"

using namespace roaring_river_test;

namespace {

json ruled(json move) {
  move[trib::kHouseRulingKey] = true;
  return move;
}

trib::Replay replay_moves(json moves) {
  trib::TableFile t = table(3, {{"thresholds", {99, 99, 99}}});
  t.moves = std::move(moves);
  return trib::replay(game(), t);
}

bool holds(const trib::Replay& replayed, const std::string& id) {
  const auto& match = dynamic_cast<const RoaringRiverMatch&>(*replayed.match);
  return match.state().players[0].sets[0].holds(match.rules().catalog.paddles.find(id));
}

json take_back(const char* card, bool rest = true) {
  return round({rest ? "rest" : "2L", "rest", "rest"}, rest ? kDeal5 : kDeal3, {{"0", {card}}});
}

}  // namespace

TEST_CASE("a house ruling lets a Rest take back a played 5") {
  const json first = round({"5L", "rest", "rest"}, kDeal3);
  const auto strict = replay_moves(json::array({first, take_back("5L")}));
  REQUIRE(strict.failed_at);
  CHECK(strict.error.rule == "invalid-recovery");

  const auto replayed = replay_moves(json::array({first, ruled(take_back("5L"))}));
  CHECK_FALSE(replayed.failed_at);
  CHECK(holds(replayed, "5L"));
  CHECK(holds(replayed, "rest"));
  CHECK(replayed.match->move_count() == 2);
  const json document = trib::replay_json("roaring-river", replayed);
  CHECK(document.at("warnings").back() == "house ruling at move 1: invalid-recovery");
}

TEST_CASE("a house ruling lets a player take back a card without resting") {
  const json first = round({"3L", "rest", "rest"}, kDeal3);
  const auto replayed = replay_moves(json::array({first, ruled(take_back("3L", false))}));
  CHECK_FALSE(replayed.failed_at);
  CHECK(replayed.house_rulings.at(0).rule == "recover-without-rest");
  CHECK(holds(replayed, "3L"));
  CHECK_FALSE(holds(replayed, "2L"));
}

TEST_CASE("a house ruling never plays a card that is not in hand nor returns one in hand") {
  const json first = round({"5L", "rest", "rest"}, kDeal3);
  const auto again =
      replay_moves(json::array({first, ruled(round({"5L", "rest", "rest"}, kDeal3))}));
  CHECK(again.failed_at.value_or(99) == 1);
  CHECK(again.error.rule == "card-not-in-hand");
  CHECK(again.house_rulings.empty());

  const auto in_hand = replay_moves(json::array({first, ruled(take_back("4L"))}));
  CHECK(in_hand.failed_at.value_or(99) == 1);
  CHECK(in_hand.error.rule == "card-not-played");
  CHECK(in_hand.match->move_count() == 1);
}
