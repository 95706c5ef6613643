#pragma once
// The coach: every legal placement of the current hand, ranked by the expected final score
// over the orders in which the unseen cards may still be drawn. Each order is played out
// with the search's draws game from the layout after the placement, every placement with
// the same orders. With at most kExactOrders orders they are taken without repeats (a
// seeded shuffle of all of them); beyond, they are seeded random orders. When every order
// can be searched to a proven best (no deadline, or at most kExactSearches searches) the
// search plays each one and the expectation is exact; otherwise each order is played out
// by a narrow beam line (width kCoachBeam): a fast lower estimate of that order's best,
// which buys many more orders within a budget than the search would.

#include <cstdint>
#include <vector>

#include "games/river-wild/analysis/search.h"

namespace trib::analysis::wild {

inline constexpr std::size_t kExactOrders = 720;   // 6 unseen cards: every order is known
inline constexpr std::size_t kExactSearches = 48;  // with a deadline: searches allowed
inline constexpr std::size_t kCoachBeam = 1;       // beam width for an order not searched

struct CoachOption {
  rw::Placement placement;
  double expected = 0;  // mean best final score over the orders evaluated
  int samples = 0;      // orders evaluated
  bool exact = false;   // every order evaluated, each to a proven best
};

// Every legal placement (both sides) of the cards of `hand` on `layout`, best expected
// final score first (ties in legal-spot order). `unseen`: the cards still to be drawn.
// Orders are evaluated for all placements alike, one order at a time, until every order
// is done (exact), `max_orders` were sampled, or the budget runs out; the first order is
// always evaluated. The orders depend only on `seed`, so with the same number of orders
// the ranking is the same.
std::vector<CoachOption> coach(const rw::Catalog& catalog, const rw::Layout& layout,
                               const std::vector<int>& hand, const std::vector<int>& unseen,
                               const Budget& budget, std::uint64_t seed,
                               std::size_t max_orders = 100000);

}  // namespace trib::analysis::wild
