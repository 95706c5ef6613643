// Raft moves (landing, discards, deal sizes), Paddle 2 hearts, the end of the river and
// the play checks (card-not-in-hand, wrong-card-count, game-over).
#include <doctest/doctest.h>

#include "core/input_error.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

std::vector<std::string> texts(const std::vector<RiverCard>& cards) {
  std::vector<std::string> out;
  for (RiverCard card : cards) out.push_back(river_card_text(card));
  return out;
}

using Strings = std::vector<std::string>;

}  // namespace

TEST_CASE("left: land on A0, discard A1 and B2, row B moves up, deal 3") {
  auto match = calm(3);
  CHECK(match->preview({{4}, {9}, {9}}).deal_needed == 3);  // 4L, rest, rest
  REQUIRE(rule_of(*match, round({"4L", "rest", "rest"}, {"2M", "3D", "4B"})) == "");
  const auto& s = match->state();
  CHECK(texts(s.trip) == Strings{"1"});
  CHECK(texts(s.river.a) == Strings{"3", "4"});
  CHECK(texts(s.river.b) == Strings{"2M", "3D", "4B"});
  CHECK(s.deck == 32);
  CHECK(s.discard == 2);
}

TEST_CASE("right: land on A1, discard A0 and B0, deal 3") {
  auto match = calm(3);
  const auto preview = match->preview({{5}, {9}, {9}});  // 4R
  REQUIRE(preview.raft);
  CHECK(preview.raft->discarded_slots == Strings{"A0", "B0"});
  REQUIRE(rule_of(*match, round({"4R", "rest", "rest"}, {"2M", "3D", "4B"})) == "");
  const auto& s = match->state();
  CHECK(texts(s.trip) == Strings{"2"});
  CHECK(texts(s.river.a) == Strings{"4", "1F"});
  CHECK(texts(s.river.b) == Strings{"2M", "3D", "4B"});
  CHECK(s.deck == 32);
  CHECK(s.discard == 2);
}

TEST_CASE("straight: land on B1, discard the other four, deal 2 then 3") {
  auto match = calm(3);
  REQUIRE(rule_of(*match, round({"3L", "3R", "rest"}, {"1D", "2D", "3B", "4F", "1M"})) == "");
  const auto& s = match->state();
  CHECK(texts(s.trip) == Strings{"4"});
  CHECK(texts(s.river.a) == Strings{"1D", "2D"});
  CHECK(texts(s.river.b) == Strings{"3B", "4F", "1M"});
  CHECK(s.deck == 30);
  CHECK(s.discard == 4);
}

TEST_CASE("a preview of the plays entered so far shows running totals") {
  auto match = calm(3);
  const auto partial = match->preview({{4}});  // only P0's 4L so far
  CHECK(partial.paddling.left == 4);
  CHECK(partial.paddling.direction == Direction::Left);
  CHECK(partial.hearts == std::vector<int>{0, 0, 0});
  const auto full = match->preview({{0}, {9}, {9}});  // 2L, rest, rest
  CHECK(full.hearts == std::vector<int>{1, 0, 0});
  CHECK(full.discard_after == 1);
  CHECK(full.deck_after == 32);
}

TEST_CASE("the deal must hold exactly the cards the move needs") {
  auto match = calm(3);
  CHECK(rule_of(*match, round({"4L", "rest", "rest"}, kDeal5)) == "wrong-deal-size");
  CHECK(rule_of(*match, round({"4L", "rest", "rest"}, {"1", "2"})) == "wrong-deal-size");
  CHECK(rule_of(*match, round({"3L", "3R", "rest"}, kDeal3)) == "wrong-deal-size");
  CHECK(match->state().rounds == 0);  // refused moves change nothing
  CHECK(match->state().players[0].sets[0].played.empty());
}

TEST_CASE("Paddle 2 hearts: 2s pointing the way the raft moved, from the discard pile") {
  auto match = calm(3);
  // 2L + 3L = 5 against 2R: left. Only P0's 2L points the way the raft moved.
  REQUIRE(rule_of(*match, round({"2L", "2R", "3L"}, kDeal3)) == "");
  CHECK(match->state().players[0].heart_cards == 1);
  CHECK(match->state().players[1].heart_cards == 0);
  CHECK(match->state().discard == 1);  // 2 discarded, 1 taken as a heart
  CHECK(match->state().deck == 32);
  const auto board = match->score();
  CHECK(board.players[0].score == 1);
  CHECK(board.players[0].breakdown.back().label == "Paddle 2 hearts (1 × 1)");
}

TEST_CASE("Paddle 2 hearts: never when the raft goes straight") {
  auto match = calm(3);
  REQUIRE(rule_of(*match, round({"2L", "2R", "rest"}, kDeal5)) == "");
  CHECK(match->state().players[0].heart_cards == 0);
  CHECK(match->state().players[1].heart_cards == 0);
}

TEST_CASE("Paddle 2 hearts: the deck supplies them once the discard pile is empty") {
  auto match = calm(4, 7);
  // Four 2L: left, 2 discards; hearts take both, then two cards from the deck.
  REQUIRE(rule_of(*match, round({"2L", "2L", "2L", "2L"}, kDeal3)) == "");
  const auto& s = match->state();
  for (int p = 0; p < 4; ++p) CHECK(s.players[p].heart_cards == 1);
  CHECK(s.discard == 0);
  CHECK(s.deck == 7 - 3 - 2);
  // The deck now holds 2: the next left move cannot be refilled and ends the game. Without
  // the hearts drawn from the deck it would have held 4 and the river would go on.
  CHECK(rule_of(*match, round({"3L", "rest", "rest", "rest"}, kDeal3)) == "wrong-deal-size");
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest", "rest"}, {})) == "");
  CHECK(match->state().end == End::River);
  CHECK(texts(match->state().trip) == Strings{"1", "3"});
}

TEST_CASE("Paddle 2 hearts: every heart counts when both piles are empty") {
  auto match = calm(6, 3);
  // Six 2R: right; 2 discards, deck 0 after the deal. Two hearts are tracked with the
  // discarded cards; the other four count although no card is left to track them.
  REQUIRE(rule_of(*match, round({"2R", "2R", "2R", "2R", "2R", "2R"}, kDeal3)) == "");
  const auto& s = match->state();
  for (int p = 0; p < 6; ++p) CHECK(s.players[p].heart_cards == 1);
  CHECK(s.discard == 0);
  CHECK(s.deck == 0);
  const auto board = match->score();
  for (int p = 0; p < 6; ++p) {
    CHECK(board.players[p].breakdown.back().label == "Paddle 2 hearts (1 × 1)");
  }
}

TEST_CASE("end of the river: fewer cards dealt, the landed card counts, the rest discarded") {
  auto match = calm(3, 2);
  CHECK(match->preview({{4}, {9}, {9}}).river_ends);
  CHECK(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3)) == "wrong-deal-size");
  REQUIRE(rule_of(*match, round({"4L", "rest", "rest"}, {"1", "2"})) == "");
  const auto& s = match->state();
  CHECK(s.end == End::River);
  CHECK(texts(s.trip) == Strings{"1"});
  CHECK(s.river.empty());
  CHECK(s.deck == 2);     // the partial deal is not placed
  CHECK(s.discard == 4);  // A1, B2, and the new row A (B0, B1)
  CHECK(match->finished());
  CHECK(match->score().details["end"] == "river");
  CHECK(rule_of(*match, round({"3L", "rest", "rest"}, {})) == "game-over");
}

TEST_CASE("end of the river after a straight move that needs 5 with 4 left") {
  auto match = calm(3, 4);
  REQUIRE(rule_of(*match, round({"3L", "3R", "rest"}, {})) == "");
  CHECK(match->state().end == End::River);
  CHECK(texts(match->state().trip) == Strings{"4"});
  CHECK(match->state().discard == 4);
}

TEST_CASE("a left move with exactly 3 left refills and goes on") {
  auto match = calm(3, 3);
  REQUIRE(rule_of(*match, round({"4L", "rest", "rest"}, kDeal3)) == "");
  CHECK_FALSE(match->finished());
  CHECK(match->state().deck == 0);
}

TEST_CASE("card-not-in-hand: a played card stays out until recovered") {
  auto match = calm(3);
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");
  const auto verdict = match->apply(round({"3L", "rest", "rest"}, kDeal3));
  REQUIRE_FALSE(verdict.legal());
  CHECK(verdict.reason().rule == "card-not-in-hand");
  CHECK(verdict.reason().message.find("P0") != std::string::npos);
}

TEST_CASE("wrong-card-count: one card each, two each in the 2-player game") {
  auto three = calm(3);
  CHECK(rule_of(*three, round({"3L 2L", "rest", "rest"}, kDeal3)) == "wrong-card-count");
  CHECK(rule_of(*three, round({"3L", "", "rest"}, kDeal3)) == "wrong-card-count");
  CHECK(rule_of(*three, round({"3L", "rest"}, kDeal3)) == "wrong-card-count");
  auto two = calm(2);
  CHECK(rule_of(*two, round({"3L", "rest rest"}, kDeal3)) == "wrong-card-count");
  CHECK(rule_of(*two, round({"3L rest", "rest rest"}, kDeal3)) == "");
}

TEST_CASE("2-player: each set is its own hand") {
  auto two = calm(2);
  REQUIRE(rule_of(*two, round({"3L 3L", "rest rest"}, kDeal3)) == "");
  CHECK(rule_of(*two, round({"3L 2L", "rest rest"}, kDeal3)) == "card-not-in-hand");
  CHECK(rule_of(*two, round({"2L 3L", "rest rest"}, kDeal3)) == "card-not-in-hand");
  CHECK(rule_of(*two, round({"2L 2R", "rest rest"}, kDeal5)) == "");
}

TEST_CASE("malformed plays and deals are input errors with the path inside the move") {
  auto match = calm(3);
  const auto path_of = [&](const json& move) {
    try {
      match->check(move);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(path_of(round({"3L", "6L", "rest"}, kDeal3)) == "/plays/1/0");
  CHECK(path_of(round({"3L", "rest", "rest"}, {"1", "5F"})) == "/deal/1");
  CHECK(path_of(round({"3L", "rest", "rest"}, {"2X", "1", "1"})) == "/deal/0");
  CHECK(path_of(json{{"plays", "3L"}}) == "/plays");
  CHECK(path_of(json{{"plays", {{"3L"}, {"rest"}, {7}}}}) == "/plays/2/0");
  CHECK(path_of(json{{"plays", {{"3L"}, {"rest"}, {"rest"}}}, {"deal", kDeal3}, {"oops", 1}}) ==
        "/oops");
  CHECK(path_of(json{{"plays", {{"3L"}, {"rest"}, {"rest"}}}, {"deal", kDeal3}, {"x-note", 1}}) ==
        "no error");
}
