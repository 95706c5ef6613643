// A Wodny szlak game in progress: every river and tile, with moves applied in one place.

#include "games/wodny-szlak/match.h"

#include <cstdlib>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "games/wodny-szlak/hand_checks.h"
#include "games/wodny-szlak/ranks.h"

namespace trib::wodny_szlak {

WodnySzlakMatch::WodnySzlakMatch(std::shared_ptr<const Catalog> catalog,
                                 std::vector<std::string> players, const std::vector<int>& starts,
                                 const std::vector<int>& removed)
    : catalog_(std::move(catalog)),
      names_(std::move(players)),
      ledger_(static_cast<int>(catalog_->tiles.size()), static_cast<int>(names_.size())) {
  for (std::size_t i = 0; i < names_.size(); ++i)
    boards_.push_back(make_board(*catalog_, starts[i]));
  for (int tile : removed) ledger_.remove(tile);
}

Verdict WodnySzlakMatch::check(const nlohmann::json& move) const {
  return std::visit([&](const auto& m) { return check(m); }, parse_move(move, player_count()));
}

Verdict WodnySzlakMatch::apply(const nlohmann::json& move) {
  return std::visit([&](const auto& m) { return apply(m); }, parse_move(move, player_count()));
}

void WodnySzlakMatch::check_player(int player) const {
  // The JSON reader already enforces this; the typed API gets the same guard.
  if (player < 0 || player >= player_count()) {
    throw InputError(fill(_("/player: expected a player index below {}"), player_count()),
                     "/player");
  }
}

void WodnySzlakMatch::check_bounds(const Placement& placement) const {
  check_player(placement.player);
  if (placement.rot < 0 || placement.rot > 3) throw InputError(_("/rot: expected 0 to 3"), "/rot");
  if (std::abs(placement.cell.x) > kMaxCoordinate || std::abs(placement.cell.y) > kMaxCoordinate) {
    throw InputError(fill(_("/x: coordinates must stay within ±{}"), kMaxCoordinate), "/x");
  }
}

Verdict WodnySzlakMatch::check(const Placement& placement) const {
  check_bounds(placement);
  return check_placement(table_state(), boards_[placement.player], placement);
}

Verdict WodnySzlakMatch::apply(const Placement& placement) {
  if (Verdict v = check(placement); !v.legal()) return v;
  place(placement);
  return legal();
}

void WodnySzlakMatch::place(const Placement& placement) {
  const int tile = catalog_->find_tile(placement.tile);
  place_tile(boards_[placement.player], *catalog_, tile, placement.cell, placement.rot);
  ledger_.place(tile, placement.player);
  moves_.push_back(placement);
}

Verdict WodnySzlakMatch::check(const HandMove& move) const {
  check_player(move.player);
  return check_hand_move(table_state(), boards_[move.player], move, false);
}

Verdict WodnySzlakMatch::apply(const HandMove& move) {
  if (Verdict v = check(move); !v.legal()) return v;
  apply_unchecked(move);
  return legal();
}

void WodnySzlakMatch::apply_unchecked(const HandMove& move) {
  const std::vector<int> tiles = tile_indices(*catalog_, move);
  switch (move.action) {
    case HandAction::Draw:
      ledger_.draw(move.player, tiles);
      break;
    case HandAction::Discard:
      ledger_.discard(move.player, tiles);
      break;
    case HandAction::Pass:
      ledger_.pass(move.player, left_neighbour(move.player), tiles);
      break;
  }
  ++hand_moves_;
}

bool WodnySzlakMatch::finished() const {
  for (const Board& b : boards_) {
    if (b.placements() < kPlacementsPerPlayer) return false;
  }
  return true;
}

int WodnySzlakMatch::tile_owner(int tile) const {
  const TileSpot& spot = ledger_.at(tile);
  return spot.where == Where::River ? spot.player : -1;
}

bool WodnySzlakMatch::tile_available(int tile) const {
  return !out_of_game(ledger_.at(tile).where) &&
         group_in_play(catalog_->tiles[tile].group, player_count());
}

std::vector<Spot> WodnySzlakMatch::legal_spots(int player, int tile) const {
  if (!tile_available(tile) || ledger_.placed_this_round(player)) return {};
  return wodny_szlak::legal_spots(*catalog_, boards_[player], tile);
}

std::vector<Cell> WodnySzlakMatch::dead_gaps(int player) const {
  return wodny_szlak::dead_gaps(table_state(), boards_[player]);
}

Scoreboard WodnySzlakMatch::score() const {
  Scoreboard board;
  board.finished = finished();
  nlohmann::json details = nlohmann::json::array();
  for (int p = 0; p < player_count(); ++p) {
    PlayerScore parts = score_parts(p);
    PlayerResult result;
    result.name = names_[p];
    result.score = parts.total;
    result.breakdown = std::move(parts.breakdown);
    // Lines of different players can read alike ("Meadow at corner (2,0)"): say whose.
    for (BreakdownLine& line : result.breakdown) {
      if (line.highlight.is_object()) line.highlight["player"] = p;
    }
    if (player_count() == 1) result.rank = catalog_->ranks.title(result.score);
    board.players.push_back(std::move(result));
    if (ledger_.tracked(p) || !ledger_.hand(p).empty() || !ledger_.passed_in(p).empty()) {
      parts.details["hand"] = tile_ids(ledger_.hand(p));
      parts.details["passed_in"] = tile_ids(ledger_.passed_in(p));
    }
    details.push_back(std::move(parts.details));
    if (parts.placements < kPlacementsPerPlayer) {
      board.warnings.push_back(
          fill(_("{} placed {} of {} tiles"), names_[p], parts.placements, kPlacementsPerPlayer));
    }
  }
  assign_places(board.players);
  board.details = table_details();
  board.details["players"] = std::move(details);
  return board;
}

nlohmann::json WodnySzlakMatch::tile_ids(const std::vector<int>& tiles) const {
  nlohmann::json ids = nlohmann::json::array();
  for (int tile : tiles) ids.push_back(catalog_->tiles[tile].id);
  return ids;
}

nlohmann::json WodnySzlakMatch::table_details() const {
  nlohmann::json out = nlohmann::json::object();
  if (!ledger_.removed().empty()) out["removed"] = tile_ids(ledger_.removed());
  if (!ledger_.any_tracked()) return out;
  out["discarded"] = tile_ids(ledger_.discarded());
  int pile = 0;
  for (std::size_t t = 0; t < catalog_->tiles.size(); ++t) {
    pile += ledger_.at(static_cast<int>(t)).where == Where::Pile &&
            group_in_play(catalog_->tiles[t].group, player_count());
  }
  out["pile"] = pile;
  return out;
}

}  // namespace trib::wodny_szlak
