// Quality bars (docs): scoring a finished 4-player game <= 50 us; the legal spots of a
// 3-tile hand, every cell and rotation, <= 200 us.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "core/replay.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace {

namespace ws = trib::wodny_szlak;

trib::TableFile empty_table(int players) {
  trib::TableFile table;
  table.game = "wodny-szlak";
  for (int p = 0; p < players; ++p) table.players.push_back("P" + std::to_string(p));
  return table;
}

// A seeded drafted game with the bundled catalog, stopped after `rounds` rounds.
std::unique_ptr<ws::WodnySzlakMatch> played_game(int players, int rounds,
                                                 trib::TableFile* log = nullptr) {
  for (unsigned seed = 1;; ++seed) {
    std::mt19937 rng(seed);
    trib::TableFile table = empty_table(players);
    auto match = ws::start_match(table);
    std::vector<int> pile;
    for (int t = 0; t < static_cast<int>(match->catalog().tiles.size()); ++t) {
      if (match->tile_available(t)) pile.push_back(t);
    }
    std::shuffle(pile.begin(), pile.end(), rng);
    for (int round = 0; round < rounds; ++round) {
      for (int p = 0; p < players; ++p) {
        for (int t : pile) {
          if (!match->tile_available(t)) continue;
          const auto spots = match->legal_spots(p, t);
          if (spots.empty()) continue;
          const ws::Spot s = spots[rng() % spots.size()];
          const ws::Placement move{p, match->catalog().tiles[t].id, s.cell, s.rot};
          match->apply(move);
          table.moves.push_back(ws::move_json(move));
          break;
        }
      }
    }
    bool complete = true;
    for (const auto& board : match->boards()) complete = complete && board.placements() == rounds;
    if (!complete) continue;
    if (log != nullptr) *log = table;
    return match;
  }
}

void BM_ScoreFinishedFourPlayerGame(benchmark::State& state) {
  const auto match = played_game(4, ws::kPlacementsPerPlayer);
  for (auto _ : state) benchmark::DoNotOptimize(match->score());
}
BENCHMARK(BM_ScoreFinishedFourPlayerGame)->Unit(benchmark::kMicrosecond);

void BM_LegalSpotsThreeTiles(benchmark::State& state) {
  const auto match = played_game(4, 8);  // mid-game: 10 squares per river
  std::vector<int> hand;
  for (int t = 0; t < static_cast<int>(match->catalog().tiles.size()) && hand.size() < 3; ++t) {
    if (match->tile_available(t) && match->catalog().tiles[t].square.arms != 0) hand.push_back(t);
  }
  std::size_t spots = 0;
  for (auto _ : state) {
    spots = 0;
    for (int t : hand) spots += match->legal_spots(0, t).size();
    benchmark::DoNotOptimize(spots);
  }
  state.counters["spots"] = static_cast<double>(spots);
}
BENCHMARK(BM_LegalSpotsThreeTiles)->Unit(benchmark::kMicrosecond);

void BM_DeadGaps(benchmark::State& state) {
  const auto match = played_game(4, 8);
  for (auto _ : state) benchmark::DoNotOptimize(match->dead_gaps(0));
}
BENCHMARK(BM_DeadGaps)->Unit(benchmark::kMicrosecond);

void BM_ReplayFinishedFourPlayerGame(benchmark::State& state) {
  trib::TableFile table;
  played_game(4, ws::kPlacementsPerPlayer, &table);
  for (auto _ : state) benchmark::DoNotOptimize(trib::replay(trib::wodny_szlak_game(), table));
}
BENCHMARK(BM_ReplayFinishedFourPlayerGame)->Unit(benchmark::kMicrosecond);

}  // namespace
