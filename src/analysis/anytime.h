#pragma once
// What every solo-game search shares: a time budget that another thread may cut short,
// the anytime result (the best line found and an upper bound that proves it when they
// meet), and the slip point of a player's game read off the best values reachable after
// each of their moves.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace trib::analysis {

using Clock = std::chrono::steady_clock;

struct Budget {
  Clock::time_point deadline = Clock::time_point::max();
  const std::atomic<bool>* stop = nullptr;  // set from another thread to stop early

  bool over() const {
    return (stop != nullptr && stop->load(std::memory_order_relaxed)) || Clock::now() >= deadline;
  }
};

inline Clock::time_point after(Clock::time_point from, double seconds) {
  return from + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

inline double since(Clock::time_point from) {
  return std::chrono::duration<double>(Clock::now() - from).count();
}

template <class Move>
struct Result {
  int score = 0;                // the best final score found; -1 when none was found in time
  int bound = 0;                // no final score reachable is higher; >= score
  std::vector<Move> moves;      // the placements after the start reaching `score`
  std::uint64_t evaluated = 0;  // placements scored
  double seconds = 0;           // how long it was searched (0: not searched, a known line)
  bool proven() const { return bound == score; }
  // Worth showing: proven, or at most 25 % above the best found. A looser bound says little
  // about how good the best found is, so text and panels then give the time searched.
  bool bound_informative() const { return proven() || (score > 0 && 4 * bound <= 5 * score); }
};

// Runs `search` from `state` and records how long it took.
template <class Search, class State, class Known>
auto timed_run(Search& search, const State& state, const Budget& budget, const Known& known) {
  const Clock::time_point began = Clock::now();
  auto result = search.run(state, budget, known);
  result.seconds = since(began);
  return result;
}

// A known line from a start: its placements and final score.
template <class Move>
struct KnownLine {
  int score = 0;
  std::vector<Move> moves;
};

template <class Move>
nlohmann::json result_json(const Result<Move>& result) {
  return {{"score", result.score}, {"proven", result.proven()}, {"bound", result.bound}};
}

// The best final scores reachable after the player's first 0, 1, … n moves, searched
// backwards: the best line of each state, after the player's move into it, is a known line
// for the state before, so the values found can only rise towards the start. The states
// after the first move share the time until `states_end`; those left when it has passed
// (or on a stop) but the last are not searched: each keeps the known line and the start's
// bound, which no state after it can beat. The start has until `end`. `state_after(i)` is
// the state after the first i moves; `report()` runs after each state.
template <class Search, class Move, class StateAfter, class Report>
std::vector<Result<Move>> reachable_after_moves(Search& search, const std::vector<Move>& moves,
                                                std::size_t n, StateAfter state_after,
                                                Clock::time_point states_end, Clock::time_point end,
                                                const std::atomic<bool>* stop, Report report) {
  std::vector<Result<Move>> reachable(n + 1);
  std::vector<std::size_t> unsearched;
  std::optional<KnownLine<Move>> known;
  for (std::size_t i = n + 1; i-- > 0;) {
    Result<Move> result;
    if (i > 0 && i < n && Budget{states_end, stop}.over()) {
      unsearched.push_back(i);
      result.score = known ? known->score : -1;
      if (known) result.moves = known->moves;
    } else {
      Budget budget{end, stop};
      if (i > 0) {
        // Every state before one with no known line needs that state's line.
        const double left = std::chrono::duration<double>(states_end - Clock::now()).count();
        const double shares = known ? static_cast<double>(i + 1) : 2.0;
        budget.deadline = after(Clock::now(), std::max(0.0, left) / shares);
      }
      result = timed_run(search, state_after(i), budget, known);
    }
    if (i > 0 && result.score >= 0) {
      KnownLine<Move> line{result.score, {moves[i - 1]}};
      line.moves.insert(line.moves.end(), result.moves.begin(), result.moves.end());
      known = std::move(line);
    }
    reachable[i] = std::move(result);
    report();
  }
  for (std::size_t i : unsearched) {
    reachable[i].bound = std::max(reachable[0].bound, reachable[i].score);
  }
  return reachable;
}

struct Slip {
  std::optional<std::size_t> move;        // 0-based placement index, nullopt when it never dropped
  std::optional<std::size_t> table_move;  // the same placement's index in the table's moves
  int best_before = 0;
  int best_after = 0;
  bool proven = false;  // every value up to the slip (or to the end) is proven
  // The drop is backed, not the search's noise: the better line from before the move is a
  // concrete line, and the value after the move is proven or was searched at least as long
  // as the value before it. False when no slip was found.
  bool certain = false;
};

// `reachable[i]`: the best after the player's first i placements, i = 0 … n;
// `table_moves[i]`: placement i's index in the table's moves (draws and discards count
// there), where known.
template <class Move>
Slip find_slip(const std::vector<Result<Move>>& reachable,
               const std::vector<std::size_t>& table_moves) {
  Slip slip;
  slip.proven = true;
  const std::size_t n = reachable.size() - 1;
  for (std::size_t i = 0; i < n; ++i) {
    const Result<Move>& before = reachable[i];
    const Result<Move>& later = reachable[i + 1];
    slip.proven = slip.proven && before.proven() && later.proven();
    if (later.score >= 0 && later.score < before.score) {  // -1: no line found in time
      slip.move = i;
      slip.table_move = i < table_moves.size() ? table_moves[i] : i;
      slip.best_before = before.score;
      slip.best_after = later.score;
      slip.certain = !before.moves.empty() && (later.proven() || later.seconds >= before.seconds);
      return slip;
    }
  }
  slip.best_before = slip.best_after = reachable[n].score;
  slip.proven = slip.proven && reachable[n].proven();
  return slip;
}

inline nlohmann::json slip_json(const Slip& slip) {
  const auto index = [](const std::optional<std::size_t>& i) {
    return i ? nlohmann::json(*i) : nlohmann::json(nullptr);
  };
  return {{"move", index(slip.table_move)},  {"placement", index(slip.move)},
          {"best_before", slip.best_before}, {"best_after", slip.best_after},
          {"proven", slip.proven},           {"certain", slip.certain}};
}

// Trims a beam search's next layer to its `width` highest scores; ties go by `key`, so the
// beam is the same on every run.
template <class Node>
void keep_best(std::vector<Node>& layer, std::size_t width) {
  const std::size_t keep = std::min(width, layer.size());
  std::partial_sort(layer.begin(), layer.begin() + static_cast<std::ptrdiff_t>(keep), layer.end(),
                    [](const Node& a, const Node& b) {
                      return a.score != b.score ? a.score > b.score : a.key < b.key;
                    });
  layer.resize(keep);
}

// Adds `node` to a beam search's next layer, trimming the layer to its `width` best whenever
// it reaches twice that: a layer of many children then holds little memory, and the nodes
// kept at the end are those keep_best would keep from all of them.
template <class Node>
void add_to_layer(std::vector<Node>& layer, Node node, std::size_t width) {
  layer.push_back(std::move(node));
  if (layer.size() >= 2 * width) keep_best(layer, width);
}

// A 64-bit mixer (splitmix64's finaliser) for order-free layout keys.
inline std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace trib::analysis
