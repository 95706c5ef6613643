// Legal-spot enumeration against check(), and both ways a game ends.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "core/json_view.h"
#include "helpers.h"

using namespace river_wild_test;

namespace {

json end_deck() {
  return deck(4, 2, card({"MMMM", "MRRM"}),
              {{"s", card({"MRRM", "MRRM"})},
               {"l", card({"LRRL", "LRRL"})},
               {"m", card({"RLMM", "RLMM"})},
               {"n", card({"MMMM", "MRRM"})},  // never extends the river
               {"w", card({"MRRL", "LLLL"})},  // nothing with river on top fits below
               {"c", card({"RMLL", "RMLL"})}});
}

// Every placement within a margin of the layout, tested with check_placement.
std::vector<rw::Placement> brute_force(const rw::RiverWildMatch& match) {
  int max_row = 0, min_col = 0, max_col = 0;
  for (const auto& p : match.layout().placed) {
    max_row = std::max(max_row, p.row);
    min_col = std::min(min_col, p.col);
    max_col = std::max(max_col, p.col);
  }
  std::vector<rw::Placement> legal;
  const int cards = static_cast<int>(match.catalog().cards.size());
  for (int card = 0; card < cards; ++card) {
    for (int row = -1; row <= max_row + 2; ++row) {
      for (int col = min_col - 3; col <= max_col + 3; ++col) {
        for (bool back : {false, true}) {
          const rw::Placement p{card, row, col, back};
          if (match.check_placement(p).legal()) legal.push_back(p);
        }
      }
    }
  }
  return legal;
}

void check_enumeration(const rw::RiverWildMatch& match) {
  const auto spots = match.legal_spots(match.unplaced_cards());
  const auto expected = brute_force(match);
  CHECK(spots.size() == expected.size());
  for (const auto& p : expected) {
    CHECK(std::find(spots.begin(), spots.end(), p) != spots.end());
  }
  for (const auto& p : spots) CHECK(match.check_placement(p).legal());
}

}  // namespace

TEST_CASE("enumerated spots are exactly the placements check() accepts") {
  auto match = start(end_deck());
  check_enumeration(match);
  // Under the source: s fits at -1, 0 and 1 on both sides, l only directly below.
  const auto s_spots = match.legal_spots({*match.catalog().find("s")});
  CHECK(s_spots.size() == 6);
  const auto l_spots = match.legal_spots({*match.catalog().find("l")});
  CHECK(l_spots.size() == 2);
  CHECK(match.legal_spots({*match.catalog().find("n")}).empty());
  place(match, "m", 1, -1, true);
  check_enumeration(match);
  place(match, "s", 1, 1);
  check_enumeration(match);
  place(match, "l", 2, 1);
  check_enumeration(match);
}

TEST_CASE("enumeration matches check() on random bundled layouts") {
  std::mt19937 random(7);
  for (int game = 0; game < 5; ++game) {
    auto match = *rw::start_match(table(json::object()));
    for (int turn = 0; turn < 8; ++turn) {
      const auto spots = match.legal_spots(match.unplaced_cards());
      REQUIRE(!spots.empty());
      REQUIRE(match.place(spots[random() % spots.size()]).legal());
    }
    check_enumeration(match);
  }
}

TEST_CASE("the game ends when every river card of the catalog is placed") {
  auto match = *rw::start_match(table(json::object()));
  const int cards = static_cast<int>(match.catalog().cards.size());
  CHECK(cards == 16);
  for (int placed = 0; placed < cards; ++placed) {
    CHECK(!match.finished());
    const auto spots = match.legal_spots(match.unplaced_cards());
    REQUIRE(!spots.empty());
    REQUIRE(match.place(spots.front()).legal());
  }
  CHECK(match.finished());
  CHECK(match.all_placed());
  const trib::Scoreboard board = match.score();
  CHECK(board.finished);
  CHECK(board.details.at("placed") == 16);
  CHECK(board.details.at("hand_blocked") == false);
}

TEST_CASE("a table deck ends when all of its cards are placed") {
  auto match = start(deck(4, 2, card({"MMMM", "MRRM"}),
                          {{"s", card({"MRRM", "MRRM"})}, {"d", card({"MRMM", "MRRM"})}}));
  place(match, "s", 1, 0);
  CHECK(!match.finished());
  place(match, "d", 2, 0);
  CHECK(match.finished());
}

TEST_CASE("the game ends when no card in hand can be placed on either side") {
  SUBCASE("a card that never extends the river") {
    auto match = start(end_deck(), {{"hand", {"n"}}});
    CHECK(match.hand_blocked());
    CHECK(match.finished());
    CHECK(match.score().details.at("hand_blocked") == true);
  }
  SUBCASE("placed cards of the hand do not count") {
    auto match = start(end_deck(), {{"hand", {"n", "s"}}});
    CHECK(!match.finished());
    CHECK(match.legal_spots_for_hand().size() == 6);
    place(match, "s", 1, 0);
    CHECK(match.finished());
  }
  SUBCASE("the layout closes every spot of the hand") {
    auto match = start(end_deck(), {{"hand", {"l"}}});
    CHECK(!match.finished());
    place(match, "w", 1, 0);  // overlaps both offset spots, and its land bottom meets l's river
    CHECK(match.hand_blocked());
    CHECK(match.finished());
    CHECK(match.score().finished);
  }
  SUBCASE("without a hand only the full layout ends the game") {
    auto match = start(end_deck());
    place(match, "w", 1, 0);
    CHECK(!match.finished());
    CHECK(!match.hand_blocked());
  }
}

TEST_CASE("an end-of-game hand with no card left to test never ends the game") {
  SUBCASE("an empty hand") {
    auto match = start(end_deck(), {{"hand", json::array()}});
    CHECK(!match.hand_blocked());
    CHECK(!match.finished());
  }
  SUBCASE("every card of the hand is placed") {
    auto match = start(end_deck(), {{"hand", {"s"}}});
    place(match, "s", 1, 0);
    CHECK(!match.hand_blocked());
    CHECK(!match.finished());
    CHECK(match.score().details.at("end").is_null());
  }
}

TEST_CASE("setup errors name their paths") {
  const auto path_of = [](const json& setup) {
    try {
      start(end_deck(), setup);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(path_of({{"hand", {"s", "zz"}}}) == "/setup/hand/1");
  CHECK(path_of({{"hand", {"s", "s"}}}) == "/setup/hand/1");
  CHECK(path_of({{"hand", {"source"}}}) == "/setup/hand/0");
  CHECK(path_of({{"hands", json::array()}}) == "/setup/hands");
  CHECK(path_of({{"runestones", {{{"card", "zz"}, {"cell", {1, 1}}, {"animal", "frog"}}}}}) ==
        "/setup/runestones/0/card");
  CHECK(path_of({{"runestones", {{{"card", "s"}, {"cell", {1, 1}}, {"animal", "frog"}}}}}) ==
        "/setup/runestones/0/card");  // s carries no runestone
  CHECK(path_of({{"hand", json::array()}, {"x-note", 1}}) == "no error");
}
