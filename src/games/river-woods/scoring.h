#pragma once
// Final score: stars on each player's cubes plus, with the variant, the game-end cards;
// places with the first-tier-cube tie-break; details for auditing every point.

#include <nlohmann/json.hpp>

#include "core/scoreboard.h"
#include "games/river-woods/state.h"

namespace trib::river_woods {

// Parts of `colour` next to the main piece: a neighbouring full tile of that colour, or a
// neighbouring shared tile's half of that colour owning the edge that faces the piece.
int game_end_points(const State& state, int player, Terrain colour);

Scoreboard score_state(const State& state, const Catalog& catalog,
                       const std::vector<std::string>& names);

nlohmann::json map_json(const State& state);

}  // namespace trib::river_woods
