// Wodny szlak's solo analysis. "Best with these draws" on 20 seeded solo deals (13 rounds of
// three tiles) from the start and from a river placed at random up to the last rounds, and the
// open deck of the 39 tiles. The coach on a round's three tiles after some rounds played at
// random. Part of bench_analysis (tests/bench/analysis.cmake).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <random>

#include "games/wodny-szlak/analysis/coach.h"
#include "games/wodny-szlak/analysis/search.h"
#include "games/wodny-szlak/placement.h"
#include "search_tally.h"

namespace {

namespace an = trib::analysis;
namespace wd = trib::analysis::wodny;
namespace ws = trib::wodny_szlak;

constexpr int kDeals = 20;

// A seeded solo deal of the bundled tiles: six removed, 13 rounds of three; the pool of 39.
struct SoloDeal {
  std::vector<std::vector<int>> rounds;
  std::vector<int> pool;
};

SoloDeal solo_deal(unsigned seed) {
  const ws::Catalog& catalog = ws::bundled_catalog_typed();
  std::vector<int> tiles;
  for (int t = 0; t < static_cast<int>(catalog.tiles.size()); ++t) {
    if (ws::group_in_play(catalog.tiles[t].group, 1)) tiles.push_back(t);
  }
  std::mt19937 random(seed);
  std::shuffle(tiles.begin(), tiles.end(), random);
  SoloDeal deal;
  deal.pool.assign(tiles.begin() + 6, tiles.end());
  for (int r = 0; r < ws::kPlacementsPerPlayer; ++r) {
    deal.rounds.emplace_back(deal.pool.begin() + 3 * r, deal.pool.begin() + 3 * r + 3);
  }
  return deal;
}

// The river after the first `count` rounds, each placing a random tile of the round at a
// random legal spot.
wd::State random_start(const SoloDeal& deal, std::size_t count, unsigned seed) {
  const ws::Catalog& catalog = ws::bundled_catalog_typed();
  std::mt19937 random(seed);
  wd::State state{ws::make_board(catalog, 0), 0};
  for (; state.round < count; ++state.round) {
    std::vector<wd::Step> options;
    for (int tile : deal.rounds[state.round]) {
      for (const ws::Spot& spot : ws::legal_spots(catalog, state.board, tile)) {
        options.push_back({tile, spot.cell, spot.rot});
      }
    }
    if (options.empty()) continue;
    const wd::Step step = options[random() % options.size()];
    ws::place_tile(state.board, catalog, step.tile, step.cell, step.rot);
  }
  return state;
}

// Arguments: the time limit (milliseconds), the rounds already played at random, and 1
// for the open deck.
void BM_WodnyBest(benchmark::State& state) {
  const ws::Catalog& catalog = ws::bundled_catalog_typed();
  const auto limit = std::chrono::milliseconds(state.range(0));
  const auto played = static_cast<std::size_t>(state.range(1));
  const bool open = state.range(2) != 0;
  for (auto _ : state) {
    trib::bench::SearchTally tally;
    for (unsigned seed = 1; seed <= kDeals; ++seed) {
      const SoloDeal deal = solo_deal(seed);
      wd::Search search(catalog, open ? wd::Order::OpenDeck : wd::Order::Draws,
                        open ? std::vector<std::vector<int>>{deal.pool} : deal.rounds);
      tally.run(search, random_start(deal, played, seed), limit);
    }
    tally.report(state);
  }
}
BENCHMARK(BM_WodnyBest)
    ->Args({1000, 0, 0})
    ->Args({10000, 0, 0})
    ->Args({1000, 9, 0})
    ->Args({1000, 10, 0})
    ->Args({1000, 11, 0})
    ->Args({1000, 0, 1})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

// Arguments: the budget (milliseconds) and the rounds already played at random; the hand
// is the next round's three tiles, the unseen tiles the rest of the pool.
void BM_WodnyCoach(benchmark::State& state) {
  const ws::Catalog& catalog = ws::bundled_catalog_typed();
  const auto limit = std::chrono::milliseconds(state.range(0));
  const auto played = static_cast<std::size_t>(state.range(1));
  for (auto _ : state) {
    double worst = 0, total = 0;
    std::size_t options = 0, samples = 0;
    for (unsigned seed = 1; seed <= kDeals; ++seed) {
      const SoloDeal deal = solo_deal(seed);
      const wd::State start = random_start(deal, played, seed);
      const std::vector<int> unseen(deal.pool.begin() + 3 * static_cast<std::ptrdiff_t>(played + 1),
                                    deal.pool.end());
      const std::size_t rounds_after = ws::kPlacementsPerPlayer - played - 1;
      const auto begin = std::chrono::steady_clock::now();
      const auto ranked = wd::coach(catalog, start.board, deal.rounds[played], unseen, rounds_after,
                                    an::Budget{begin + limit}, seed);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      worst = std::max(worst, seconds);
      total += seconds;
      options += ranked.size();
      samples += ranked.empty() ? 0 : static_cast<std::size_t>(ranked.front().samples);
    }
    state.counters["mean_ms"] = 1000 * total / kDeals;
    state.counters["max_ms"] = 1000 * worst;
    state.counters["mean_placements"] = double(options) / kDeals;
    state.counters["mean_samples"] = double(samples) / kDeals;
  }
}
BENCHMARK(BM_WodnyCoach)
    ->Args({1000, 0})
    ->Args({1000, 6})
    ->Args({1000, 11})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace
