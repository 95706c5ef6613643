// The branch and bound against exhaustive enumeration on small seeded decks, and the
// honesty of its bound and "proven".

#include <doctest/doctest.h>

#include <chrono>

#include "core/replay.h"
#include "decks.h"
#include "games/river-wild/analysis/search.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

namespace {

std::vector<int> shuffled_deck(const rw::Catalog& catalog, std::mt19937& random) {
  std::vector<int> order(catalog.cards.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::shuffle(order.begin(), order.end(), random);
  return order;
}

// Replays `moves` as a table with the draws kept: every move must be legal, and the game
// over at the end; returns the score sheet's total.
int replay_line(const json& deck, const rw::Catalog& catalog, const std::vector<int>& draws,
                const std::vector<rw::Placement>& moves) {
  json table_moves = json::array();
  std::size_t drawn = 0;
  const auto draw_to = [&](std::size_t count) {
    for (; drawn < std::min(count, draws.size()); ++drawn) {
      table_moves.push_back({{"draw", catalog.cards[draws[drawn]].id}});
    }
  };
  draw_to(3);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    table_moves.push_back(rw::move_json(catalog, moves[i]));
    draw_to(i + 4);
  }
  const trib::Replay replayed = trib::replay(
      trib::river_wild_game(), river_wild_test::table(deck, json::object(), table_moves));
  REQUIRE_FALSE(replayed.failed_at);
  CHECK(replayed.match->finished());
  return static_cast<int>(replayed.scoreboard().players.at(0).score);
}

}  // namespace

TEST_CASE("with the draws replayed, the search finds the exhaustive best and proves it" *
          doctest::test_suite("slow")) {
  int nonzero = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    std::mt19937 random(seed);
    const json deck = random_deck(random, 4 + static_cast<int>(seed % 2));
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    const an::DeckFacts facts(catalog);
    const std::vector<int> draws = shuffled_deck(catalog, random);
    rw::Layout layout;
    const int expected = exhaustive_draws(catalog, layout, draws, facts);
    an::Search search(catalog, an::Order::Draws, draws);
    const an::SearchResult result = search.run(rw::Layout{}, trib::analysis::Budget{});
    INFO("seed " << seed);
    CHECK(result.score == expected);
    CHECK(result.proven());
    CHECK(replay_line(deck, catalog, draws, result.moves) == result.score);
    nonzero += expected > 0;
  }
  CHECK(nonzero >= 5);  // the decks score, so the comparison means something
}

TEST_CASE("the open deck best is the best over every order of the cards" *
          doctest::test_suite("slow")) {
  for (unsigned seed = 100; seed < 110; ++seed) {
    std::mt19937 random(seed);
    const json deck = random_deck(random, 4);
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    const an::DeckFacts facts(catalog);
    an::Search search(catalog, an::Order::OpenDeck);
    const an::SearchResult result = search.run(rw::Layout{}, trib::analysis::Budget{});
    INFO("seed " << seed);
    CHECK(result.score == exhaustive_open(catalog, facts));
    CHECK(result.proven());
  }
}

TEST_CASE("the bound is never below the best score from a state of the bundled deck") {
  // Late states of seeded games on the bundled deck: exhaustive_draws checks the bound at
  // every state below them.
  for (unsigned seed = 1; seed <= 3; ++seed) {
    std::mt19937 random(seed);
    trib::TableFile table;
    table.game = "river-wild";
    table.players = {"Ada"};
    const rw::RiverWildMatch match = *rw::start_match(table);
    const rw::Catalog& catalog = match.catalog();
    const an::DeckFacts facts(catalog);
    std::vector<int> draws = shuffled_deck(catalog, random);
    const std::vector<rw::Placement> played = random_play(catalog, draws, random);
    const std::size_t keep = played.size() > 3 ? played.size() - 3 : 0;
    rw::Layout layout;
    layout.placed.insert(layout.placed.end(), played.begin(), played.begin() + keep);
    const int value = exhaustive_draws(catalog, layout, draws, facts);
    an::Search search(catalog, an::Order::Draws, draws);
    const an::SearchResult result = search.run(layout, trib::analysis::Budget{});
    CHECK(result.score == value);
    CHECK(result.proven());
  }
}

TEST_CASE("a search stopped early says so: its bound stays above the score found") {
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Ada"};
  const rw::RiverWildMatch match = *rw::start_match(table);
  std::mt19937 random(7);
  an::Search search(match.catalog(), an::Order::OpenDeck);
  const std::atomic<bool> stop{true};
  // With c08 under the source every card has a spot: the game cannot end there (three
  // cards with no spot would make a hand that ends it), so the search must play on.
  rw::Layout start;
  start.placed.push_back({*match.catalog().find("c08"), 1, 0, false});
  REQUIRE_FALSE(search.may_end(start, rw::CellGrid(match.catalog(), start)));
  const an::SearchResult result = search.run(start, trib::analysis::Budget{{}, &stop});
  // Stopped before it starts, it has no line to show (-1), and a bound that still holds.
  CHECK(result.score == -1);
  CHECK(result.moves.empty());
  CHECK(result.bound > result.score);
  CHECK_FALSE(result.proven());
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
  const an::SearchResult timed = search.run(rw::Layout{}, trib::analysis::Budget{deadline});
  CHECK(timed.bound >= timed.score);
  CHECK(timed.proven() == (timed.bound == timed.score));
}
