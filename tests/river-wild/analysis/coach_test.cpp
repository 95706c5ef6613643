// The coach against a brute-force expectation (every order of the unseen cards, each
// searched exhaustively) on small seeded decks, its completeness and its determinism.

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>

#include "decks.h"
#include "games/river-wild/analysis/coach.h"
#include "games/river-wild/analysis/coach_memo.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

namespace {

// A turn of a seeded game: the layout after `placed` random placements, the hand and the
// unseen cards.
struct Turn {
  rw::Layout layout;
  std::vector<int> hand;
  std::vector<int> unseen;
};

Turn seeded_turn(const rw::Catalog& catalog, std::mt19937& random, std::size_t placed) {
  std::vector<int> draws(catalog.cards.size());
  for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
  std::shuffle(draws.begin(), draws.end(), random);
  const std::vector<rw::Placement> play = random_play(catalog, draws, random);
  Turn turn;
  for (std::size_t i = 0; i < std::min(placed, play.size()); ++i)
    turn.layout.placed.push_back(play[i]);
  const std::size_t drawn =
      std::min(draws.size(), static_cast<std::size_t>(turn.layout.river_cards()) + 3);
  for (std::size_t i = 0; i < draws.size(); ++i) {
    if (turn.layout.has(draws[i])) continue;
    (i < drawn ? turn.hand : turn.unseen).push_back(draws[i]);
  }
  return turn;
}

// The mean over every order of the unseen cards of the exhaustive best after `p`.
double brute_expectation(const rw::Catalog& catalog, const Turn& turn, const rw::Placement& p) {
  const an::DeckFacts facts(catalog);
  std::vector<int> order = turn.unseen;
  std::sort(order.begin(), order.end());
  double sum = 0;
  int count = 0;
  do {
    std::vector<int> draws;
    for (std::size_t i = 1; i < turn.layout.placed.size(); ++i)
      draws.push_back(turn.layout.placed[i].card);
    draws.insert(draws.end(), turn.hand.begin(), turn.hand.end());
    draws.insert(draws.end(), order.begin(), order.end());
    rw::Layout layout = turn.layout;
    layout.placed.push_back(p);
    sum += exhaustive_draws(catalog, layout, draws, facts);
    ++count;
  } while (std::next_permutation(order.begin(), order.end()));
  return sum / count;
}

}  // namespace

TEST_CASE("on small decks the coach's expectation is the exact one over every order" *
          doctest::test_suite("slow")) {
  int spread = 0;
  for (unsigned seed = 1; seed <= 15; ++seed) {
    std::mt19937 random(seed);
    const int cards = 4 + static_cast<int>(seed % 3);
    const json deck = random_deck(random, cards);
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    // On six cards one is placed first, keeping the brute force short.
    const Turn turn = seeded_turn(catalog, random, cards == 6 ? 1 : seed % 2);
    const auto options =
        an::coach(catalog, turn.layout, turn.hand, turn.unseen, trib::analysis::Budget{}, seed);
    INFO("seed " << seed);
    REQUIRE_FALSE(options.empty());
    std::vector<double> brute;
    for (const an::CoachOption& option : options) {
      brute.push_back(brute_expectation(catalog, turn, option.placement));
      CHECK(option.exact);
      CHECK(option.expected == doctest::Approx(brute.back()));
      CHECK(option.samples > 0);
    }
    // The ranking is the brute-force one: its expectations do not rise down the list.
    CHECK(std::is_sorted(brute.begin(), brute.end(), std::greater<>()));
    spread += brute.front() > brute.back();
  }
  CHECK(spread >= 4);  // the placements differ, so the ranking means something
}

TEST_CASE("every legal placement of the hand appears exactly once") {
  for (unsigned seed = 30; seed < 36; ++seed) {
    std::mt19937 random(seed);
    const json deck = random_deck(random, 6);
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    const Turn turn = seeded_turn(catalog, random, 1);
    const auto options =
        an::coach(catalog, turn.layout, turn.hand, turn.unseen, trib::analysis::Budget{}, seed);
    std::vector<rw::Placement> expected;
    const rw::CellGrid grid(catalog, turn.layout);
    for (int card : turn.hand) {
      for (const rw::Placement& p : rw::legal_spots(catalog, turn.layout, grid, {card}))
        expected.push_back(p);
    }
    INFO("seed " << seed);
    REQUIRE(options.size() == expected.size());
    for (const rw::Placement& p : expected) {
      CHECK(std::count_if(options.begin(), options.end(),
                          [&](const an::CoachOption& o) { return o.placement == p; }) == 1);
    }
  }
}

TEST_CASE("with a deadline and many searches, beam lines over every order stay below exact" *
          doctest::test_suite("slow")) {
  int compared = 0;
  for (unsigned seed = 40; seed < 46 && compared == 0; ++seed) {
    std::mt19937 random(seed);
    const json deck = random_deck(random, 6);
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    const Turn turn = seeded_turn(catalog, random, 0);
    const auto exact =
        an::coach(catalog, turn.layout, turn.hand, turn.unseen, trib::analysis::Budget{}, seed);
    if (exact.size() * 6 <= an::kExactSearches) continue;  // would be searched exactly
    ++compared;
    const trib::analysis::Budget far{std::chrono::steady_clock::now() + std::chrono::seconds(60)};
    const auto beamed = an::coach(catalog, turn.layout, turn.hand, turn.unseen, far, seed);
    INFO("seed " << seed);
    REQUIRE(beamed.size() == exact.size());
    for (const an::CoachOption& option : beamed) {
      const auto same = std::find_if(exact.begin(), exact.end(), [&](const an::CoachOption& o) {
        return o.placement == option.placement;
      });
      REQUIRE(same != exact.end());
      CHECK(same->exact);
      CHECK_FALSE(option.exact);
      CHECK(option.samples == 6);
      CHECK(option.expected <= same->expected + 1e-9);
    }
  }
  CHECK(compared == 1);
}

namespace {

const rw::RiverWildMatch& bundled() {
  static const rw::RiverWildMatch match = [] {
    trib::TableFile table;
    table.game = "river-wild";
    table.players = {"Coach"};
    return *rw::start_match(table);
  }();
  return match;
}

Turn bundled_turn(unsigned seed) {
  const rw::Catalog& catalog = bundled().catalog();
  std::vector<int> draws(catalog.cards.size());
  for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
  std::mt19937 random(seed);
  std::shuffle(draws.begin(), draws.end(), random);
  Turn turn;
  turn.hand.assign(draws.begin(), draws.begin() + 3);
  turn.unseen.assign(draws.begin() + 3, draws.end());
  return turn;
}

}  // namespace

TEST_CASE("with a fixed seed and number of orders, the sampled ranking is the same") {
  const rw::Catalog& catalog = bundled().catalog();
  const Turn turn = bundled_turn(7);
  const auto first =
      an::coach(catalog, turn.layout, turn.hand, turn.unseen, trib::analysis::Budget{}, 42, 3);
  const auto second =
      an::coach(catalog, turn.layout, turn.hand, turn.unseen, trib::analysis::Budget{}, 42, 3);
  REQUIRE(first.size() == second.size());
  REQUIRE_FALSE(first.empty());
  for (std::size_t i = 0; i < first.size(); ++i) {
    CHECK(first[i].placement == second[i].placement);
    CHECK(first[i].expected == second[i].expected);
    CHECK(first[i].samples == 3);
    CHECK_FALSE(first[i].exact);
  }
}

namespace {

void check_same_ranking(const std::vector<an::CoachOption>& a,
                        const std::vector<an::CoachOption>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CHECK(a[i].placement == b[i].placement);
    CHECK(a[i].expected == b[i].expected);
    CHECK(a[i].samples == b[i].samples);
  }
}

}  // namespace

TEST_CASE("a position is ranked the same on every visit, however much time the visit has") {
  const rw::Catalog& catalog = bundled().catalog();
  const Turn turn = bundled_turn(5);
  const trib::analysis::Budget far{std::chrono::steady_clock::now() + std::chrono::seconds(60)};
  an::CoachMemo memo;
  const auto first = memo.rank(catalog, turn.layout, turn.hand, turn.unseen, far);
  REQUIRE_FALSE(first.empty());
  CHECK(first.front().samples == static_cast<int>(an::kCoachOrders));
  // Coming back with no time left at all: the ranking kept for the position.
  const trib::analysis::Budget spent{std::chrono::steady_clock::now()};
  check_same_ranking(memo.rank(catalog, turn.layout, turn.hand, turn.unseen, spent), first);
  // Another window (a new memo), the unseen cards listed in another order: the seed comes
  // from the position, so the ranking is the same again.
  std::vector<int> reversed(turn.unseen.rbegin(), turn.unseen.rend());
  an::CoachMemo other;
  check_same_ranking(other.rank(catalog, turn.layout, turn.hand, reversed, far), first);
  // Another position draws other orders.
  const Turn next = bundled_turn(6);
  CHECK(an::position_seed(an::coach_position(next.layout, next.hand, next.unseen)) !=
        an::position_seed(an::coach_position(turn.layout, turn.hand, turn.unseen)));
}

TEST_CASE("a ranking stopped before its orders are done is not kept") {
  const rw::Catalog& catalog = bundled().catalog();
  const Turn turn = bundled_turn(5);
  std::atomic<bool> stop{true};
  an::CoachMemo memo;
  const auto stopped =
      memo.rank(catalog, turn.layout, turn.hand, turn.unseen,
                trib::analysis::Budget{std::chrono::steady_clock::time_point::max(), &stop});
  REQUIRE_FALSE(stopped.empty());
  CHECK(stopped.front().samples == 1);  // the first order is always finished
  const trib::analysis::Budget far{std::chrono::steady_clock::now() + std::chrono::seconds(60)};
  CHECK(memo.rank(catalog, turn.layout, turn.hand, turn.unseen, far).front().samples ==
        static_cast<int>(an::kCoachOrders));
}

TEST_CASE("a bundled-deck hand gets a complete ranking within a 300 ms budget") {
  const rw::Catalog& catalog = bundled().catalog();
  for (unsigned seed = 1; seed <= 3; ++seed) {
    const Turn turn = bundled_turn(seed);
    const trib::analysis::Budget budget{std::chrono::steady_clock::now() +
                                        std::chrono::milliseconds(300)};
    const auto options = an::coach(catalog, turn.layout, turn.hand, turn.unseen, budget, seed);
    INFO("seed " << seed);
    CHECK(options.size() ==
          rw::legal_spots(catalog, turn.layout, rw::CellGrid(catalog, turn.layout), turn.hand)
              .size());
    for (const an::CoachOption& option : options) {
      CHECK(option.samples > 0);
      CHECK(option.samples == options.front().samples);
      CHECK(option.expected > 0);
    }
  }
}
