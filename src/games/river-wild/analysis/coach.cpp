// The coach: the hand's legal placements ranked by expected final score over unseen orders.

#include "games/river-wild/analysis/coach.h"

#include <algorithm>
#include <chrono>
#include <random>

#include "games/river-wild/analysis/beam.h"

namespace trib::analysis::wild {

namespace {

// Every order of `cards` when there are at most kExactOrders, else none.
std::vector<std::vector<int>> every_order(std::vector<int> cards) {
  std::size_t count = 1;
  for (std::size_t n = 2; n <= cards.size() && count <= kExactOrders; ++n) count *= n;
  if (count > kExactOrders) return {};
  std::vector<std::vector<int>> orders;
  std::sort(cards.begin(), cards.end());
  do {
    orders.push_back(cards);
  } while (std::next_permutation(cards.begin(), cards.end()));
  return orders;
}

// The budget of one of `left` searches still to run: an even share of the time left, so a
// deadline cuts every placement's searches alike.
Budget share(const Budget& budget, std::size_t left) {
  const auto now = std::chrono::steady_clock::now();
  if (budget.deadline == std::chrono::steady_clock::time_point::max() || now >= budget.deadline) {
    return budget;
  }
  return {
      now + (budget.deadline - now) / static_cast<std::chrono::steady_clock::duration::rep>(left),
      budget.stop};
}

}  // namespace

std::vector<CoachOption> coach(const rw::Catalog& catalog, const rw::Layout& layout,
                               const std::vector<int>& hand, const std::vector<int>& unseen,
                               const Budget& budget, std::uint64_t seed, std::size_t max_orders) {
  std::vector<CoachOption> options;
  for (const rw::Placement& p :
       rw::legal_spots(catalog, layout, rw::CellGrid(catalog, layout), hand)) {
    options.push_back({p});
  }
  if (options.empty()) return options;

  // The search's draws: the placed cards, the hand, then the order of the unseen cards.
  std::vector<int> prefix;
  for (std::size_t i = 1; i < layout.placed.size(); ++i) prefix.push_back(layout.placed[i].card);
  prefix.insert(prefix.end(), hand.begin(), hand.end());

  std::mt19937_64 random(seed);
  std::vector<std::vector<int>> orders = every_order(unseen);
  const bool enumerate = !orders.empty();
  std::shuffle(orders.begin(), orders.end(), random);  // a budget cut leaves a fair sample
  const bool timed = budget.deadline != std::chrono::steady_clock::time_point::max();
  const bool searched = enumerate && (!timed || orders.size() * options.size() <= kExactSearches);
  const std::size_t limit = enumerate ? std::min(orders.size(), max_orders) : max_orders;
  std::vector<double> sums(options.size(), 0.0);
  std::vector<int> scores(options.size());
  bool proven = true;
  std::size_t done = 0;
  for (; done < limit; ++done) {
    std::vector<int> draws = prefix;
    if (enumerate) {
      draws.insert(draws.end(), orders[done].begin(), orders[done].end());
    } else {
      std::vector<int> order = unseen;
      std::shuffle(order.begin(), order.end(), random);
      draws.insert(draws.end(), order.begin(), order.end());
    }
    Search search(catalog, Order::Draws, draws);
    bool cut = false;
    // The first order is always finished; a later one the clock cuts is dropped.
    const Budget playout = done == 0 ? Budget{} : budget;
    for (std::size_t i = 0; i < options.size() && !cut; ++i) {
      cut = done > 0 && budget.over();
      if (cut) break;
      rw::Layout start = layout;
      start.placed.push_back(options[i].placement);
      if (searched) {
        const std::size_t left = (limit - done) * options.size() - i;
        const SearchResult result = search.run(start, share(budget, left));
        proven = proven && result.proven();
        // Cut before it met an end: the order is played out like one not searched.
        scores[i] = result.score >= 0 ? result.score
                                      : beam_line(search, start, kCoachBeam, playout).line.score;
      } else {
        scores[i] = beam_line(search, start, kCoachBeam, playout).line.score;
      }
      cut = scores[i] < 0;  // the beam met no end: the clock cut it
    }
    if (cut) break;
    for (std::size_t i = 0; i < options.size(); ++i) sums[i] += scores[i];
  }
  for (std::size_t i = 0; i < options.size(); ++i) {
    options[i].samples = static_cast<int>(done);
    options[i].expected = done == 0 ? 0.0 : sums[i] / static_cast<double>(done);
    options[i].exact = searched && proven && done == orders.size();
  }
  std::stable_sort(options.begin(), options.end(), [](const CoachOption& a, const CoachOption& b) {
    return a.expected > b.expected;
  });
  return options;
}

}  // namespace trib::analysis::wild
