#pragma once
// One place that plays a turn: every step checked in order against the rules (each
// refusal with its rule id), then the turn applied, the active player's objectives
// awarded and the turn order advanced.

#include <string_view>
#include <vector>

#include "core/verdict.h"
#include "games/river-woods/codec.h"
#include "games/river-woods/objectives.h"

namespace trib::river_woods {

// Whether a house ruling may override `rule` (docs/table-format.md lists them). Turn
// order, used discs, tiles placed twice, occupied cells, unknown ids and anything
// physically impossible are never overridden.
bool overridable(std::string_view rule);

// Plays `turn` on `state`. An illegal turn leaves `state` unchanged. With `house_ruling`,
// overridable rules are not enforced. The objectives awarded are appended to `awards`.
Verdict play_turn(State& state, const Catalog& catalog, const Turn& turn, bool house_ruling,
                  std::vector<Award>* awards = nullptr);

// Cells where a companion taken onto an empty side may summon its piece: free cells
// (a tile, no piece) next to the main piece whose top tile is not river terrain.
std::vector<Cell> summon_cells(const State& state, int player);

}  // namespace trib::river_woods
