// River Wild "best with these draws" on 20 seeded full deals of the bundled deck, with the
// time limit (seconds) as the argument: how many are proven optimal within it, the median
// time, the mean gap between bound and score of the rest, the mean best score found and
// placements scored per second.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <random>

#include "analysis/river_wild_search.h"

namespace {

namespace an = trib::analysis;
namespace rw = trib::river_wild;

constexpr int kDeals = 20;

void BM_BestWithDraws(benchmark::State& state) {
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Bench"};
  const rw::RiverWildMatch match = rw::start_match(table);
  const rw::Catalog& catalog = match.catalog();
  const auto limit = std::chrono::milliseconds(state.range(0));
  for (auto _ : state) {
    int proven = 0, gap = 0, best = 0;
    std::uint64_t evaluated = 0;
    double total_seconds = 0;
    std::vector<double> times;
    for (unsigned seed = 1; seed <= kDeals; ++seed) {
      std::vector<int> draws(catalog.cards.size());
      for (std::size_t i = 0; i < draws.size(); ++i) draws[i] = static_cast<int>(i);
      std::mt19937 random(seed);
      std::shuffle(draws.begin(), draws.end(), random);
      an::Search search(catalog, an::Order::Draws, draws);
      const auto start = std::chrono::steady_clock::now();
      const an::SearchResult result = search.run(rw::Layout{}, an::Budget{start + limit});
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      times.push_back(seconds);
      total_seconds += seconds;
      evaluated += result.evaluated;
      proven += result.proven();
      gap += result.bound - result.score;
      best += result.score;
    }
    std::sort(times.begin(), times.end());
    state.counters["proven"] = proven;
    state.counters["median_s"] = (times[kDeals / 2 - 1] + times[kDeals / 2]) / 2;
    state.counters["mean_gap_unproven"] = proven == kDeals ? 0.0 : double(gap) / (kDeals - proven);
    state.counters["mean_best"] = double(best) / kDeals;
    state.counters["placements_per_s"] = double(evaluated) / total_seconds;
  }
}
BENCHMARK(BM_BestWithDraws)->Arg(1000)->Arg(10000)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
