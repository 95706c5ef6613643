#pragma once
// What both solo analyses do once a game's record is read: search the best with the
// recorded draws and the best reachable after each of the player's placements, then the
// best with an open deck, rerun the best line's last steps exhaustively, find the slip
// point and back it with a search at least as long, and write the JSON document of
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
  std::optional<Move> slipped;  // the player's move at the slip
  // The best line's last kStableSteps steps were searched exhaustively from the state
  // before them (few cards left: the bound is tight there) and none does better.
  bool stable = false;
  std::uint64_t evaluated = 0;
  double seconds = 0;
};

inline constexpr std::size_t kStableSteps = 3;

// After the last steps of `analysis.best`'s line, searched exhaustively from `state` (the
// state before them): a better ending replaces the line's.
template <class Move, class Search, class State>
void rerun_last_steps(SoloAnalysis<Move>& analysis, Search& draws, const State& state,
                      std::size_t kept, const Budget& budget) {
  Result<Move>& best = analysis.best;
  KnownLine<Move> known{best.score,
                        {best.moves.begin() + static_cast<std::ptrdiff_t>(kept), best.moves.end()}};
  const Result<Move> ending = timed_run(draws, state, budget, std::optional(known));
  analysis.evaluated += ending.evaluated;
  analysis.stable = ending.proven();
  if (ending.score > best.score) {
    best.moves.resize(kept);
    best.moves.insert(best.moves.end(), ending.moves.begin(), ending.moves.end());
    best.score = ending.score;
    best.bound = std::max(best.bound, best.score);
    analysis.reachable[0].score = best.score;
    analysis.reachable[0].moves = best.moves;
    analysis.reachable[0].bound = best.bound;
  }
}

// The state after the player's move at an unbacked slip is searched again, as long as the
// state before it was (what is left of `budget` at most) and from its known line. A better
// line found there lifts the states before it, which can make the player's move there
// and follow it.
template <class Move, class Search, class StateAfter>
void back_slip(SoloAnalysis<Move>& analysis, const std::vector<Move>& moves, Search& draws,
               StateAfter state_after, const Budget& budget) {
  const std::size_t i = *analysis.slip.move;
  std::vector<Result<Move>>& reachable = analysis.reachable;
  Budget check = budget;
  // A little over, so that the clock's grain cannot leave it a hair short.
  check.deadline =
      std::min(budget.deadline, after(Clock::now(), reachable[i].seconds * 1.01 + 0.001));
  std::optional<KnownLine<Move>> known;
  if (reachable[i + 1].score >= 0)
    known = KnownLine<Move>{reachable[i + 1].score, reachable[i + 1].moves};
  Result<Move> again = timed_run(draws, state_after(i + 1), check, known);
  analysis.evaluated += again.evaluated;
  reachable[i + 1] = std::move(again);
  for (std::size_t j = i + 1; j-- > 0;) {
    if (reachable[j + 1].score <= reachable[j].score) break;
    reachable[j].score = reachable[j + 1].score;
    reachable[j].moves = {moves[j]};
    reachable[j].moves.insert(reachable[j].moves.end(), reachable[j + 1].moves.begin(),
                              reachable[j + 1].moves.end());
    reachable[j].bound = std::max(reachable[j].bound, reachable[j].score);
  }
  analysis.best.score = reachable[0].score;
  analysis.best.moves = reachable[0].moves;
  analysis.best.bound = reachable[0].bound;
}

// A line with the draws is a line with an open deck too (its cards in the order drawn): a
// best with the draws found after the open deck's search lifts the open deck's.
template <class Move>
void lift_open_deck(SoloAnalysis<Move>& analysis) {
  Result<Move>& open = analysis.open_deck;
  if (analysis.best.score <= open.score) return;
  open.score = analysis.best.score;
  open.moves = analysis.best.moves;
  open.bound = std::max(open.bound, open.score);
}

// Searches for at most `seconds` in all: the states after the player's first placements
// until 25 % of it, the start (the best with the draws) until 50 %, the open deck until
// 70 %, from the best with the draws; then the best line's last steps (until 75 %), and
// the rest backs the slip point. `record` holds the player's `moves`, `searchable_moves`,
// `table_moves` and `player_score`; `state_after(i)` is the state after the first i moves;
// `line_state(moves, k)` the state after the first k moves of a line from the start, or
// nullopt when the game cannot rebuild it. `progress` (optional) receives the fraction of
// the time used after each search.
template <class Record, class DrawSearch, class OpenSearch, class StateAfter, class LineState>
auto solo_analysis(const Record& record, DrawSearch& draws, OpenSearch& open,
                   StateAfter state_after, LineState line_state, double seconds,
                   const std::atomic<bool>* stop, const std::function<void(double)>& progress) {
  using Move = typename decltype(record.moves)::value_type;
  const Clock::time_point start = Clock::now();
  const auto report = [&] {
    if (progress) progress(std::min(1.0, since(start) / std::max(seconds, 1e-9)));
  };
  SoloAnalysis<Move> analysis;
  analysis.player_score = record.player_score;

  analysis.reachable = reachable_after_moves(draws, record.moves, record.searchable_moves,
                                             state_after, after(start, seconds * 0.25),
                                             after(start, seconds * 0.5), stop, report);
  for (const Result<Move>& result : analysis.reachable) analysis.evaluated += result.evaluated;
  analysis.best = analysis.reachable[0];

  std::optional<KnownLine<Move>> known_open;
  if (analysis.best.score >= 0)
    known_open = KnownLine<Move>{analysis.best.score, analysis.best.moves};
  analysis.open_deck =
      timed_run(open, state_after(0), Budget{after(start, seconds * 0.7), stop}, known_open);
  analysis.evaluated += analysis.open_deck.evaluated;
  report();

  const std::size_t line = analysis.best.moves.size();
  if (analysis.best.score >= 0 && line > 0) {
    const std::size_t kept = line - std::min(line, kStableSteps);
    if (const auto state = line_state(analysis.best.moves, kept)) {
      rerun_last_steps(analysis, draws, *state, kept, Budget{after(start, seconds * 0.75), stop});
    }
  }
  analysis.slip = find_slip(analysis.reachable, record.table_moves);
  if (analysis.slip.move && !analysis.slip.certain) {
    back_slip(analysis, record.moves, draws, state_after, Budget{after(start, seconds), stop});
    analysis.slip = find_slip(analysis.reachable, record.table_moves);
  }
  if (analysis.slip.move) analysis.slipped = record.moves[*analysis.slip.move];
  lift_open_deck(analysis);
  report();
  analysis.seconds = since(start);
  return analysis;
}

// {"game", "best": {"score", "proven", "bound", "moves"}, "open_deck": {…},
//  "player": {"score"}, "gap", "slip": {…}, "stable", "reachable": [{"score", "proven",
//  "bound"}, …]};
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
          {"stable", analysis.stable},
          {"reachable", std::move(reachable)}};
}

}  // namespace trib::analysis
