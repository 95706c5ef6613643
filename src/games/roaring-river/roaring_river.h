#pragma once
// Roaring River: the Game entry for the registry, and the typed match a round view drives
// (state, live preview of the plays being entered, moves as values or JSON).

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

class RoaringRiverGame final : public Game {
 public:
  std::string_view id() const override { return "roaring-river"; }
  std::string_view name() const override { return "Roaring River"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 6; }
  nlohmann::json bundled_catalog() const override;
  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override;
  std::vector<std::string> catalog_sections_by_id() const override { return {"motivations"}; }
  std::unique_ptr<Match> start(const TableFile& table) const override;
  // The typed match, for the round view and tests.
  std::unique_ptr<RoaringRiverMatch> start_match(const TableFile& table) const;
};

}  // namespace trib::roaring_river

namespace trib {
const Game& roaring_river_game();
}  // namespace trib
