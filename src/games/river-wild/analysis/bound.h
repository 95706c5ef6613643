#pragma once
// An admissible upper bound on the final River Wild score reachable from a partial layout,
// computed from the engine's own land map. Protected lands never change again, so their
// goals are bounded land by land. An open land scores only once closed in: one that can
// never be (an open neighbour no card left can cover with land or mountain, or more open
// neighbours than the cards left can cover) is dropped. A goal of an open land counts the
// animals of the open lands its land may still join (within the cards left, along chains
// of new cards) and of every card to come; a goal to come, the best such group. Without
// the geometry this pooling is the best one can say (merging lands never loses goal
// points), so the bound stays loose while many cards are left.

#include <vector>

#include "games/river-wild/analysis/incremental.h"
#include "games/river-wild/layout_score.h"

namespace trib::analysis::wild {

namespace rw = trib::river_wild;

// Per-card facts the bound reads, computed once per catalog.
class DeckFacts {
 public:
  explicit DeckFacts(const rw::Catalog& catalog);

  const rw::Catalog& catalog() const { return *catalog_; }
  const rw::AnimalCounts& animals(int card) const { return animals_[card]; }
  bool runestone(int card) const { return catalog_->card(card).runestone >= 0; }
  int land_parts(int card) const { return land_parts_[card]; }  // 4-connected land regions

 private:
  const rw::Catalog* catalog_;
  std::vector<rw::AnimalCounts> animals_;
  std::vector<int> land_parts_;
};

// A lower bound on the new cards a chain needs to cover both uncovered cells `a` and `b`:
// each card is W×H cells, and the next card of an edge-to-edge chain shifts by a card
// sideways or by a row and at most half a card.
int cards_to_join(const rw::Catalog& catalog, rw::CellPos a, rw::CellPos b);

// A lower bound on the new cards that cover every one of the uncovered `cells`: a card
// covers cells of one card row, W columns wide.
int cards_to_cover(const rw::Catalog& catalog, std::vector<rw::CellPos> cells);

// The most copies of `goal` that `have` plus `wild` animals of free choice can make.
int times_with_wildcards(const rw::Goal& goal, const rw::AnimalCounts& have, int wild);

// An upper bound on the score of every layout that extends `layout` with some of the
// `unplaced` cards; `scored` is score_layout of `layout` (its map and lands are read).
// Never below scored.total.
int upper_bound(const DeckFacts& facts, const rw::Layout& layout, const rw::CellGrid& grid,
                const rw::LayoutScore& scored, const std::vector<int>& unplaced);
// The same bound from the incremental state of the layout.
int upper_bound(const DeckFacts& facts, IncrementalLands& state, const std::vector<int>& unplaced);

}  // namespace trib::analysis::wild
