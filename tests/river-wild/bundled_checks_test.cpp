// Each of the six placement checks can be broken with the bundled cards alone, including
// the rulebook's two invalid examples: land meeting river (below and beside a card) and a
// placement that does not extend the river.
//
// Faces used (front, top row first; the back is the mirror image):
//   source  MMMMMMMM / MMMRRMMM / MLLRRLLM / MLLRRLLM
//   c01     MLLRRLLM / LLLRRLLM / LLLRRLLM / MLLRRLLM   land reaches the left edge
//   c03     MLLRRLLM / MLRRLLLM / MRRLLLLM / MRRLLLLM   the river leaves at columns 1-2
//   c04     MLLRRLLM / MLLRRLLM / MLLMMLLM / MLLMMLLM   the river ends in mountains
//   c08     MLLRRLLM / LLLLLRRR / LLLLLRRR / MLLLLRRM   the river touches the right edge
//   c15     MLLLLRRM / MLLLRRLM / MLRRLLLM / MRRLLLLM   the river enters at columns 5-6

#include <doctest/doctest.h>

#include "helpers.h"

using namespace river_wild_test;

namespace {

rw::RiverWildMatch bundled() {
  return *rw::start_match(table(json::object()));
}

// The rule a move breaks ("" when legal); `cells` receives the offending cells.
std::string rule_of(const rw::RiverWildMatch& match, const json& m, json* cells = nullptr) {
  const trib::Verdict verdict = match.check(m);
  if (verdict.legal()) return "";
  if (cells != nullptr) *cells = verdict.reason().where.at("cells");
  return verdict.reason().rule;
}

}  // namespace

TEST_CASE("bundled cards, check 1: a known river card not placed yet") {
  auto match = bundled();
  CHECK(rule_of(match, move("source", 1, 0)) == "source-card");
  place(match, "c01", 1, 0);
  CHECK(rule_of(match, move("c01", 2, 0)) == "card-already-placed");
}

TEST_CASE("bundled cards, check 2: below the source") {
  const auto match = bundled();
  CHECK(rule_of(match, move("c01", 0, 2)) == "above-source");
  CHECK(rule_of(match, move("c01", 1, 0)).empty());
}

TEST_CASE("bundled cards, check 3: no overlap") {
  auto match = bundled();
  place(match, "c01", 1, 0);
  CHECK(rule_of(match, move("c04", 1, 1)) == "overlap");
  CHECK(rule_of(match, move("c04", 2, 1)).empty());
}

TEST_CASE("bundled cards, check 4: directly or half a card below a placed card") {
  auto match = bundled();
  CHECK(rule_of(match, move("c01", 1, 2)) == "no-support");
  CHECK(rule_of(match, move("c01", 2, 0)) == "no-support");
  place(match, "c01", 1, 0);
  CHECK(rule_of(match, move("c04", 2, 0)).empty());
}

TEST_CASE("bundled cards, check 5: land meets river below a card") {
  auto match = bundled();
  place(match, "c03", 1, 0);  // bottom row M R R L L L L M
  json cells;
  // c01's top row M L L R R L L M: its land lies under c03's river and the other way round.
  CHECK(rule_of(match, move("c01", 2, 0), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[7,1],[7,2],[7,3],[7,4],[8,1],[8,2],[8,3],[8,4]]"));
  // Below c04, whose river ends in mountains, c01 starts a new river.
  auto lake = bundled();
  place(lake, "c04", 1, 0);
  CHECK(rule_of(lake, move("c01", 2, 0)).empty());
}

TEST_CASE("bundled cards, check 5: land meets river beside a card") {
  auto match = bundled();
  place(match, "c08", 1, -1);  // its river reaches its right edge in rows 1 and 2
  json cells;
  // c01's land reaches its left edge in the same rows.
  CHECK(rule_of(match, move("c01", 1, 1), &cells) == "land-meets-river");
  CHECK(cells == json::parse("[[5,3],[5,4],[6,3],[6,4]]"));
  // Its back has mountains down the left edge: legal.
  CHECK(rule_of(match, move("c01", 1, 1, true)).empty());
}

TEST_CASE("bundled cards, check 6: the river must be extended") {
  auto match = bundled();
  json cells;
  // c15 half a card right of the source: its river cells (5, 6) have nothing above them.
  CHECK(rule_of(match, move("c15", 1, 1), &cells) == "river-not-extended");
  CHECK(cells == json::parse("[[4,9],[4,10]]"));
  // Under c08's river, which leaves at columns 5-6, c15 continues it.
  place(match, "c08", 1, 0);
  CHECK(rule_of(match, move("c15", 2, 0)).empty());
}
