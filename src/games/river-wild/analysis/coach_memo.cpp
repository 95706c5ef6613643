// The coach as the board shows it: one ranking per position, kept while it is shown.

#include "games/river-wild/analysis/coach_memo.h"

#include <algorithm>

namespace trib::analysis::wild {

std::string coach_position(const rw::Layout& layout, const std::vector<int>& hand,
                           std::vector<int> unseen) {
  std::string text = "placed";
  for (const rw::Placement& p : layout.placed) {
    text += ' ' + std::to_string(p.card) + (p.back ? "b" : "f") + std::to_string(p.row) + ',' +
            std::to_string(p.col);
  }
  text += " | hand";
  for (int card : hand) text += ' ' + std::to_string(card);
  std::sort(unseen.begin(), unseen.end());
  text += " | unseen";
  for (int card : unseen) text += ' ' + std::to_string(card);
  return text;
}

std::uint64_t position_seed(const std::string& position) {
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : position) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::vector<CoachOption> CoachMemo::rank(const rw::Catalog& catalog, const rw::Layout& layout,
                                         const std::vector<int>& hand,
                                         const std::vector<int>& unseen, const Budget& budget) {
  const std::string position = coach_position(layout, hand, unseen);
  {
    const std::lock_guard lock(mutex_);
    if (const auto kept = rankings_.find(position); kept != rankings_.end()) return kept->second;
  }
  // Sorted, so the orders drawn from the seed do not depend on how the caller listed them.
  std::vector<int> sorted = unseen;
  std::sort(sorted.begin(), sorted.end());
  std::vector<CoachOption> ranking =
      coach(catalog, layout, hand, sorted, budget, position_seed(position), kCoachOrders);
  if (budget.stop != nullptr && budget.stop->load(std::memory_order_relaxed)) return ranking;
  const std::lock_guard lock(mutex_);
  if (rankings_.size() >= kKept) rankings_.clear();
  rankings_.emplace(position, ranking);
  return ranking;
}

}  // namespace trib::analysis::wild
