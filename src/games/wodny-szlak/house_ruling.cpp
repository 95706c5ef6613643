// Wodny szlak moves recorded as house rulings: placed without the rules a table may set
// aside (tile-not-in-player-count, river-meets-bank, river-loop, too-many-tiles).

#include "games/wodny-szlak/match.h"

namespace trib::wodny_szlak {

Verdict WodnyMatch::check_house_ruling(const nlohmann::json& move) const {
  return check_house_ruling(parse_move(move, player_count()));
}

Verdict WodnyMatch::apply_house_ruling(const nlohmann::json& move) {
  return apply_house_ruling(parse_move(move, player_count()));
}

Verdict WodnyMatch::check_house_ruling(const Placement& placement) const {
  check_bounds(placement);
  return wodny_szlak::check_house_ruling(table_state(), boards_[placement.player], placement);
}

Verdict WodnyMatch::apply_house_ruling(const Placement& placement) {
  if (Verdict v = check_house_ruling(placement); !v.legal()) return v;
  place(placement);
  return legal();
}

}  // namespace trib::wodny_szlak
