// "Where it slipped": the first placement after which the best reachable score dropped,
// checked against exhaustive values of every state of seeded games.

#include <doctest/doctest.h>

#include "decks.h"
#include "games/river-wild/analysis/analysis.h"

using namespace river_wild_test;
namespace an = trib::analysis::wild;

TEST_CASE("the slip is the first move after which the exhaustive best drops" *
          doctest::test_suite("slow")) {
  int slips = 0, later_slips = 0;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    std::mt19937 random(seed);
    const json deck = random_deck(random, 5);
    const rw::RiverWildMatch match = river_wild_test::start(deck);
    const rw::Catalog& catalog = match.catalog();
    const an::DeckFacts facts(catalog);
    an::GameRecord record;
    for (int i = 0; i < static_cast<int>(catalog.cards.size()); ++i) record.draws.push_back(i);
    std::shuffle(record.draws.begin(), record.draws.end(), random);
    record.moves = random_play(catalog, record.draws, random);
    record.searchable_moves = record.moves.size();

    std::vector<int> values;
    for (std::size_t i = 0; i <= record.moves.size(); ++i) {
      rw::Layout layout;
      layout.placed.insert(layout.placed.end(), record.moves.begin(), record.moves.begin() + i);
      values.push_back(exhaustive_draws(catalog, layout, record.draws, facts));
    }
    std::optional<std::size_t> expected;
    for (std::size_t i = 0; i + 1 < values.size() && !expected; ++i) {
      if (values[i + 1] < values[i]) expected = i;
    }
    record.player_score = values.back();
    const an::Analysis analysis = an::analyse(catalog, record, 30);
    INFO("seed " << seed);
    REQUIRE(analysis.reachable.size() == values.size());
    for (std::size_t i = 0; i < values.size(); ++i) CHECK(analysis.reachable[i].score == values[i]);
    CHECK(analysis.slip.move == expected);
    CHECK(analysis.slip.proven);
    CHECK(analysis.best.score == values.front());
    if (expected) {
      CHECK(analysis.slip.best_before == values[*expected]);
      CHECK(analysis.slip.best_after == values[*expected + 1]);
      ++slips;
      later_slips += *expected > 0;
    } else {
      CHECK(analysis.slip.best_after == values.back());
    }
  }
  CHECK(slips >= 3);
  CHECK(later_slips >= 1);
}

TEST_CASE("the analysis JSON carries the documented keys; moves in table-file shape") {
  std::mt19937 random(3);
  const json deck = random_deck(random, 4);
  const rw::RiverWildMatch match = river_wild_test::start(deck);
  an::GameRecord record;
  record.draws = {0, 1, 2, 3};
  record.moves = random_play(match.catalog(), record.draws, random);
  record.searchable_moves = record.moves.size();
  const an::Analysis analysis = an::analyse(match.catalog(), record, 5);
  const json doc = an::analysis_json(match.catalog(), analysis);
  for (const char* key : {"score", "proven", "bound", "moves"}) CHECK(doc.at("best").contains(key));
  for (const char* key : {"score", "proven", "bound"}) CHECK(doc.at("open_deck").contains(key));
  CHECK(doc.at("player").contains("score"));
  for (const char* key : {"move", "best_before", "best_after"}) CHECK(doc.at("slip").contains(key));
  for (const json& move : doc.at("best").at("moves")) {
    CHECK(rw::parse_move(move).card.size() == 1);
    CHECK(move.contains("side"));
  }
  CHECK(doc.at("best").at("moves").size() == analysis.best.moves.size());
  CHECK(doc.at("open_deck").at("score") >= doc.at("best").at("score"));
}

TEST_CASE("a slip is certain only when the value after the move was searched as long") {
  using R = trib::analysis::Result<rw::Placement>;
  const auto result = [](int score, int bound, double seconds, bool line) {
    R r;
    r.score = score;
    r.bound = bound;
    r.seconds = seconds;
    if (line) r.moves = {rw::Placement{0, 1, 0, false}};
    return r;
  };
  // 50 found in 3 s before the move, 46 in 1 s after it: the drop may be the search's noise.
  trib::analysis::Slip slip =
      trib::analysis::find_slip(std::vector<R>{result(50, 400, 3, true), result(46, 400, 1, true)},
                                std::vector<std::size_t>{});
  CHECK(slip.move == std::size_t{0});
  CHECK_FALSE(slip.certain);
  // Searched as long after the move: backed.
  slip =
      trib::analysis::find_slip(std::vector<R>{result(50, 400, 3, true), result(46, 400, 3, true)},
                                std::vector<std::size_t>{});
  CHECK(slip.certain);
  // Proven after the move: backed, however short.
  slip =
      trib::analysis::find_slip(std::vector<R>{result(50, 400, 3, true), result(46, 46, 0.1, true)},
                                std::vector<std::size_t>{});
  CHECK(slip.certain);
  // No line to show before the move: not backed.
  slip =
      trib::analysis::find_slip(std::vector<R>{result(50, 400, 3, false), result(46, 46, 3, true)},
                                std::vector<std::size_t>{});
  CHECK_FALSE(slip.certain);
}

TEST_CASE("a bound is informative when proven or within 25 % of the best found") {
  trib::analysis::Result<rw::Placement> r;
  r.score = 40;
  r.bound = 50;
  CHECK(r.bound_informative());
  r.bound = 51;
  CHECK_FALSE(r.bound_informative());
  r.bound = 447;
  CHECK_FALSE(r.bound_informative());
  r.score = r.bound = 0;
  CHECK(r.bound_informative());
}

TEST_CASE("the analysis reruns the best line's last placements exhaustively") {
  std::mt19937 random(3);
  const json deck = random_deck(random, 6);
  const rw::RiverWildMatch match = river_wild_test::start(deck);
  const rw::Catalog& catalog = match.catalog();
  an::GameRecord record;
  for (int i = 0; i < static_cast<int>(catalog.cards.size()); ++i) record.draws.push_back(i);
  record.moves = random_play(catalog, record.draws, random);
  record.searchable_moves = record.moves.size();
  const an::Analysis analysis = an::analyse(catalog, record, 5);
  CHECK(analysis.stable);
  CHECK(an::analysis_json(catalog, analysis)["stable"] == true);
  CHECK(an::analysis_json(catalog, analysis)["slip"].contains("certain"));
}
