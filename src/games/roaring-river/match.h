#pragma once
// Roaring River's typed match: the state a round view drives, a live preview of the plays
// being entered, and moves as values or JSON.

#include <memory>

#include "core/game.h"
#include "games/roaring-river/codec.h"

namespace trib::roaring_river {

class RoaringRiverMatch final : public Match {
 public:
  RoaringRiverMatch(Rules rules, State state);

  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override { return score_match(rules_, state_); }
  bool finished() const override { return state_.finished(); }
  std::size_t move_count() const override { return static_cast<std::size_t>(state_.rounds); }

  Verdict check(const RoundMove& move) const { return check_round(rules_, state_, move); }
  Verdict apply(const RoundMove& move);

  // For a round view: what these plays would do (direction, totals, danger change, cards
  // to discard, cards to deal, hearts). Returns the play problem instead when there is one.
  Verdict check_plays(const std::vector<std::vector<int>>& plays) const;
  RoundPreview preview(const std::vector<std::vector<int>>& plays) const {
    return preview_round(rules_, state_, plays);
  }

  const Rules& rules() const { return rules_; }
  const State& state() const { return state_; }

 private:
  Rules rules_;
  State state_;
};

}  // namespace trib::roaring_river
