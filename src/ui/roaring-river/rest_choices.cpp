// What a resting player may take back (rest_choices.h).

#include "ui/roaring-river/rest_choices.h"

#include <algorithm>
#include <set>

namespace trib::ui::rr_ui {

namespace {

// Every combination of `count` cards from `pool`, added to `out` when new.
void recovery_combinations(const std::vector<int>& pool, std::size_t count, std::size_t from,
                           std::vector<int>& current, std::set<std::vector<int>>& seen,
                           std::vector<std::vector<int>>& out) {
  if (current.size() == count) {
    if (seen.insert(current).second) out.push_back(current);
    return;
  }
  for (std::size_t i = from; i < pool.size(); ++i) {
    current.push_back(pool[i]);
    recovery_combinations(pool, count, i + 1, current, seen, out);
    current.pop_back();
  }
}

}  // namespace

std::vector<std::vector<int>> recovery_options(const rr::RoaringRiverMatch& match, int slot,
                                               int played) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  const int player = slot / rules.sets(), set = slot % rules.sets();
  rr::PaddleHand after = match.state().players[player].sets[set];
  after.hand &= ~(1u << played);
  std::vector<std::vector<int>> out{{}};
  std::set<std::vector<int>> seen{{}};
  for (const rr::RecoveryOption& option : paddles.recovery) {
    std::vector<int> pool;
    for (int card = 0; card < static_cast<int>(paddles.cards.size()); ++card) {
      const rr::PaddleCard& c = paddles.cards[card];
      const bool returnable = c.kind == rr::PaddleKind::Left || c.kind == rr::PaddleKind::Right;
      if (returnable && !after.holds(card) &&
          std::find(option.values.begin(), option.values.end(), c.value) != option.values.end()) {
        pool.push_back(card);
      }
    }
    for (int count = option.up_to; count >= 1; --count) {
      std::vector<int> current;
      recovery_combinations(pool, static_cast<std::size_t>(count), 0, current, seen, out);
    }
  }
  return out;
}

int preferred_recovery(const std::vector<std::vector<int>>& options, const rr::PaddleSet& paddles) {
  int best = 0;
  auto weight = [&](const std::vector<int>& cards) {
    int values = 0;
    for (int card : cards) values += paddles.cards[static_cast<std::size_t>(card)].value;
    return std::pair(cards.size(), values);
  };
  for (int i = 1; i < static_cast<int>(options.size()); ++i) {
    if (weight(options[static_cast<std::size_t>(i)]) >
        weight(options[static_cast<std::size_t>(best)])) {
      best = i;
    }
  }
  return best;
}

int recovery_for_key(int digit, std::size_t options) {
  if (digit < 1 || digit > 9 || static_cast<std::size_t>(digit) > options) return -1;
  return digit - 1;
}

}  // namespace trib::ui::rr_ui
