#include "games/wodny-szlak/match.h"

#include <cstdlib>

#include "core/input_error.h"
#include "games/wodny-szlak/ranks.h"

namespace trib::wodny_szlak {

WodnyMatch::WodnyMatch(std::shared_ptr<const Catalog> catalog, std::vector<std::string> players,
                       const std::vector<int>& starts)
    : catalog_(std::move(catalog)), names_(std::move(players)), owner_(catalog_->tiles.size(), -1) {
  for (std::size_t i = 0; i < names_.size(); ++i)
    boards_.push_back(make_board(*catalog_, starts[i]));
}

Verdict WodnyMatch::check(const nlohmann::json& move) const {
  return check(parse_move(move, player_count()));
}

Verdict WodnyMatch::apply(const nlohmann::json& move) {
  return apply(parse_move(move, player_count()));
}

void WodnyMatch::check_bounds(const Placement& placement) const {
  // The JSON reader already enforces these; the typed API gets the same guard.
  if (placement.player < 0 || placement.player >= player_count()) {
    throw InputError("/player: expected a player index below " + std::to_string(player_count()),
                     "/player");
  }
  if (placement.rot < 0 || placement.rot > 3) throw InputError("/rot: expected 0 to 3", "/rot");
  if (std::abs(placement.cell.x) > kMaxCoordinate || std::abs(placement.cell.y) > kMaxCoordinate) {
    throw InputError("/x: coordinates must stay within ±" + std::to_string(kMaxCoordinate), "/x");
  }
}

Verdict WodnyMatch::check(const Placement& placement) const {
  check_bounds(placement);
  return check_placement(table_state(), boards_[placement.player], placement);
}

Verdict WodnyMatch::apply(const Placement& placement) {
  if (Verdict v = check(placement); !v.legal()) return v;
  place(placement);
  return legal();
}

void WodnyMatch::place(const Placement& placement) {
  const int tile = catalog_->find_tile(placement.tile);
  place_tile(boards_[placement.player], *catalog_, tile, placement.cell, placement.rot);
  owner_[tile] = placement.player;
  moves_.push_back(placement);
}

bool WodnyMatch::finished() const {
  for (const Board& b : boards_) {
    if (b.placements() < kPlacementsPerPlayer) return false;
  }
  return true;
}

bool WodnyMatch::tile_available(int tile) const {
  return owner_[tile] < 0 && group_in_play(catalog_->tiles[tile].group, player_count());
}

std::vector<Spot> WodnyMatch::legal_spots(int player, int tile) const {
  if (!tile_available(tile)) return {};
  return wodny_szlak::legal_spots(*catalog_, boards_[player], tile);
}

std::vector<Cell> WodnyMatch::dead_gaps(int player) const {
  return wodny_szlak::dead_gaps(table_state(), boards_[player]);
}

Scoreboard WodnyMatch::score() const {
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
    details.push_back(std::move(parts.details));
    if (parts.placements < kPlacementsPerPlayer) {
      board.warnings.push_back(names_[p] + " placed " + std::to_string(parts.placements) + " of " +
                               std::to_string(kPlacementsPerPlayer) + " tiles");
    }
  }
  assign_places(board.players);
  board.details = {{"players", std::move(details)}};
  return board;
}

}  // namespace trib::wodny_szlak
