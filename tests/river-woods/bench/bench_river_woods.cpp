// River Woods quality bars: validate one turn ≤ 50 µs and score a finished 4-player game
// ≤ 50 µs, on a map of about 40 tiles (a seeded random game on the bundled catalog).

#include <benchmark/benchmark.h>

#include "core/replay.h"
#include "games/river-woods/river_woods.h"
#include "random_player.h"

namespace {

using trib::river_woods::RiverWoodsMatch;

// A finished 4-player game whose map has grown to at least 40 tiles.
const trib::TableFile& big_table() {
  static const trib::TableFile table = [] {
    for (unsigned seed = 1;; ++seed) {
      trib::TableFile candidate = river_woods_test::random_table(4, seed);
      const trib::Replay replay = trib::replay(trib::river_woods_game(), candidate);
      const auto& match = dynamic_cast<const RiverWoodsMatch&>(*replay.match);
      if (match.state().board.cells().size() >= 40) return candidate;
    }
  }();
  return table;
}

void BM_ScoreFinishedFourPlayers(benchmark::State& state) {
  const trib::Replay replay = trib::replay(trib::river_woods_game(), big_table());
  for (auto _ : state) benchmark::DoNotOptimize(replay.match->score());
  state.counters["tiles"] = static_cast<double>(
      dynamic_cast<const RiverWoodsMatch&>(*replay.match).state().board.cells().size());
}
BENCHMARK(BM_ScoreFinishedFourPlayers)->Unit(benchmark::kMicrosecond);

// Checking the last turn of the game against the state before it.
void BM_ValidateOneTurn(benchmark::State& state) {
  const trib::TableFile& table = big_table();
  const trib::Replay replay = trib::replay(trib::river_woods_game(), table, table.moves.size() - 1);
  const nlohmann::json& last = table.moves.back();
  for (auto _ : state) benchmark::DoNotOptimize(replay.match->check(last));
}
BENCHMARK(BM_ValidateOneTurn)->Unit(benchmark::kMicrosecond);

}  // namespace
