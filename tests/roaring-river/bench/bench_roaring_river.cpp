// Roaring River hot paths: scoring a finished 6-player game (every motivation, including
// the Nature Lover search) and resolving one round (parse, check, apply).
#include <benchmark/benchmark.h>

#include "games/roaring-river/roaring_river.h"

namespace {

using nlohmann::json;
using namespace trib::roaring_river;

trib::TableFile six_players() {
  trib::TableFile table;
  table.game = "roaring-river";
  table.players = {"A", "B", "C", "D", "E", "F"};
  table.setup = {{"motivations",
                  {"nature-lover", "wildlife-spotter", "i-want-it-all", "thrill-seeker", "beginner",
                   "adventurer"}},
                 {"thresholds", {99, 99, 99}},
                 {"river", {"2M", "3F", "1D", "4B", "2"}}};
  return table;
}

// Left and right in turn, with the 2s earning hearts, until the deck of 35 runs out.
std::unique_ptr<RoaringRiverMatch> finished_game() {
  auto match = start_match(six_players());
  const char* const cards[] = {"1M", "2F", "3D", "4B", "1F", "2M", "3B", "4D", "1", "2D", "3M"};
  int next = 0;
  for (int round = 0; !match->finished(); ++round) {
    const bool left = round % 2 == 0;
    const std::string two = left ? "2L" : "2R";
    const std::string three = left ? "3L" : "3R";
    const bool first = round % 4 < 2;  // play, then rest and take the cards back
    json move = {{"plays", json::array()}, {"deal", json::array()}};
    for (int p = 0; p < 6; ++p) move["plays"].push_back({first ? (p % 2 ? three : two) : "rest"});
    if (!first) {
      move["recover"] = json::object();
      for (int p = 0; p < 6; ++p)
        move["recover"][std::to_string(p)] = {p % 2 ? "3L" : "2L", p % 2 ? "3R" : "2R"};
      if (round % 4 == 2) move.erase("recover");
    }
    const RoundPreview preview = match->preview(read_round_move(move, match->rules()).plays);
    if (!preview.river_ends) {
      for (int i = 0; i < preview.deal_needed; ++i) move["deal"].push_back(cards[next++ % 11]);
    }
    if (!match->apply(move).legal()) throw std::runtime_error("benchmark game refused a move");
  }
  return match;
}

void BM_ScoreFinishedSixPlayerGame(benchmark::State& state) {
  const auto match = finished_game();
  for (auto _ : state) benchmark::DoNotOptimize(match->score());
  state.counters["trip"] = static_cast<double>(match->state().trip.size());
}
BENCHMARK(BM_ScoreFinishedSixPlayerGame);

// The same without building the details document: the motivation terms and hearts only.
void BM_HeartsOfSixPlayers(benchmark::State& state) {
  const auto match = finished_game();
  for (auto _ : state) {
    for (int p = 0; p < 6; ++p) {
      benchmark::DoNotOptimize(score_player(match->rules(), match->state(), p));
    }
  }
}
BENCHMARK(BM_HeartsOfSixPlayers);

void BM_ResolveRoundTyped(benchmark::State& state) {
  const auto match = start_match(six_players());
  const json move = {{"plays", {{"2L"}, {"3L"}, {"straight"}, {"4R"}, {"rest"}, {"5R"}}},
                     {"deal", {"1", "2", "3"}}};
  const RoundMove typed = read_round_move(move, match->rules());
  for (auto _ : state) {
    State copy = match->state();
    if (!check_round(match->rules(), copy, typed).legal()) state.SkipWithError("refused");
    apply_round(match->rules(), copy, typed);
    benchmark::DoNotOptimize(copy);
  }
}
BENCHMARK(BM_ResolveRoundTyped);

void BM_ResolveRoundFromJson(benchmark::State& state) {
  const auto match = start_match(six_players());
  const json move = {{"plays", {{"2L"}, {"3L"}, {"straight"}, {"4R"}, {"rest"}, {"5R"}}},
                     {"deal", {"1", "2", "3"}}};
  for (auto _ : state) {
    State copy = match->state();
    const RoundMove typed = read_round_move(move, match->rules());
    if (!check_round(match->rules(), copy, typed).legal()) state.SkipWithError("refused");
    apply_round(match->rules(), copy, typed);
    benchmark::DoNotOptimize(copy);
  }
}
BENCHMARK(BM_ResolveRoundFromJson);

void BM_PreviewRound(benchmark::State& state) {
  const auto match = start_match(six_players());
  const std::vector<std::vector<int>> plays = {{0}, {2}, {8}, {5}, {9}, {7}};
  for (auto _ : state) benchmark::DoNotOptimize(match->preview(plays));
}
BENCHMARK(BM_PreviewRound);

}  // namespace

namespace {
void BM_NatureLoverPartition(benchmark::State& state) {
  const std::array<int, 5> table{0, 0, 2, 4, 7};
  for (auto _ : state) benchmark::DoNotOptimize(best_icon_partition({5, 4, 3, 2}, table));
}
BENCHMARK(BM_NatureLoverPartition);
}  // namespace
