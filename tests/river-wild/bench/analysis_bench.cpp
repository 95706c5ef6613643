// River Wild's solo analysis. Scoring on 20 seeded full deals: every legal child of every turn
// of a random game scored by a full rescoring (cell grid + score_layout) and by the incremental
// lands (place, total, undo), placements per second of each and their ratio. "Best with these
// draws" on the same 20 deals, with the time limit (milliseconds) as the argument: how many are
// proven optimal within it, the median time, the mean gap between bound and score of the rest,
// the mean best score found, placements scored per second, and each deal's best on stderr (60 s
// runs only with TRIBUTARY_BENCH_60S=1 set). The coach on the first hand of 20 seeded deals, with
// the budget (milliseconds) as the argument: the time it took, placements ranked and orders
// sampled per placement. Part of bench_analysis (tests/bench/analysis.cmake).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>

#include "games/river-wild/analysis/coach.h"
#include "games/river-wild/analysis/incremental.h"
#include "games/river-wild/analysis/search.h"
#include "search_tally.h"

namespace {

namespace an = trib::analysis::wild;
namespace rw = trib::river_wild;

constexpr int kDeals = 20;

// The bundled River Wild catalog, as a solo table without a catalog section plays it.
rw::Catalog bundled_catalog() {
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Bench"};
  return rw::start_match(table)->catalog();
}

std::vector<int> seeded_draws(const rw::Catalog& catalog, unsigned seed) {
  std::vector<int> draws(catalog.cards.size());
  for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
  std::mt19937 random(seed);
  std::shuffle(draws.begin(), draws.end(), random);
  return draws;
}

// A seeded random game: at each turn, the legal placements of the hand and the one made.
struct GameTurn {
  std::vector<rw::Placement> children;
  rw::Placement made;
};

std::vector<std::vector<GameTurn>> seeded_games(const rw::Catalog& catalog) {
  std::vector<std::vector<GameTurn>> games;
  for (unsigned seed = 1; seed <= kDeals; ++seed) {
    const std::vector<int> draws = seeded_draws(catalog, seed);
    std::mt19937 random(seed);
    rw::Layout layout;
    std::vector<GameTurn>& game = games.emplace_back();
    while (true) {
      const std::size_t drawn =
          std::min(draws.size(), static_cast<std::size_t>(layout.river_cards()) + 3);
      std::vector<int> hand;
      for (std::size_t i = 0; i < drawn; ++i) {
        if (!layout.has(draws[i])) hand.push_back(draws[i]);
      }
      auto spots = rw::legal_spots(catalog, layout, rw::CellGrid(catalog, layout), hand);
      if (spots.empty()) break;
      const rw::Placement made = spots[random() % spots.size()];
      game.push_back({std::move(spots), made});
      layout.placed.push_back(made);
    }
  }
  return games;
}

// CPU time of this thread: the ratio holds on a machine busy with other work.
double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

// Both score every child of every turn, as the search does: the full rescoring builds the
// child's cell grid and scores it; the incremental lands place, total and undo.
void BM_ScoringFullVsIncremental(benchmark::State& state) {
  constexpr int kRounds = 20;  // each way, for a measurable time
  const rw::Catalog catalog = bundled_catalog();
  const std::vector<std::vector<GameTurn>> games = seeded_games(catalog);
  for (auto _ : state) {
    std::uint64_t placements = 0;
    long checksum_full = 0, checksum_incremental = 0;
    double begin = thread_seconds();
    for (int round = 0; round < kRounds; ++round) {
      for (const std::vector<GameTurn>& game : games) {
        rw::Layout layout;
        for (const GameTurn& turn : game) {
          for (const rw::Placement& p : turn.children) {
            layout.placed.push_back(p);
            const rw::CellGrid grid(catalog, layout);
            checksum_full += rw::score_layout(catalog, layout, grid, {}).total;
            layout.placed.pop_back();
            ++placements;
          }
          layout.placed.push_back(turn.made);
        }
      }
    }
    const double full_s = thread_seconds() - begin;
    begin = thread_seconds();
    for (int round = 0; round < kRounds; ++round) {
      for (const std::vector<GameTurn>& game : games) {
        an::IncrementalLands lands(catalog, rw::Layout{});
        for (const GameTurn& turn : game) {
          for (const rw::Placement& p : turn.children) {
            lands.place(p);
            checksum_incremental += lands.total();
            lands.undo();
          }
          lands.place(turn.made);
        }
      }
    }
    const double incremental_s = thread_seconds() - begin;
    if (checksum_full != checksum_incremental) state.SkipWithError("the scores differ");
    state.counters["placements"] = double(placements / kRounds);
    state.counters["full_per_s"] = double(placements) / full_s;
    state.counters["incremental_per_s"] = double(placements) / incremental_s;
    state.counters["ratio"] = full_s / incremental_s;
  }
}
BENCHMARK(BM_ScoringFullVsIncremental)->Iterations(1)->Unit(benchmark::kSecond);

void BM_BestWithDraws(benchmark::State& state) {
  const rw::Catalog catalog = bundled_catalog();
  const auto limit = std::chrono::milliseconds(state.range(0));
  for (auto _ : state) {
    trib::bench::SearchTally tally;
    std::fprintf(stderr, "best with the draws at %lld ms, deals 1-%d:",
                 static_cast<long long>(state.range(0)), kDeals);
    for (unsigned seed = 1; seed <= kDeals; ++seed) {
      an::Search search(catalog, an::Order::Draws, seeded_draws(catalog, seed));
      std::fprintf(stderr, " %d", tally.run(search, rw::Layout{}, limit));
    }
    std::fprintf(stderr, "\n");
    tally.report(state);
  }
}
BENCHMARK(BM_BestWithDraws)->Arg(1000)->Arg(10000)->Iterations(1)->Unit(benchmark::kSecond);
// 20 minutes: registered only on request.
[[maybe_unused]] const bool kLongRun =
    std::getenv("TRIBUTARY_BENCH_60S") != nullptr &&
    benchmark::RegisterBenchmark("BM_BestWithDraws", BM_BestWithDraws)
            ->Arg(60000)
            ->Iterations(1)
            ->Unit(benchmark::kSecond) != nullptr;

// A seeded deal played at random until at most `left` cards are unseen (`left` 0: the
// first hand): the layout, the hand and the unseen cards.
struct Turn {
  rw::Layout layout;
  std::vector<int> hand, unseen;
};

Turn seeded_turn(const rw::Catalog& catalog, unsigned seed, std::size_t left) {
  std::vector<int> draws(catalog.cards.size());
  for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
  std::mt19937 random(seed);
  std::shuffle(draws.begin(), draws.end(), random);
  Turn turn;
  while (true) {
    const std::size_t drawn =
        std::min(draws.size(), static_cast<std::size_t>(turn.layout.river_cards()) + 3);
    turn.hand.clear();
    for (std::size_t i = 0; i < drawn; ++i) {
      if (!turn.layout.has(draws[i])) turn.hand.push_back(draws[i]);
    }
    turn.unseen.assign(draws.begin() + static_cast<std::ptrdiff_t>(drawn), draws.end());
    if (left == 0 || turn.unseen.size() <= left) return turn;
    const auto spots =
        rw::legal_spots(catalog, turn.layout, rw::CellGrid(catalog, turn.layout), turn.hand);
    if (spots.empty()) return turn;
    turn.layout.placed.push_back(spots[random() % spots.size()]);
  }
}

// Arguments: the budget (milliseconds) and the unseen cards at the turn coached (0: the
// first hand).
void BM_Coach(benchmark::State& state) {
  const rw::Catalog catalog = bundled_catalog();
  const auto limit = std::chrono::milliseconds(state.range(0));
  for (auto _ : state) {
    double worst = 0, total = 0;
    std::size_t options = 0, samples = 0, exact = 0;
    for (unsigned seed = 1; seed <= kDeals; ++seed) {
      const Turn turn = seeded_turn(catalog, seed, static_cast<std::size_t>(state.range(1)));
      const auto start = std::chrono::steady_clock::now();
      const auto ranked = an::coach(catalog, turn.layout, turn.hand, turn.unseen,
                                    trib::analysis::Budget{start + limit}, seed);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      worst = std::max(worst, seconds);
      total += seconds;
      options += ranked.size();
      samples += ranked.empty() ? 0 : static_cast<std::size_t>(ranked.front().samples);
      exact += !ranked.empty() && ranked.front().exact;
    }
    state.counters["mean_ms"] = 1000 * total / kDeals;
    state.counters["max_ms"] = 1000 * worst;
    state.counters["mean_placements"] = double(options) / kDeals;
    state.counters["mean_orders"] = double(samples) / kDeals;
    state.counters["exact"] = double(exact);
  }
}
BENCHMARK(BM_Coach)->Args({300, 0})->Args({300, 6})->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
