#pragma once
// Branch and bound over one solo Wodny szlak river, with the engine's legal spots and
// scoring. Two games are searched: the recorded draws (each round offers the tiles the
// player held then; one of them is placed), and the open deck (every round offers any
// tile of the game's pool not placed yet, for 13 placements). A round where no tile on
// offer fits anywhere passes without a placement. Anytime like the River Wild search: the
// best river found and an upper bound, exact only when they meet.

#include <cstdint>
#include <optional>
#include <vector>

#include "analysis/anytime.h"
#include "games/wodny-szlak/analysis/bound.h"
#include "games/wodny-szlak/board.h"

namespace trib::analysis::wodny {

enum class Order { Draws, OpenDeck };

struct Step {
  int tile = -1;
  ws::Cell cell;
  int rot = 0;
  friend bool operator==(const Step&, const Step&) = default;
};

using SearchResult = Result<Step>;
using Line = KnownLine<Step>;

// A river part-way: the board and the rounds played (a round may pass without a tile).
struct State {
  ws::Board board;
  std::size_t round = 0;
};

class Search {
 public:
  // Draws: `offers[i]` is round i's tiles. OpenDeck: `offers` is the pool, one list.
  Search(const ws::Catalog& catalog, Order order, std::vector<std::vector<int>> offers);

  // The best final score from `start`, at least as good as `known` when one is given.
  SearchResult run(const State& start, const Budget& budget,
                   const std::optional<Line>& known = std::nullopt);

  const ws::Catalog& catalog() const { return catalog_; }
  std::size_t rounds() const;
  bool ended(const State& state) const;
  // Every distinct placement of a tile on offer (rotations that give the same square are
  // listed once).
  std::vector<Step> children(const State& state) const;
  int bound(const State& state, const ws::ScoreParts& parts) const;

 private:
  struct Child {
    Step step;
    int score = 0;
    int bound = 0;
  };

  State after(const State& state, const Step& step) const;  // `step` placed, the round over
  int visit(State& state, int score, int own_bound);
  void seed(const State& start);
  void improve_by_swaps(const State& start);
  bool out_of_time();
  const std::vector<int>& offer(std::size_t round) const;

  const ws::Catalog& catalog_;
  Order order_;
  std::vector<std::vector<int>> offers_;
  std::vector<TileFacts> facts_;
  std::vector<std::vector<int>> distinct_rots_;  // per tile
  Budget budget_;
  bool stopped_ = false;
  std::uint64_t evaluated_ = 0;
  int best_ = -1;
  std::vector<Step> path_;
  std::vector<Step> best_moves_;
  std::vector<std::pair<std::uint64_t, int>> table_;  // completed subtrees: key → bound
};

// A key of the tiles on a board and where they lie, whatever their order, and the round.
std::uint64_t state_key(const State& state);

}  // namespace trib::analysis::wodny
