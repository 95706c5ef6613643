#pragma once
// Branch and bound over River Wild layouts, with the engine's legal spots and scoring.
// Two games are searched: the recorded draw order replayed (the hand is the first three
// draws; each turn one hand card is placed and the next draw enters the hand), and the
// open deck (the same cards in any order the player likes). The search is anytime: it
// keeps the best layout found and an upper bound, and is exact only when they meet.

#include <cstdint>
#include <optional>
#include <vector>

#include "analysis/anytime.h"
#include "games/river-wild/analysis/bound.h"
#include "games/river-wild/analysis/incremental.h"
#include "games/river-wild/river_wild.h"

namespace trib::analysis::wild {

enum class Order { Draws, OpenDeck };

using SearchResult = Result<rw::Placement>;
using Line = KnownLine<rw::Placement>;

// A hash of the set of river cards placed (card, spot, side), whatever their order.
std::uint64_t layout_key(const rw::Layout& layout);

class Search {
 public:
  // `draws`: with Order::Draws, every river card in the order it is drawn.
  Search(const rw::Catalog& catalog, Order order, std::vector<int> draws = {});

  // The best final score from `start` (the source and the cards placed so far), at least
  // as good as `known` when one is given.
  SearchResult run(const rw::Layout& start, const Budget& budget,
                   const std::optional<Line>& known = std::nullopt);

  const rw::Catalog& catalog() const { return catalog_; }
  // The cards that may still be placed from `layout` (Draws: in hand or still to draw).
  std::vector<int> unplaced(const rw::Layout& layout) const;
  // The hand at `layout` (Draws), or every unplaced card (OpenDeck), by card index.
  std::vector<int> playable(const rw::Layout& layout) const;
  // Whether the game may end at `layout`: every card placed, or a hand with no legal
  // spot (OpenDeck: the player can hold such a hand when enough cards are stuck).
  bool may_end(const rw::Layout& layout, const rw::CellGrid& grid) const;

 private:
  struct Child {
    rw::Placement placement;
    int bound = 0;
    int score = 0;
  };

  std::vector<bool> placed_cards(const rw::Layout& layout) const;  // per card index
  bool expand(const rw::CellGrid& grid, std::vector<Child>& children);
  int visit(int score, int own_bound);
  bool out_of_time();
  void seed(const rw::Layout& start);
  void dive();
  void enter(std::size_t cut);
  void leave();
  void slice_until(Clock::time_point end);
  void dive_children(std::size_t cut, Clock::duration slice);
  int improve(int own_bound);

  const rw::Catalog& catalog_;
  DeckFacts facts_;
  Order order_;
  std::vector<int> draws_;
  Budget limit_;   // the run's
  Budget budget_;  // the current time slice's: ends no later than limit_
  bool stopped_ = false;
  std::uint64_t evaluated_ = 0;
  int best_ = -1;
  std::vector<rw::Placement> path_;
  std::vector<rw::Placement> best_moves_;
  std::vector<std::pair<std::uint64_t, int>> table_;  // completed subtrees: key → bound
  std::optional<IncrementalLands> state_;             // the layout being searched
};

}  // namespace trib::analysis::wild
