#pragma once
// A Wodny szlak game in progress: each player's river, where every tile is (rivers,
// hands, discard pile, removed at setup) and the one place that applies a move. Typed
// accessors serve the board view.

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/wodny-szlak/codec.h"
#include "games/wodny-szlak/flow.h"
#include "games/wodny-szlak/placement.h"
#include "games/wodny-szlak/scoring.h"

namespace trib::wodny_szlak {

class WodnySzlakMatch : public Match {
 public:
  // `starts`: one catalog start index per player; `removed`: tiles set aside at setup.
  WodnySzlakMatch(std::shared_ptr<const Catalog> catalog, std::vector<std::string> players,
                  const std::vector<int>& starts, const std::vector<int>& removed = {});

  // Match interface (moves in the table-file shape).
  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override;
  bool finished() const override;
  std::size_t move_count() const override { return moves_.size() + hand_moves_; }

  // Typed API.
  Verdict check(const Placement& placement) const;
  Verdict apply(const Placement& placement);
  Verdict check_house_ruling(const Placement& placement) const;
  Verdict apply_house_ruling(const Placement& placement);
  Verdict check(const HandMove& move) const;
  Verdict apply(const HandMove& move);

  const Catalog& catalog() const { return *catalog_; }
  const std::vector<std::string>& players() const { return names_; }
  int player_count() const { return static_cast<int>(names_.size()); }
  const std::vector<Board>& boards() const { return boards_; }
  const Board& board(int player) const { return boards_[player]; }
  const std::vector<Placement>& moves() const { return moves_; }  // the placements

  int tile_owner(int tile) const;  // -1 = not placed yet
  // Whether the tile may still be placed by someone: in play, neither placed, discarded
  // nor removed.
  bool tile_available(int tile) const;
  // Hands, discard pile and removed tiles.
  const TileLedger& ledger() const { return ledger_; }
  int left_neighbour(int player) const { return (player + 1) % player_count(); }

  Flow flow(int player) const { return compute_flow(*catalog_, boards_[player]); }
  Networks networks(int player) const { return find_networks(*catalog_, boards_[player]); }
  // Where the player may place the tile now: none for a tile out of play, nor while the
  // player has placed this round (one-tile-per-round).
  std::vector<Spot> legal_spots(int player, int tile) const;
  std::vector<Cell> dead_gaps(int player) const;
  PlayerScore score_parts(int player) const { return score_board(*catalog_, boards_[player]); }

 private:
  void check_bounds(const Placement& placement) const;  // throws InputError
  void check_player(int player) const;                  // throws InputError
  void place(const Placement& placement);               // no checks
  void apply_unchecked(const HandMove& move);
  nlohmann::json tile_ids(const std::vector<int>& tiles) const;
  nlohmann::json table_details() const;
  TableState table_state() const {
    return TableState{catalog_.get(), player_count(), &ledger_, &names_};
  }

  std::shared_ptr<const Catalog> catalog_;
  std::vector<std::string> names_;
  std::vector<Board> boards_;
  TileLedger ledger_;
  std::vector<Placement> moves_;
  std::size_t hand_moves_ = 0;
};

}  // namespace trib::wodny_szlak
