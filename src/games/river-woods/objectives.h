#pragma once
// Objective cards: whether a player achieves one at a tier, and the awards at the end of
// the active player's turn (public row, then hand cards, then round cards).

#include <string>
#include <vector>

#include "games/river-woods/state.h"

namespace trib::river_woods {

// An objective just achieved, for the announcement and the cube list.
struct Award {
  int player = 0;
  Cube cube;
  bool from_hand = false;  // a secret card that went public
};

// The quantity `objective` needs at `tier` for a region of `terrain` (colour objectives)
// or for tokens (tokens-around), after the player's hiker and Shrew reductions; never
// below 1.
int needed(const Catalog& catalog, const PlayerState& player, const TerrainObjective& objective,
           Tier tier, std::optional<Terrain> region_terrain);

bool achieves(const State& state, const Catalog& catalog, const Regions& regions, int player,
              const TerrainObjective& objective, Tier tier);
bool achieves(const PlayerState& player, const RoundObjective& objective);

// The tier the next achiever of a public card takes, given how many cubes it holds.
Tier next_tier(const State& state, std::size_t cubes_on_card);

// Awards every objective `player` achieves now, in the spec's order, and records it.
std::vector<Award> award_objectives(State& state, const Catalog& catalog, int player);

// "Colour size 6 (pink)", "Tokens around 4 (berry)": the card at a tier's quantity.
std::string describe(const TerrainObjective& objective, Tier tier);
std::string describe(const RoundObjective& objective);

}  // namespace trib::river_woods
