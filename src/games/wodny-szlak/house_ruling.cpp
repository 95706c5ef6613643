// Wodny szlak moves recorded as house rulings: placed without the rules a table may set
// aside (tile-not-in-player-count, tile-not-in-hand, river-meets-bank, river-loop,
// too-many-tiles) — the tile is then taken out of wherever it was; a tile drawn although
// left out at this player count; a pass or discard out of the round's rhythm (…-before-placing,
// …-leaves-tiles, …-after-last-placement), which still ends the round as a pass (solo: a
// discard) does. The other rules of the hand moves are never overridden.

#include "games/wodny-szlak/hand_checks.h"
#include "games/wodny-szlak/match.h"

namespace trib::wodny_szlak {

namespace {

// Overloads for std::visit: one callable per move kind.
template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
// Clang 14 (the fuzz build) has no aggregate deduction yet.
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace

Verdict WodnySzlakMatch::check_house_ruling(const nlohmann::json& move) const {
  return std::visit(Overloaded{[&](const Placement& p) { return check_house_ruling(p); },
                               [&](const HandMove& m) {
                                 check_player(m.player);
                                 return check_hand_move(table_state(), boards_[m.player], m, true);
                               }},
                    parse_move(move, player_count()));
}

Verdict WodnySzlakMatch::apply_house_ruling(const nlohmann::json& move) {
  return std::visit(Overloaded{[&](const Placement& p) { return apply_house_ruling(p); },
                               [&](const HandMove& m) {
                                 check_player(m.player);
                                 Verdict v =
                                     check_hand_move(table_state(), boards_[m.player], m, true);
                                 if (v.legal()) apply_unchecked(m);
                                 return v;
                               }},
                    parse_move(move, player_count()));
}

Verdict WodnySzlakMatch::check_house_ruling(const Placement& placement) const {
  check_bounds(placement);
  return wodny_szlak::check_house_ruling(table_state(), boards_[placement.player], placement);
}

Verdict WodnySzlakMatch::apply_house_ruling(const Placement& placement) {
  if (Verdict v = check_house_ruling(placement); !v.legal()) return v;
  place(placement);
  return legal();
}

}  // namespace trib::wodny_szlak
