#pragma once
// The coach: every legal placement of the current hand, ranked by the expected final score
// over the orders in which the unseen cards may still be drawn. Each order is played out
// with the search's draws game from the layout after the placement. With at most
// kExactOrders orders every one is searched to a proven best, so the expectation is exact
// (under a deadline each search gets an even share of the time left, and `exact` says
// whether every one was proven); with more, orders are sampled (seeded) and each is
// played out by a narrow beam line, a fast lower estimate of that order's best.

#include <cstdint>
#include <vector>

#include "analysis/river_wild_search.h"

namespace trib::analysis {

inline constexpr std::size_t kExactOrders = 720;  // 6 unseen cards: every order is searched
inline constexpr std::size_t kCoachBeam = 4;      // beam width for a sampled order

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

}  // namespace trib::analysis
