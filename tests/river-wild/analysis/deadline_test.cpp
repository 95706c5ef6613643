// Every budget is a deadline: searches and analyses cut at any moment keep a true bound and
// only real lines, and big custom decks (the most cards and the largest faces the catalog
// format takes) stop at their deadline. The wall time itself is checked by
// tests/cli/analyse_deadline_test.sh; here only a hang fails.

#include <doctest/doctest.h>

#include <atomic>
#include <memory>
#include <string>

#include "decks.h"
#include "games/river-wild/analysis/analysis.h"
#include "games/river-wild/analysis/beam.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

namespace {

constexpr double kBudget = 0.2;
constexpr double kHang = 20;  // far above the budget even under the sanitizers

// `cards` alike W×H cards: a river down the middle between two lands walled in by
// mountains, a frog on one and a goal on the other.
json big_deck(int cards, int width, int height) {
  const std::string side(static_cast<std::size_t>(width / 2 - 2), 'L');
  const std::string middle = "M" + side + "RR" + side + "M";
  const std::string wall =
      "M" + std::string(side.size(), 'M') + "RR" + std::string(side.size(), 'M') + "M";
  std::vector<std::string> rows(static_cast<std::size_t>(height), middle);
  rows.front() = rows.back() = wall;
  const json items = {{{"animal", "frog"}, {"at", {1, 1}}},
                      {{"goal", {{"any", 2}}}, {"points", {3, 1}}, {"at", {1, width - 2}}}};
  json deck_cards = json::object();
  for (int i = 0; i < cards; ++i) {
    deck_cards["c" + std::to_string(10000 + i)] = {{"rows", rows}, {"items", items}};
  }
  return river_wild_test::deck(width, height, {{"rows", rows}}, deck_cards);
}

// The first `placed` cards straight down from the source.
std::vector<json> column_moves(int placed) {
  std::vector<json> moves;
  for (int i = 0; i < placed; ++i)
    moves.push_back(river_wild_test::move("c" + std::to_string(10000 + i), i + 1, 0));
  return moves;
}

struct Analysed {
  std::unique_ptr<rw::RiverWildMatch> match;
  an::GameRecord record;
  an::Analysis analysis;
};

Analysed analyse_table(const trib::TableFile& table, double seconds,
                       const std::atomic<bool>* stop = nullptr) {
  Analysed analysed;
  analysed.match = rw::start_match(table);
  for (const json& move : table.moves) REQUIRE(analysed.match->apply(move).legal());
  analysed.record = an::game_record(*analysed.match, table, std::nullopt);
  analysed.analysis = an::analyse(analysed.match->catalog(), analysed.record, seconds, stop);
  return analysed;
}

// Fails unless `moves` are legal placements from `start` ending where the game may end with
// `score`.
void check_real_line(const an::Search& search, rw::Layout layout,
                     const std::vector<rw::Placement>& moves, int score) {
  const rw::Catalog& catalog = search.catalog();
  for (const rw::Placement& p : moves) {
    REQUIRE(rw::first_broken_rule(catalog, layout, rw::CellGrid(catalog, layout), p) ==
            rw::Rule::None);
    layout.placed.push_back(p);
  }
  const rw::CellGrid grid(catalog, layout);
  CHECK(search.may_end(layout, grid));
  CHECK(rw::score_layout(catalog, layout, grid, {}).total == score);
}

// The checks every analysis result must pass however early it was cut.
void check_honest(const trib::analysis::Result<rw::Placement>& result) {
  CHECK(result.score >= -1);
  CHECK(result.bound >= result.score);
  if (result.score < 0) CHECK(result.moves.empty());
}

}  // namespace

TEST_CASE("a River Wild search cut at any moment keeps a true bound and only a real line") {
  for (unsigned seed = 1; seed <= 3; ++seed) {
    std::mt19937 random(seed);
    const rw::RiverWildMatch match = river_wild_test::start(random_deck(random, 5));
    const rw::Catalog& catalog = match.catalog();
    std::vector<int> draws(catalog.cards.size());
    for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
    std::shuffle(draws.begin(), draws.end(), random);
    rw::Layout start;
    const int value = exhaustive_draws(catalog, start, draws, an::DeckFacts(catalog));
    an::Search search(catalog, an::Order::Draws, draws);
    for (int micros = 0; micros <= 2000; micros += 50) {
      const an::SearchResult result =
          search.run(start, trib::analysis::Budget{trib::analysis::after(
                                trib::analysis::Clock::now(), micros * 1e-6)});
      INFO("seed " << seed << ", cut after " << micros << " µs");
      check_honest(result);
      CHECK(result.bound >= value);
      CHECK(result.score <= value);
      if (result.score >= 0) check_real_line(search, start, result.moves, result.score);
    }
  }
}

TEST_CASE("a search stopped before it starts keeps the known line and a true bound") {
  const json deck = big_deck(50, 32, 32);
  const rw::RiverWildMatch match = river_wild_test::start(deck);
  an::Search search(match.catalog(), an::Order::OpenDeck);
  const rw::Layout start;
  const an::Line known = an::first_legal_line(search, start, trib::analysis::Budget{});
  REQUIRE(known.score >= 0);
  check_real_line(search, start, known.moves, known.score);
  const std::atomic<bool> stop{true};
  const an::SearchResult kept = search.run(start, trib::analysis::Budget{{}, &stop}, known);
  CHECK(kept.score == known.score);
  CHECK(kept.moves == known.moves);
  CHECK(kept.bound > kept.score);
  const an::SearchResult none = search.run(start, trib::analysis::Budget{{}, &stop});
  CHECK(none.score == -1);
  CHECK(none.moves.empty());
  CHECK(none.bound == kept.bound);
}

TEST_CASE("a finished 1 000-card River Wild game: the analysis stops at its deadline") {
  const trib::TableFile table =
      river_wild_test::table(big_deck(1000, 8, 4), json::object(), column_moves(1000));
  const an::Analysis analysis = analyse_table(table, kBudget).analysis;
  CHECK(analysis.seconds < kHang);
  // The player's own line is known at every state, so none is without one.
  CHECK(analysis.player_score > 0);
  CHECK(analysis.best.score >= analysis.player_score);
  REQUIRE(analysis.reachable.size() == 1001);
  for (const auto& result : analysis.reachable) {
    check_honest(result);
    CHECK(result.score >= analysis.player_score);
  }
  CHECK_FALSE(analysis.best.proven());
  CHECK(analysis.open_deck.score >= analysis.best.score);
  CHECK_FALSE(analysis.slip.proven);

  const std::atomic<bool> stop{true};
  const an::Analysis stopped = analyse_table(table, 3600, &stop).analysis;
  CHECK(stopped.seconds < kHang);
  CHECK(stopped.best.score >= stopped.player_score);
  check_honest(stopped.best);
}

TEST_CASE("unplayed and half-played decks of the largest cards stop at their deadline") {
  struct Case {
    int cards, width, height, placed;
  };
  for (const Case& c :
       {Case{50, 32, 32, 0}, Case{50, 32, 32, 10}, Case{1000, 8, 4, 0}, Case{1000, 8, 4, 10}}) {
    const trib::TableFile table = river_wild_test::table(big_deck(c.cards, c.width, c.height),
                                                         json::object(), column_moves(c.placed));
    const Analysed analysed = analyse_table(table, kBudget);
    const an::Analysis& analysis = analysed.analysis;
    INFO(c.cards << " cards of " << c.width << "×" << c.height << ", " << c.placed << " placed");
    CHECK(analysis.seconds < kHang);
    check_honest(analysis.best);
    check_honest(analysis.open_deck);
    for (const auto& result : analysis.reachable) check_honest(result);
    CHECK_FALSE(analysis.open_deck.proven());
    if (analysis.best.score >= 0) {
      const an::Search search(analysed.match->catalog(), an::Order::Draws, analysed.record.draws);
      check_real_line(search, rw::Layout{}, analysis.best.moves, analysis.best.score);
    }
  }
}
