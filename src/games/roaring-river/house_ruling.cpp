// Roaring River rounds recorded as house rulings: applied without the Rest rules a table
// may set aside (invalid-recovery, recover-without-rest).

#include "games/roaring-river/roaring_river.h"

namespace trib::roaring_river {

Verdict RoaringRiverMatch::check_house_ruling(const nlohmann::json& move) const {
  return check_round_house_ruling(rules_, state_, read_round_move(move, rules_));
}

Verdict RoaringRiverMatch::apply_house_ruling(const nlohmann::json& move) {
  const RoundMove round = read_round_move(move, rules_);
  if (Verdict verdict = check_round_house_ruling(rules_, state_, round); !verdict.legal())
    return verdict;
  apply_round(rules_, state_, round);
  return legal();
}

}  // namespace trib::roaring_river
