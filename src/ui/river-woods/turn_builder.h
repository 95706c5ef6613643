#pragma once
// The River Woods turn being entered, as a player thinks of it: a disc, an action, then
// steps one by one. Each step is checked with the engine on the turn so far before it is
// added, so the list only ever holds a legal beginning of a turn. No ImGui here: the
// board view drives it and tests/river-woods/ui_model_test.cpp replays whole games
// through it.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/verdict.h"
#include "games/river-woods/match.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

// The legality of a whole turn in table-file JSON: SessionController::check in the view,
// RiverWoodsMatch::check in tests.
using TurnCheck = std::function<Verdict(const nlohmann::json&)>;

// The companion choices on offer: slots 1 to 3 (the table format's range).
constexpr int kTakeSlots = 3;

// The action points `step` costs `player` (on top: 2, or 1 with the Boar; a take: its slot).
int step_cost(const rwd::Step& step, const rwd::Catalog& catalog, const rwd::PlayerState& player);

class TurnBuilder {
 public:
  // A new, empty turn for the player whose turn it is in `state`; on their last turn of
  // the round the one disc left is chosen.
  void start(const rwd::State& state);

  int player() const { return player_; }
  std::optional<int> disc() const { return disc_; }
  std::optional<rwd::Action> action() const { return action_; }
  const std::vector<rwd::Step>& steps() const { return steps_; }
  bool ready() const { return disc_.has_value() && action_.has_value(); }

  // Each returns the engine's refusal and then changes nothing. Another action drops the
  // steps entered for the previous one; another disc keeps them when they still fit.
  Verdict choose_disc(int disc, const TurnCheck& check);
  Verdict choose_action(rwd::Action action, const TurnCheck& check);
  Verdict add(const rwd::Step& step, const TurnCheck& check);
  // Whether `step` would be accepted, without adding it (ghost previews).
  Verdict try_step(const rwd::Step& step, const TurnCheck& check) const;
  void remove_last();
  void clear_steps() { steps_.clear(); }

  int ap_spent(const rwd::Catalog& catalog, const rwd::State& state) const;
  // The disc's points minus those spent (0 before a disc is chosen).
  int ap_left(const rwd::Catalog& catalog, const rwd::State& state) const;
  // The highest companion slot a take may use now: slot N costs N AP, so the AP left,
  // at most kTakeSlots (0: none).
  int max_take_slot(const rwd::Catalog& catalog, const rwd::State& state) const;

  // The turn as entered; a missing disc or action defaults to the smallest unused disc
  // and the terrain action, so an unfinished choice can still be checked.
  rwd::Turn turn(const rwd::State& state) const;
  nlohmann::json json(const rwd::State& state) const;

  // The state after the steps so far, for drawing them; `awards` receives what the turn
  // would award if confirmed now.
  rwd::State preview(const rwd::State& state, const rwd::Catalog& catalog,
                     std::vector<rwd::Award>* awards = nullptr) const;

 private:
  Verdict check_with(const std::vector<rwd::Step>& steps, std::optional<int> disc,
                     std::optional<rwd::Action> action, const TurnCheck& check) const;

  int player_ = 0;
  std::optional<int> disc_;
  std::optional<rwd::Action> action_;
  std::vector<rwd::Step> steps_;
  std::vector<bool> discs_used_;  // of the player, when the turn started
};

// A movement step onto `to`, taking the cell's token when `take` is wanted, the cell shows
// one and a companion allows it; while holding three, only with a `drop` (else no take).
rwd::Step move_step(const rwd::State& state, const rwd::Catalog& catalog, int player,
                    rwd::Piece piece, rwd::Cell to, bool take, std::optional<rwd::Token> drop);

// Whether `player` may take the token on `cell` now (the cell shows one, a companion
// allows its type).
bool can_take_token(const rwd::State& state, const rwd::Catalog& catalog, int player,
                    rwd::Cell cell);

// Terrain tiles still in the box (not on the map), in catalog order.
std::vector<int> unplaced_tiles(const rwd::State& state);
// Companions no player holds, in catalog order.
std::vector<int> free_companions(const rwd::State& state, const rwd::Catalog& catalog);

}  // namespace trib::ui::woods_ui
