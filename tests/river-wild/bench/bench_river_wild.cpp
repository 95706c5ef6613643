// River Wild hot paths: scoring a finished 17-card layout (target ≤ 50 µs) and enumerating
// every legal spot of a 3-card hand (target ≤ 200 µs).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "games/river-wild/river_wild.h"

namespace {

namespace rw = trib::river_wild;

// Plays the bundled deck with seeded random legal placements until `cards` are placed.
rw::RiverWildMatch seeded_layout(int cards, unsigned seed) {
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Bench"};
  rw::RiverWildMatch match = *rw::start_match(table);
  std::mt19937 random(seed);
  while (match.layout().river_cards() < cards) {
    const auto spots = match.legal_spots(match.unplaced_cards());
    if (spots.empty()) break;
    match.place(spots[random() % spots.size()]);
  }
  return match;
}

void BM_ScoreFinishedLayout(benchmark::State& state) {
  const rw::RiverWildMatch match = seeded_layout(16, 42);
  for (auto _ : state) {
    rw::LayoutScore score = match.scoring();
    benchmark::DoNotOptimize(score.total);
  }
  state.counters["protected_lands"] = match.scoring().protected_count;
}
BENCHMARK(BM_ScoreFinishedLayout)->Unit(benchmark::kMicrosecond);

// The whole Scoreboard, with breakdown labels and the details JSON.
void BM_ScoreboardFinishedLayout(benchmark::State& state) {
  const rw::RiverWildMatch match = seeded_layout(16, 42);
  for (auto _ : state) {
    trib::Scoreboard board = match.score();
    benchmark::DoNotOptimize(board.players.front().score);
  }
}
BENCHMARK(BM_ScoreboardFinishedLayout)->Unit(benchmark::kMicrosecond);

void BM_EnumerateHandSpots(benchmark::State& state) {
  const rw::RiverWildMatch match = seeded_layout(static_cast<int>(state.range(0)), 7);
  std::vector<int> hand = match.unplaced_cards();
  hand.resize(std::min<std::size_t>(hand.size(), 3));
  std::size_t spots = 0;
  for (auto _ : state) {
    const auto legal = match.legal_spots(hand);
    spots = legal.size();
    benchmark::DoNotOptimize(legal.data());
  }
  state.counters["spots"] = static_cast<double>(spots);
}
BENCHMARK(BM_EnumerateHandSpots)->Arg(1)->Arg(8)->Arg(13)->Unit(benchmark::kMicrosecond);

}  // namespace
