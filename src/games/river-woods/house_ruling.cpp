// River Woods turns recorded as house rulings: played without the rules a table may set
// aside (the list below, docs/table-format.md); turn order, used discs, tiles placed twice,
// occupied cells, unknown ids and anything physically impossible are never overridden.

#include <algorithm>
#include <array>
#include <string_view>

#include "games/river-woods/match.h"
#include "games/river-woods/turn.h"

namespace trib::river_woods {

namespace {

constexpr std::array<std::string_view, 19> kOverridable = {"over-ap",
                                                           "terrain-once-per-round",
                                                           "not-adjacent",
                                                           "on-river",
                                                           "cell-has-piece",
                                                           "no-terrain-choice",
                                                           "redraw-too-many",
                                                           "summon-cell",
                                                           "step-not-adjacent",
                                                           "river",
                                                           "river-edge",
                                                           "piece-ends-on-piece",
                                                           "token-not-allowed",
                                                           "drop-not-needed",
                                                           "needs-stoat",
                                                           "needs-forager",
                                                           "push-not-adjacent",
                                                           "exchange-same",
                                                           "one-companion-per-action"};

}  // namespace

bool overridable(std::string_view rule) {
  return std::find(kOverridable.begin(), kOverridable.end(), rule) != kOverridable.end();
}

Verdict RiverWoodsMatch::apply_house_ruling(const nlohmann::json& move) {
  return apply(parse_turn(move, state_.player_count()), true);
}

Verdict RiverWoodsMatch::check_house_ruling(const nlohmann::json& move) const {
  return check(parse_turn(move, state_.player_count()), true);
}

}  // namespace trib::river_woods
