// Motivation cards over hand-made trips, the Nature Lover optimum, Paddle 2 hearts in the
// score, and places (most hearts; fewest after a flip; shared ties).
#include <doctest/doctest.h>

#include <map>

#include "games/roaring-river/catalog.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

const Catalog& bundled() {
  static const Catalog catalog = read_catalog(bundled_catalog_json(), "");
  return catalog;
}

std::vector<RiverCard> trip(const std::vector<std::string>& cards) {
  std::vector<RiverCard> out;
  for (const auto& text : cards) out.push_back(*parse_river_card(text));
  return out;
}

std::vector<TermResult> terms(const std::string& id, int side, const std::vector<std::string>& t) {
  const Motivation* m = bundled().find_motivation(id);
  REQUIRE(m != nullptr);
  std::vector<TermResult> out;
  for (const Term& term : m->sides.at(static_cast<std::size_t>(side))) {
    out.push_back(evaluate_term(term, trip(t)));
  }
  return out;
}

double total(const std::vector<TermResult>& results) {
  double sum = 0;
  for (const auto& r : results) sum += r.points;
  return sum;
}

// Plain exhaustive search: take any group of distinct present icons, recurse on the rest
// (memoised per table and counts only to keep the test quick).
int brute_force(std::array<int, 4> c, const std::array<int, 5>& table) {
  static std::map<std::pair<std::array<int, 5>, std::array<int, 4>>, int> memo;
  const auto key = std::make_pair(table, c);
  if (const auto it = memo.find(key); it != memo.end()) return it->second;
  int best = 0;
  bool any = false;
  for (unsigned mask = 1; mask < 16; ++mask) {
    bool ok = true;
    int size = 0;
    for (int i = 0; i < 4; ++i) {
      if ((mask >> i) & 1u) ok = ok && c[i] > 0, ++size;
    }
    if (!ok) continue;
    auto rest = c;
    for (int i = 0; i < 4; ++i) rest[i] -= (mask >> i) & 1u;
    const int value = table[size] + brute_force(rest, table);
    best = any ? std::max(best, value) : value;
    any = true;
  }
  memo[key] = best;
  return best;
}

}  // namespace

TEST_CASE("Nature Lover: the search agrees with exhaustive enumeration") {
  const std::array<std::array<int, 5>, 3> tables = {
      {{0, 0, 2, 4, 7}, {0, 0, 3, 4, 5}, {0, 1, 1, 6, 6}}};
  for (const auto& table : tables) {
    for (int a = 0; a <= 4; ++a) {
      for (int b = 0; b <= 3; ++b) {
        for (int c = 0; c <= 3; ++c) {
          for (int d = 0; d <= 2; ++d) {
            const auto found = best_icon_partition({a, b, c, d}, table);
            CHECK(found.hearts == brute_force({a, b, c, d}, table));
            int cards = 0;
            int hearts = 0;
            for (int size : found.groups) cards += size, hearts += table[size];
            CHECK(cards == a + b + c + d);
            CHECK(hearts == found.hearts);
          }
        }
      }
    }
  }
}

TEST_CASE("the bundled catalog has the eight motivations, two of them double-sided") {
  for (const char* id : {"thrill-seeker", "adventurer", "beginner", "i-want-it-all",
                         "wildlife-spotter", "nature-lover"}) {
    REQUIRE(bundled().find_motivation(id));
    CHECK_FALSE(bundled().find_motivation(id)->double_sided);
  }
  for (const char* id : {"wild-woodland-enthusiast", "view-fanatic"}) {
    REQUIRE(bundled().find_motivation(id));
    CHECK(bundled().find_motivation(id)->sides.size() == 2);
  }
}

TEST_CASE("Thrill-seeker: 1 per 3-drop, 2 per 4-drop") {
  const auto r = terms("thrill-seeker", 0, {"3", "3F", "4M", "4", "4D", "1", "2"});
  CHECK(r[0].points == 2);
  CHECK(r[1].points == 6);
  CHECK(r[1].label == "4-drop cards (3 × 2)");
}

TEST_CASE("Adventurer: 1 per 2-drop, 3 per set of 2 drops + 3 drops") {
  const auto r = terms("adventurer", 0, {"2", "2F", "2M", "3", "1"});
  CHECK(r[0].points == 3);
  CHECK(r[1].count == 1);
  CHECK(r[1].points == 3);
  CHECK(r[1].label == "Sets of 2-drop + 3-drop (1 × 3)");
}

TEST_CASE("Beginner: 1 per 1- or 2-drop, 1 per set of 1 drop + 2 drops") {
  const auto r = terms("beginner", 0, {"1", "1D", "2", "3", "4"});
  CHECK(r[0].label == "1- or 2-drop cards (3 × 1)");
  CHECK(total(r) == 4);
}

TEST_CASE("I want it all!: 3 per set of mountain + forest, 1 per 4-drop") {
  const auto r = terms("i-want-it-all", 0, {"1M", "2M", "3F", "4", "4F", "4M"});
  CHECK(r[0].count == 2);
  CHECK(r[0].points == 6);
  CHECK(r[1].points == 3);
}

TEST_CASE("Wildlife Spotter: 2 per 1-drop, 3 per set of deer + bird") {
  const auto r = terms("wildlife-spotter", 0, {"1", "1D", "2B", "3D", "4B", "4D"});
  CHECK(r[0].points == 4);
  CHECK(r[1].points == 6);
}

TEST_CASE("Nature Lover: the rulebook example scores 9") {
  const auto r = terms("nature-lover", 0, {"1M", "2M", "1F", "2F", "3F", "4D", "1B", "2", "3"});
  CHECK(r[0].points == 9);
  CHECK(r[0].label == "Distinct-icon sets (sizes 4, 2, 1)");
}

TEST_CASE("Nature Lover: small partitions") {
  const std::array<int, 5> table{0, 0, 2, 4, 7};
  CHECK(best_icon_partition({0, 0, 0, 0}, table).hearts == 0);
  CHECK(best_icon_partition({3, 0, 0, 0}, table).hearts == 0);
  CHECK(best_icon_partition({2, 1, 0, 0}, table).hearts == 2);
  CHECK(best_icon_partition({3, 3, 3, 3}, table).hearts == 21);
  CHECK(best_icon_partition({1, 2, 3, 0}, table).hearts == 6);  // {a,b,c} {b,c} {c}
}

TEST_CASE("Nature Lover: the optimum where taking the biggest group first is wrong") {
  // With 2 hearts per pair but only 5 for all four icons, two pairs (6) beat one group of
  // four (5); with two of each icon, four pairs (12) beat two groups of four (10).
  const std::array<int, 5> table{0, 0, 3, 4, 5};
  const auto one_each = best_icon_partition({1, 1, 1, 1}, table);
  CHECK(one_each.hearts == 6);
  CHECK(one_each.groups == std::vector<int>{2, 2});
  CHECK(best_icon_partition({2, 2, 2, 2}, table).hearts == 12);
  // (3,1,1,1): {a,b} {a,c} {a,d} = 9, better than {a,b,c,d} + two singles = 5.
  CHECK(best_icon_partition({3, 1, 1, 1}, table).hearts == 9);
}

TEST_CASE("Nature Lover with a catalog table override, through a whole game") {
  const json catalog = {{"motivations",
                         {{"nature-lover",
                           {{"name", "Pairs Lover"},
                            {"terms",
                             {{{"kind", "distinct_icons"},
                               {"table", {{"1", 0}, {"2", 3}, {"3", 4}, {"4", 5}}}}}}}}}}};
  auto match = start(3,
                     {{"motivations", {"nature-lover", "beginner", "beginner"}},
                      {"thresholds", {99, 99, 99}},
                      {"river", {"1F", "2", "3", "1M", "4"}}},
                     catalog);
  // Left onto 1F: row A becomes (3, 1M), row B is dealt (1D, 2, 1B).
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, {"1D", "2", "1B"})) == "");
  // Right onto 1M: row A becomes (2, 1B).
  REQUIRE(rule_of(*match, round({"3R", "rest", "rest"}, kDeal3)) == "");
  // Right onto 1B.
  REQUIRE(rule_of(*match, round({"4R", "rest", "rest"}, kDeal3)) == "");
  // Trip: 1F, 1M, 1B: one group of three = 4 beats a pair + a single = 3.
  CHECK(match->score().players[0].score == 4);
}

TEST_CASE("Wild Woodland Enthusiast, both sides and the forest majority") {
  const std::vector<std::string> t = {"3", "3F", "4D", "4", "1F", "2D", "1M"};
  const auto one = terms("wild-woodland-enthusiast", 0, t);
  CHECK(one[0].points == 2);
  CHECK(one[1].points == 4);
  CHECK(one[2].points == 6);
  const auto two = terms("wild-woodland-enthusiast", 1, t);
  CHECK(two[0].points == 6);
  CHECK(two[1].points == 4);
  CHECK(two[2].points == 5);
  CHECK(two[2].label == "More forest than mountain (2 vs 1)");
  auto tied = t;
  tied.push_back("2M");
  CHECK(terms("wild-woodland-enthusiast", 1, tied)[2].points == 0);  // strictly more
}

TEST_CASE("View Fanatic, both sides and the bird majority") {
  const auto one = terms("view-fanatic", 0, {"2", "2M", "1", "1B", "3M", "4B", "4"});
  CHECK(one[0].points == 2);
  CHECK(one[1].points == 4);
  CHECK(one[2].points == 6);
  const auto two = terms("view-fanatic", 1, {"1", "2", "1M", "2M", "3M", "4B", "2B", "1D"});
  CHECK(two[0].points == 9);  // three sets of 1 + 2 drops
  CHECK(two[1].count == 1);   // three mountains make one mountain + mountain set
  CHECK(two[1].points == 3);
  CHECK(two[2].points == 3);  // 2 birds > 1 deer
  CHECK(terms("view-fanatic", 1, {"1B", "1D"})[2].points == 0);
}

TEST_CASE("a side given in the setup picks that side's terms") {
  auto match = start(
      2, {{"motivations", {{{"card", "view-fanatic"}, {"side", 2}}, "wild-woodland-enthusiast"}},
          {"river", {"1", "2", "3", "4", "1F"}}});
  CHECK(match->rules().motivations[0].side == 2);
  CHECK(match->rules().motivations[1].side == 1);
  const auto details = match->score().details["players"];
  CHECK(details[0]["side"] == 2);
  CHECK(details[1]["side"] == 1);
}

TEST_CASE("2-player: Paddle 2 hearts are worth half") {
  auto match = start(2, {{"motivations", {"view-fanatic", "view-fanatic"}},
                         {"thresholds", {99, 99, 99}},
                         {"river", {"3", "4", "3", "4", "3"}}});
  // 2L + 3L + 2L against nothing: left onto A0 = 3 (View Fanatic side 1 scores nothing).
  REQUIRE(rule_of(*match, round({"2L 3L", "2L rest"}, kDeal3)) == "");
  const auto board = match->score();
  CHECK(board.players[0].score == 0.5);
  CHECK(board.players[1].score == 0.5);
  CHECK(board.players[0].breakdown.at(0).label == "Paddle 2 hearts (1 × 0.5)");
  CHECK(board.players[0].place == 1);
  CHECK(board.players[1].place == 1);
}

TEST_CASE("places: most hearts first at the end of the river, fewest after a flip") {
  const json setup = {{"motivations", {"thrill-seeker", "beginner", "beginner"}},
                      {"thresholds", {1, 1, 1}},
                      {"deck", 6}};
  auto flipped = start(3, setup);
  REQUIRE(rule_of(*flipped, round({"4L", "rest", "rest"}, {"4", "1", "2"})) == "");  // onto 1
  REQUIRE(rule_of(*flipped, round({"3R", "rest", "rest"}, kDeal3)) == "");           // onto 4
  REQUIRE(rule_of(*flipped, round({"5L", "rest", "rest"}, {})) == "");               // flip
  auto board = flipped->score();
  CHECK(board.players[0].score == 2);  // one 4-drop
  CHECK(board.players[1].score == 1);  // one 1-drop
  CHECK(board.players[2].score == 1);
  CHECK(board.players[1].place == 1);
  CHECK(board.players[2].place == 1);
  CHECK(board.players[0].place == 3);

  auto river = start(3, {{"motivations", {"thrill-seeker", "beginner", "beginner"}},
                         {"thresholds", {99, 99, 99}},
                         {"deck", 3}});
  REQUIRE(rule_of(*river, round({"4L", "rest", "rest"}, {"4", "1", "2"})) == "");  // onto 1
  REQUIRE(rule_of(*river, round({"3R", "rest", "rest"}, {})) == "");  // onto 4, river ends
  board = river->score();
  CHECK(river->finished());
  CHECK(board.players[0].place == 1);
  CHECK(board.players[1].place == 2);
  CHECK(board.players[2].place == 2);
}

TEST_CASE("breakdown lines add up to the score and name each scoring term") {
  auto match = start(3, {{"motivations", {"i-want-it-all", "thrill-seeker", "beginner"}},
                         {"thresholds", {99, 99, 99}},
                         {"river", {"4M", "2", "4F", "3", "1"}}});
  REQUIRE(rule_of(*match, round({"2L", "rest", "rest"}, {"1", "2", "3"})) == "");  // onto 4M
  REQUIRE(rule_of(*match, round({"2L", "rest", "rest"}, kDeal3)) == "card-not-in-hand");
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");  // onto 4F
  const auto board = match->score();
  const auto& p0 = board.players[0];
  REQUIRE(p0.breakdown.size() == 3);
  CHECK(p0.breakdown[0].label == "Sets of mountain + forest (1 × 3)");
  CHECK(p0.breakdown[1].label == "4-drop cards (2 × 1)");
  CHECK(p0.breakdown[2].label == "Paddle 2 hearts (1 × 1)");
  CHECK(p0.score == 6);
  CHECK(trib::breakdown_total(p0) == p0.score);
  CHECK(board.players[1].score == 4);
  CHECK(board.players[2].score == 0);
  CHECK(board.players[2].breakdown.empty());
}
