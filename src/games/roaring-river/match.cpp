// Roaring River's typed match: rounds checked and applied, their preview and the score.

#include "games/roaring-river/match.h"

namespace trib::roaring_river {

RoaringRiverMatch::RoaringRiverMatch(Rules rules, State state)
    : rules_(std::move(rules)), state_(std::move(state)) {}

Verdict RoaringRiverMatch::check(const nlohmann::json& move) const {
  return check_round(rules_, state_, read_round_move(move, rules_));
}

Verdict RoaringRiverMatch::apply(const nlohmann::json& move) {
  return apply(read_round_move(move, rules_));
}

Verdict RoaringRiverMatch::apply(const RoundMove& move) {
  if (auto verdict = check_round(rules_, state_, move); !verdict.legal()) return verdict;
  apply_round(rules_, state_, move);
  return legal();
}

Verdict RoaringRiverMatch::check_plays(const std::vector<std::vector<int>>& plays) const {
  return roaring_river::check_plays(rules_, state_, plays);
}

}  // namespace trib::roaring_river
