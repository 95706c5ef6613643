#pragma once
// River Wild (solo): the Game entry point and the typed match a board view can draw.

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/river-wild/codec.h"
#include "games/river-wild/placement.h"
#include "games/river-wild/ranks.h"
#include "games/river-wild/scoring.h"

namespace trib::river_wild {

class RiverWildMatch : public Match {
 public:
  RiverWildMatch(std::shared_ptr<const Catalog> catalog,
                 std::shared_ptr<const std::vector<Rank>> ranks, Setup setup, std::string player);

  // Match interface: moves in the table-file shape.
  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override;
  bool finished() const override;
  std::size_t move_count() const override { return layout_.placed.size() - 1; }

  // Typed access for the board view, tests and benchmarks.
  const Catalog& catalog() const { return *catalog_; }
  const Layout& layout() const { return layout_; }
  const CellGrid& grid() const { return grid_; }
  const Setup& setup() const { return setup_; }
  LandMap lands() const { return find_lands(layout_, grid_); }
  LayoutScore scoring() const;

  Verdict check_placement(const Placement& p) const;
  Verdict place(const Placement& p);  // applies `p` when legal
  // Applies `p` when river_wild::check_house_ruling accepts it.
  Verdict place_as_house_ruling(const Placement& p);
  std::vector<Placement> legal_spots(const std::vector<int>& cards) const;
  std::vector<Placement> legal_spots_for_hand() const;  // empty when no hand was entered
  std::vector<int> unplaced_cards() const;
  bool all_placed() const {
    return layout_.river_cards() == static_cast<int>(catalog_->cards.size());
  }
  bool hand_blocked() const;  // false when no hand was entered

 private:
  std::shared_ptr<const Catalog> catalog_;
  std::shared_ptr<const std::vector<Rank>> ranks_;
  Setup setup_;
  std::string player_;
  Layout layout_;
  CellGrid grid_;
};

// Builds a typed match from a table file (catalog overrides, setup), at move 0.
RiverWildMatch start_match(const TableFile& table);

const trib::Game& river_wild_game();

}  // namespace trib::river_wild

namespace trib {
// The same game object, for a registry written in namespace trib.
inline const Game& river_wild_game() {
  return river_wild::river_wild_game();
}
}  // namespace trib
