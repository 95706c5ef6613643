// The six placement checks, each legal and illegal, on 4×2 cards (half a card = 2 cells).
// The source's bottom row (global row 1) reads M R R M over columns 0..3.

#include <doctest/doctest.h>

#include "helpers.h"

using namespace river_wild_test;

namespace {

json small_deck() {
  return deck(4, 2, card({"MMMM", "MRRM"}),
              {{"s", card({"MRRM", "MRRM"})},
               {"l", card({"LRRL", "LRRL"})},
               {"m", card({"RLMM", "RLMM"})},
               {"n", card({"MMMM", "MRRM"})},
               {"a", card({"MRMR", "MRMR"})},
               {"b", card({"MRMM", "LRMM"})},
               {"c", card({"RMLL", "RMLL"})},
               {"d", card({"MRMM", "MRRM"})}});
}

// The rule a move breaks ("" when legal) and the offending cells.
std::string rule_of(const rw::RiverWildMatch& match, const json& m, json* cells = nullptr) {
  const trib::Verdict verdict = match.check(m);
  if (verdict.legal()) return "";
  if (cells != nullptr)
    *cells = verdict.reason().where.is_null() ? json() : verdict.reason().where.at("cells");
  CHECK(!verdict.reason().message.empty());
  return verdict.reason().rule;
}

}  // namespace

TEST_CASE("check 1: the card must exist, not be the source and not be placed yet") {
  auto match = start(small_deck());
  CHECK(rule_of(match, move("zz", 1, 0)) == "unknown-card");
  CHECK(rule_of(match, move("source", 1, 0)) == "source-card");
  place(match, "s", 1, 0);
  CHECK(rule_of(match, move("s", 2, 0)) == "card-already-placed");
  CHECK(match.move_count() == 1);
}

TEST_CASE("check 2: cards go below the source") {
  auto match = start(small_deck());
  json cells;
  CHECK(rule_of(match, move("s", 0, 1), &cells) == "above-source");  // also overlaps: 2 first
  CHECK(cells == json::parse("[[0,2],[0,3],[0,4],[0,5],[1,2],[1,3],[1,4],[1,5]]"));
  CHECK(rule_of(match, move("s", -1, 0)) == "above-source");
  CHECK(rule_of(match, move("s", 1, 0)).empty());
}

TEST_CASE("check 3: no overlap with a card of the same row") {
  auto match = start(small_deck());
  place(match, "s", 1, 0);
  json cells;
  CHECK(rule_of(match, move("l", 1, 1), &cells) == "overlap");  // l would also meet river
  CHECK(cells == json::parse("[[2,2],[2,3],[3,2],[3,3]]"));
  CHECK(rule_of(match, move("a", 1, -1)) == "overlap");
  CHECK(rule_of(match, move("a", 1, 0)) == "overlap");
  // Two cards apart is no overlap (but needs support: row 0 only holds the source).
  CHECK(rule_of(match, move("a", 1, 2)) == "no-support");
}

TEST_CASE("check 4: support directly below or half a card offset") {
  auto match = start(small_deck());
  json cells;
  CHECK(rule_of(match, move("s", 2, 0), &cells) == "no-support");
  CHECK(cells == json::parse("[[4,0],[4,1],[4,2],[4,3]]"));
  CHECK(rule_of(match, move("s", 1, 2)) == "no-support");
  CHECK(rule_of(match, move("s", 1, -2)) == "no-support");
  CHECK(rule_of(match, move("s", 1, 1)).empty());   // half offset right
  CHECK(rule_of(match, move("s", 1, -1)).empty());  // half offset left
  place(match, "s", 1, 1);
  CHECK(rule_of(match, move("d", 2, 2)).empty());  // below the new card, offset
  CHECK(rule_of(match, move("d", 2, -1)) == "no-support");
}

TEST_CASE("check 5: land may not touch river across the top edge") {
  auto match = start(small_deck());
  json cells;
  CHECK(rule_of(match, move("l", 1, 0)).empty());  // land under mountains, river under river
  CHECK(rule_of(match, move("l", 1, 1), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[1,2],[2,2]]"));
  CHECK(rule_of(match, move("l", 1, -1), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[1,1],[2,1]]"));
}

TEST_CASE("check 5: land may not touch river across a side edge") {
  auto match = start(small_deck());
  CHECK(rule_of(match, move("b", 1, 1)).empty());  // alone it fits
  place(match, "a", 1, -1);
  json cells;
  CHECK(rule_of(match, move("b", 1, 1), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[3,1],[3,2]]"));
  CHECK(rule_of(match, move("d", 1, 1)).empty());  // mountains may touch the river
}

TEST_CASE("check 5: land may not touch river across the bottom edge") {
  auto match = start(small_deck());
  place(match, "a", 1, -1);
  CHECK(rule_of(match, move("d", 1, 1)).empty());
  place(match, "c", 2, 0);  // row 2 exists before row 1 is full
  json cells;
  CHECK(rule_of(match, move("d", 1, 1), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[3,3],[4,3]]"));
}

TEST_CASE("check 6: the river must be extended from river or mountains") {
  auto match = start(small_deck());
  json cells;
  CHECK(rule_of(match, move("n", 1, 0), &cells) == "river-not-extended");  // no river on top
  CHECK(cells == json::parse("[[2,0],[2,1],[2,2],[2,3]]"));
  CHECK(rule_of(match, move("m", 1, -1), &cells) == "river-not-extended");  // river under a gap
  CHECK(cells == json::parse("[[2,-2]]"));
  CHECK(rule_of(match, move("s", 1, 1)).empty());  // river below the source's mountains
}

TEST_CASE("the back side is the mirror image of the front") {
  auto match = start(small_deck());
  json cells;
  CHECK(rule_of(match, move("m", 1, 1)).empty());
  CHECK(rule_of(match, move("m", 1, 1, true), &cells) == "river-not-extended");
  CHECK(cells == json::parse("[[2,5]]"));
  CHECK(rule_of(match, move("m", 1, -1, true)).empty());
  CHECK(rule_of(match, move("m", 1, 0), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[1,1],[2,1]]"));
  CHECK(rule_of(match, move("m", 1, 0, true), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[1,2],[2,2]]"));
  // "side" is optional and means the front.
  CHECK(rule_of(match, {{"card", "m"}, {"row", 1}, {"col", 1}}).empty());
  place(match, "m", 1, -1, true);
  const auto& placed = match.layout().placed.back();
  CHECK(placed.back);
  CHECK(match.grid().cell({2, -2}) == rw::Cell::Mountain);  // front column 3
  CHECK(match.grid().cell({3, 1}) == rw::Cell::River);      // front column 0
}

TEST_CASE("an illegal move leaves the layout untouched") {
  auto match = start(small_deck());
  CHECK_FALSE(match.apply(move("l", 1, 1)).legal());
  CHECK(match.move_count() == 0);
  CHECK(match.layout().placed.size() == 1);
}

TEST_CASE("malformed moves are input errors with paths relative to the move") {
  auto match = start(small_deck());
  const auto path_of = [&](const json& m) {
    try {
      match.check(m);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(path_of({{"card", "s"}, {"row", 1001}, {"col", 0}}) == "/row");
  CHECK(path_of({{"card", "s"}, {"row", 1}, {"col", -5000000000LL}}) == "/col");
  CHECK(path_of({{"card", "s"}, {"row", 1}, {"col", 0}, {"side", "up"}}) == "/side");
  CHECK(path_of({{"card", 3}, {"row", 1}, {"col", 0}}) == "/card");
  CHECK(path_of({{"card", "s"}, {"row", 1}, {"col", 0}, {"rot", 1}}) == "/rot");
  CHECK(path_of({{"row", 1}, {"col", 0}}).empty());
  CHECK(path_of({{"card", "s"}, {"row", 1}, {"col", 0}, {"x-house-ruling", "ok"}}) == "no error");
}
