// The hand kept during play: draw moves, placements only from the hand, its limit of
// three, and the end when no card of a full hand (or of the last cards) fits.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/score_json.h"
#include "helpers.h"

using namespace river_wild_test;

namespace {

// s and l fit below the source, n never extends the river, w closes every spot below it
// for the others (see game_end_test.cpp).
json hand_deck() {
  return deck(4, 2, card({"MMMM", "MRRM"}),
              {{"s", card({"MRRM", "MRRM"})},
               {"l", card({"LRRL", "LRRL"})},
               {"m", card({"RLMM", "RLMM"})},
               {"n", card({"MMMM", "MRRM"})},
               {"w", card({"MRRL", "LLLL"})},
               {"c", card({"RMLL", "RMLL"})}});
}

json draw(const std::string& id) {
  return {{"draw", id}};
}

std::string rule_of(rw::RiverWildMatch& match, const json& move) {
  const trib::Verdict verdict = match.apply(move);
  return verdict.legal() ? "" : verdict.reason().rule;
}

std::vector<std::string> ids(const rw::RiverWildMatch& match, const std::vector<int>& cards) {
  std::vector<std::string> out;
  for (int card : cards) out.push_back(match.catalog().card(card).id);
  return out;
}

using Ids = std::vector<std::string>;

}  // namespace

TEST_CASE("draws fill the hand; a placement takes its card out of it") {
  auto match = start(hand_deck());
  CHECK(match.can_keep_hand());
  CHECK(!match.keeps_hand());
  REQUIRE(rule_of(match, draw("s")) == "");
  CHECK(match.keeps_hand());
  REQUIRE(rule_of(match, draw("l")) == "");
  REQUIRE(rule_of(match, draw("n")) == "");
  CHECK(ids(match, match.hand()) == Ids{"s", "l", "n"});
  CHECK(ids(match, match.deck_cards()) == Ids{"c", "m", "w"});
  CHECK(match.move_count() == 3);
  place(match, "l", 1, 0);
  CHECK(ids(match, match.hand()) == Ids{"s", "n"});
  CHECK(match.move_count() == 4);
  const auto board = match.score();
  CHECK(board.details.at("hand") == json::array({"s", "n"}));
  CHECK(board.details.at("deck") == 3);
  CHECK(board.details.at("end").is_null());
  CHECK(!board.finished);
}

TEST_CASE("with a kept hand, each draw and placement rule has its own id") {
  auto match = start(hand_deck());
  for (const char* id : {"s", "l", "n"}) REQUIRE(rule_of(match, draw(id)) == "");
  CHECK(rule_of(match, draw("w")) == "hand-full");
  CHECK(rule_of(match, draw("s")) == "card-already-drawn");
  CHECK(rule_of(match, draw("zz")) == "unknown-card");
  CHECK(rule_of(match, draw("source")) == "source-card");
  CHECK(rule_of(match, move("w", 1, 0)) == "card-not-in-hand");
  place(match, "s", 1, 0);
  CHECK(rule_of(match, draw("s")) == "card-already-placed");
  CHECK(rule_of(match, move("s", 2, 0)) == "card-already-placed");
  CHECK(rule_of(match, draw("w")) == "");
  CHECK(match.move_count() == 5);  // refused moves change nothing
  const trib::Verdict verdict = match.check(move("c", 2, 0));
  REQUIRE_FALSE(verdict.legal());
  CHECK(verdict.reason().message.find("not in your hand") != std::string::npos);
}

TEST_CASE("a game that placed cards without drawing cannot start keeping a hand") {
  auto match = start(hand_deck());
  place(match, "s", 1, 0);
  CHECK(!match.can_keep_hand());
  CHECK(rule_of(match, draw("l")) == "hand-not-kept");
  place(match, "l", 2, 0);  // placements go on as before
}

TEST_CASE("a table with draw moves keeps the hand from its first move") {
  // The first move places a card that was never drawn: refused, the table draws later.
  const auto replayed = trib::replay(
      trib::river_wild_game(), table(hand_deck(), json::object(), {move("s", 1, 0), draw("s")}));
  REQUIRE(replayed.failed_at);
  CHECK(*replayed.failed_at == 0);
  CHECK(replayed.error.rule == "card-not-in-hand");
  // Without draws the same placement is legal, as it always was.
  const auto plain =
      trib::replay(trib::river_wild_game(), table(hand_deck(), json::object(), {move("s", 1, 0)}));
  CHECK(!plain.failed_at);
}

TEST_CASE("the game ends when a full hand has no card that fits on either side") {
  auto match = start(hand_deck());
  for (const char* id : {"w", "n", "s"}) REQUIRE(rule_of(match, draw(id)) == "");
  CHECK(!match.finished());  // s fits below the source
  place(match, "w", 1, 0);
  // n and s fit nowhere now, but the hand holds two with cards left to draw.
  CHECK(match.legal_spots_for_hand().empty());
  CHECK(!match.hand_blocked());
  CHECK(!match.finished());
  REQUIRE(rule_of(match, draw("l")) == "");
  CHECK(match.hand_blocked());
  CHECK(match.finished());
  CHECK(match.end() == rw::End::HandBlocked);
  const auto board = match.score();
  CHECK(board.finished);
  CHECK(board.details.at("end") == "hand-blocked");
  CHECK(board.details.at("hand_blocked") == true);
  CHECK(board.details.at("end_reason") ==
        "No card in hand (n, s, l) fits anywhere on either side: the game is over.");
  CHECK(rule_of(match, draw("c")) == "hand-full");
}

TEST_CASE("with the deck used up, fewer than three cards in hand can end the game") {
  auto match = start(deck(4, 2, card({"MMMM", "MRRM"}),
                          {{"s", card({"MRRM", "MRRM"})},
                           {"n", card({"MMMM", "MRRM"})},
                           {"w", card({"MRRL", "LLLL"})}}));
  for (const char* id : {"w", "n", "s"}) REQUIRE(rule_of(match, draw(id)) == "");
  place(match, "w", 1, 0);
  CHECK(match.deck_cards().empty());
  CHECK(match.finished());
  CHECK(match.score().details.at("hand") == json::array({"n", "s"}));
  CHECK(match.score().details.at("deck") == 0);
}

TEST_CASE("placing every drawn card ends the game as all placed") {
  auto match = start(deck(4, 2, card({"MMMM", "MRRM"}),
                          {{"s", card({"MRRM", "MRRM"})}, {"d", card({"MRMM", "MRRM"})}}));
  REQUIRE(rule_of(match, draw("s")) == "");
  place(match, "s", 1, 0);
  CHECK(!match.finished());  // an empty hand with a card left to draw
  REQUIRE(rule_of(match, draw("d")) == "");
  place(match, "d", 2, 0);
  CHECK(match.end() == rw::End::AllPlaced);
  CHECK(match.score().details.at("end") == "all-placed");
}

TEST_CASE("a kept hand overrides the setup's hand, with a warning") {
  const auto replayed = trib::replay(trib::river_wild_game(),
                                     table(hand_deck(), {{"hand", {"n"}}}, {draw("s"), draw("l")}));
  CHECK(!replayed.failed_at);
  CHECK(!replayed.match->finished());  // the setup's n alone would have ended it
  const json document = trib::replay_json("river-wild", replayed);
  REQUIRE(document.contains("warnings"));
  CHECK(document.at("warnings").at(0).get<std::string>().rfind("/setup/hand is ignored", 0) == 0);
}

TEST_CASE("draw moves are malformed with other keys or a non-string id") {
  auto match = start(hand_deck());
  const auto path_of = [&](const json& m) {
    try {
      match.check(m);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(path_of({{"draw", 3}}) == "/draw");
  CHECK(path_of({{"draw", "s"}, {"row", 1}}) == "/row");
  CHECK(path_of({{"draw", "s"}, {"x-note", "first card"}}) == "no error");
}

TEST_CASE(
    "with a kept hand, a placement needs a draw after the last one while the deck has cards") {
  auto match = start(hand_deck());
  for (const char* id : {"s", "l", "n"}) REQUIRE(rule_of(match, draw(id)) == "");
  place(match, "s", 1, 0);
  const trib::Verdict early = match.check(move("l", 2, 0));
  REQUIRE_FALSE(early.legal());
  CHECK(early.reason().rule == "place-before-drawing");
  CHECK(early.reason().message ==
        "You have not drawn since your last placement: draw a card from the deck (3 left) "
        "before placing l.");
  REQUIRE(rule_of(match, draw("m")) == "");
  CHECK(rule_of(match, move("l", 2, 0)) == "");
  CHECK(rule_of(match, move("n", 3, 0)) == "place-before-drawing");
}

TEST_CASE("the starting hand's draws count, and with the deck used up no draw is due") {
  // Three cards only: the starting hand takes the whole deck, so the cards are placed in a row.
  const json three = deck(4, 2, card({"MMMM", "MRRM"}),
                          {{"s", card({"MRRM", "MRRM"})},
                           {"l", card({"LRRL", "LRRL"})},
                           {"d", card({"MRRM", "MRRM"})}});
  auto all_drawn = start(three);
  for (const char* id : {"s", "l", "d"}) REQUIRE(rule_of(all_drawn, draw(id)) == "");
  place(all_drawn, "s", 1, 0);
  place(all_drawn, "d", 2, 0);
  // A starting hand drawn a card at a time between placements keeps the rhythm too.
  auto piecemeal = start(three);
  REQUIRE(rule_of(piecemeal, draw("s")) == "");
  place(piecemeal, "s", 1, 0);
  REQUIRE(rule_of(piecemeal, draw("d")) == "");
  REQUIRE(rule_of(piecemeal, draw("l")) == "");
  place(piecemeal, "d", 2, 0);
  CHECK(rule_of(piecemeal, move("l", 3, 0)) == "");  // the deck is empty
}

TEST_CASE("without draws placements follow each other; a house ruling may skip the draw") {
  const auto plain =
      trib::replay(trib::river_wild_game(),
                   table(hand_deck(), json::object(), {move("s", 1, 0), move("l", 2, 0)}));
  CHECK(!plain.failed_at);
  json second = move("l", 2, 0);
  second[trib::kHouseRulingKey] = true;
  const auto ruled =
      trib::replay(trib::river_wild_game(),
                   table(hand_deck(), json::object(),
                         {draw("s"), draw("l"), draw("n"), move("s", 1, 0), second, draw("m")}));
  REQUIRE_FALSE(ruled.failed_at);
  REQUIRE(ruled.house_rulings.size() == 1);
  CHECK(ruled.house_rulings[0].rule == "place-before-drawing");
  const json document = trib::replay_json("river-wild", ruled);
  CHECK(document.at("warnings").back() == "house ruling at move 4: place-before-drawing");
}
