#pragma once
// A River Woods game in progress: the state after the turns so far, the one place that
// applies a turn, and typed accessors for the map view.

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/river-woods/codec.h"
#include "games/river-woods/turn.h"

namespace trib::river_woods {

class RiverWoodsMatch : public Match {
 public:
  RiverWoodsMatch(std::shared_ptr<const Catalog> catalog, std::vector<std::string> players,
                  State state);

  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override;
  bool finished() const override { return state_.over; }
  std::size_t move_count() const override { return turns_.size(); }

  // Typed API.
  Verdict check(const Turn& turn, bool house_ruling = false) const;
  Verdict apply(const Turn& turn, bool house_ruling = false);

  const Catalog& catalog() const { return *catalog_; }
  const State& state() const { return state_; }
  const std::vector<std::string>& players() const { return names_; }
  const std::vector<Turn>& turns() const { return turns_; }
  // The objectives the last turn awarded ("Bo takes silver on Tokens around 4 (berry)").
  const std::vector<Award>& last_awards() const { return last_awards_; }
  std::string announce(const Award& award) const;

 private:
  std::shared_ptr<const Catalog> catalog_;
  std::vector<std::string> names_;
  State state_;
  std::vector<Turn> turns_;
  std::vector<Award> last_awards_;
};

}  // namespace trib::river_woods
