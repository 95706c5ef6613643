#pragma once
// Table-file shapes of Wodny szlak (docs: table-format.md):
//   move  {"player": 0, "tile": "<id>", "x": 2, "y": -1, "rot": 1}
//   setup {"starts": ["<start id per player>"]}
// Malformed input is an InputError; move paths are relative to the move ("/player").

#include <nlohmann/json.hpp>
#include <vector>

#include "games/wodny-szlak/placement.h"

namespace trib::wodny_szlak {

constexpr int kMaxCoordinate = 100;  // |x|, |y|: far beyond any real river

// "player" may be left out in a solo game, "rot" defaults to 0.
Placement parse_move(const nlohmann::json& move, int players);
nlohmann::json move_json(const Placement& placement);

// One catalog start index per player; without "starts" every player uses `fallback`.
std::vector<int> parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players,
                             int fallback);

}  // namespace trib::wodny_szlak
