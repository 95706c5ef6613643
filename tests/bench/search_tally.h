#pragma once
// What bench_analysis reports of a game's timed searches over its seeded deals: how many
// were proven optimal, the median time, the mean gap between bound and score of the rest,
// the mean best score found and the placements scored per second.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "analysis/anytime.h"

namespace trib::bench {

class SearchTally {
 public:
  // Runs `search` from `start` until `limit` from now and counts its result.
  template <class Search, class State>
  int run(Search& search, const State& start, std::chrono::milliseconds limit) {
    const auto begin = std::chrono::steady_clock::now();
    const auto result = search.run(start, analysis::Budget{begin + limit});
    times_.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
    evaluated_ += result.evaluated;
    proven_ += result.proven();
    gap_ += result.bound - result.score;
    best_ += result.score;
    return result.score;
  }

  void report(benchmark::State& state) {
    const auto searches = static_cast<int>(times_.size());
    double total_seconds = 0;
    for (double seconds : times_) total_seconds += seconds;
    std::sort(times_.begin(), times_.end());
    state.counters["proven"] = proven_;
    state.counters["median_s"] = (times_[(searches - 1) / 2] + times_[searches / 2]) / 2;
    state.counters["mean_gap_unproven"] =
        proven_ == searches ? 0.0 : double(gap_) / (searches - proven_);
    state.counters["mean_best"] = double(best_) / searches;
    state.counters["placements_per_s"] = double(evaluated_) / total_seconds;
  }

 private:
  std::vector<double> times_;
  std::uint64_t evaluated_ = 0;
  int proven_ = 0, gap_ = 0, best_ = 0;
};

}  // namespace trib::bench
