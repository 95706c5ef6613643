#pragma once
// River Wild's typed match: the layout as it grows, the kept hand, the checks of each move
// and the score, for the board view, tests and benchmarks.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/river-wild/codec.h"
#include "games/river-wild/layout_score.h"
#include "games/river-wild/placement.h"
#include "games/river-wild/ranks.h"

namespace trib::river_wild {

inline constexpr std::size_t kHandSize = 3;

class RiverWildMatch : public Match {
 public:
  // `keeps_hand`: the table has draw moves, so the hand is known from the start and every
  // placement must come from it. A match without draws starts keeping the hand at its
  // first draw, while no card is placed yet.
  RiverWildMatch(std::shared_ptr<const Catalog> catalog,
                 std::shared_ptr<const std::vector<Rank>> ranks, Setup setup, std::string player,
                 bool keeps_hand = false);

  // Match interface: moves in the table-file shape.
  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override;
  bool finished() const override { return end() != End::None; }
  std::size_t move_count() const override { return moves_; }

  // Typed access for the board view, tests and benchmarks.
  const Catalog& catalog() const { return *catalog_; }
  const Layout& layout() const { return layout_; }
  const CellGrid& grid() const { return grid_; }
  const Setup& setup() const { return setup_; }
  LandMap lands() const { return find_lands(layout_, grid_); }
  LayoutScore scoring() const;

  // Checks 1-6, and with a kept hand that the card is in it ("card-not-in-hand") and that a
  // card was drawn since the last placement while the deck had one ("place-before-drawing").
  Verdict check_placement(const Placement& p) const;
  Verdict place(const Placement& p);  // applies `p` when legal
  // A card drawn into the kept hand: "card-already-placed", "card-already-drawn",
  // "hand-not-kept" (cards were placed without draws), "hand-full".
  Verdict check_draw(int card) const;
  Verdict draw(int card);  // applies the draw when legal
  // Applies `p` when river_wild::check_house_ruling accepts it (house_ruling.cpp).
  Verdict place_as_house_ruling(const Placement& p);

  std::vector<Placement> legal_spots(const std::vector<int>& cards) const;
  std::vector<Placement> legal_spots_for_hand() const;  // empty when no hand is known
  std::vector<int> unplaced_cards() const;
  bool all_placed() const {
    return layout_.river_cards() == static_cast<int>(catalog_->cards.size());
  }

  // The hand kept during play (draw moves): cards drawn and not placed, in draw order.
  bool keeps_hand() const { return keeps_hand_; }
  // A draw may still start keeping the hand: it is kept, or no card is placed yet.
  bool can_keep_hand() const { return keeps_hand_ || layout_.river_cards() == 0; }
  const std::vector<int>& hand() const { return hand_; }
  // Cards neither drawn nor placed (meaningful with a kept hand).
  std::vector<int> deck_cards() const;
  // The cards the end-of-game check looks at: the kept hand, else the setup's hand
  // (its placed cards left out); nullopt when no hand is known.
  std::optional<std::vector<int>> known_hand() const;
  // The game ended because no card in hand fits anywhere, on either side. A kept hand
  // must be full (or the deck empty) first.
  bool hand_blocked() const;
  End end() const;

 private:
  Verdict check_hand(int card) const;
  Verdict check_turn(int card) const;
  void add(const Placement& p);

  std::shared_ptr<const Catalog> catalog_;
  std::shared_ptr<const std::vector<Rank>> ranks_;
  Setup setup_;
  std::string player_;
  Layout layout_;
  CellGrid grid_;
  bool keeps_hand_ = false;
  std::vector<int> hand_;
  bool placed_since_draw_ = false;  // with a kept hand: a card placed, none drawn after it
  std::size_t moves_ = 0;
};

}  // namespace trib::river_wild
