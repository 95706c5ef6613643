#pragma once
// What both solo analyses do once a game's record is read: search the best with the
// recorded draws and the best reachable after each of the player's placements, then the
// best with an open deck, find the slip point, and write the JSON document of
// `tributary analyse --json`.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/anytime.h"

namespace trib::analysis {

template <class Move>
struct SoloAnalysis {
  Result<Move> best;       // with the recorded draws
  Result<Move> open_deck;  // the same components in any order
  int player_score = 0;
  std::vector<Result<Move>> reachable;  // after 0, 1, … of the player's placements
  Slip slip;
  std::uint64_t evaluated = 0;
  double seconds = 0;
};

// Searches for at most `seconds` in all: the states after the player's first placements
// until 35 % of it, the start (the best with the draws) until 70 %, the open deck the rest,
// from the best with the draws. `record` holds the player's `moves`, `searchable_moves`,
// `table_moves` and `player_score`; `state_after(i)` is the state after the first i moves.
// `progress` (optional) receives the fraction of the time used after each search.
template <class Record, class DrawSearch, class OpenSearch, class StateAfter>
auto solo_analysis(const Record& record, DrawSearch& draws, OpenSearch& open,
                   StateAfter state_after, double seconds, const std::atomic<bool>* stop,
                   const std::function<void(double)>& progress) {
  using Move = typename decltype(record.moves)::value_type;
  const Clock::time_point start = Clock::now();
  const auto report = [&] {
    if (progress) progress(std::min(1.0, since(start) / std::max(seconds, 1e-9)));
  };
  SoloAnalysis<Move> analysis;
  analysis.player_score = record.player_score;

  analysis.reachable = reachable_after_moves(draws, record.moves, record.searchable_moves,
                                             state_after, after(start, seconds * 0.35),
                                             after(start, seconds * 0.7), stop, report);
  for (const Result<Move>& result : analysis.reachable) analysis.evaluated += result.evaluated;
  analysis.best = analysis.reachable[0];

  std::optional<KnownLine<Move>> known_open;
  if (analysis.best.score >= 0)
    known_open = KnownLine<Move>{analysis.best.score, analysis.best.moves};
  analysis.open_deck = open.run(state_after(0), Budget{after(start, seconds), stop}, known_open);
  analysis.evaluated += analysis.open_deck.evaluated;
  report();

  analysis.slip = find_slip(analysis.reachable, record.table_moves);
  analysis.seconds = since(start);
  return analysis;
}

// {"game", "best": {"score", "proven", "bound", "moves"}, "open_deck": {…},
//  "player": {"score"}, "gap", "slip": {…}, "reachable": [{"score", "proven", "bound"}, …]};
// a score of -1 (and a null gap) when the time ran out before any line was found;
// `move_json(move)` writes a move in the table-file shape.
template <class Move, class MoveJson>
nlohmann::json solo_analysis_json(std::string_view game, const SoloAnalysis<Move>& analysis,
                                  MoveJson move_json) {
  nlohmann::json best = result_json(analysis.best);
  nlohmann::json moves = nlohmann::json::array();
  for (const Move& move : analysis.best.moves) moves.push_back(move_json(move));
  best["moves"] = std::move(moves);
  nlohmann::json reachable = nlohmann::json::array();
  for (const Result<Move>& result : analysis.reachable) reachable.push_back(result_json(result));
  return {{"game", std::string(game)},
          {"best", std::move(best)},
          {"open_deck", result_json(analysis.open_deck)},
          {"player", {{"score", analysis.player_score}}},
          {"gap", analysis.best.score < 0
                      ? nlohmann::json(nullptr)
                      : nlohmann::json(analysis.best.score - analysis.player_score)},
          {"slip", slip_json(analysis.slip)},
          {"reachable", std::move(reachable)}};
}

}  // namespace trib::analysis
