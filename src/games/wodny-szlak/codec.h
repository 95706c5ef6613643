#pragma once
// Table-file shapes of Wodny szlak (docs: table-format.md):
//   move  {"player": 0, "tile": "<id>", "x": 2, "y": -1, "rot": 1}
//         {"player": 0, "draw" | "discard" | "pass": ["<id>", …]}
//   setup {"starts": ["<start id per player>"], "removed": ["<id>", …]}
// Malformed input is an InputError; move paths are relative to the move ("/player").

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "games/wodny-szlak/placement.h"

namespace trib::wodny_szlak {

constexpr int kMaxCoordinate = 100;  // |x|, |y|: far beyond any real river

enum class HandAction : unsigned char { Draw, Discard, Pass };

// Tiles drawn into the player's hand, discarded from it, or passed to the left neighbour.
struct HandMove {
  HandAction action = HandAction::Draw;
  int player = 0;
  std::vector<std::string> tiles;  // distinct, at least one
};

using Move = std::variant<Placement, HandMove>;

std::string_view action_key(HandAction action);  // "draw", "discard", "pass"

// "player" may be left out in a solo game, "rot" defaults to 0. A pass needs a neighbour:
// in a solo game it is malformed.
Move parse_move(const nlohmann::json& move, int players);
nlohmann::json move_json(const Placement& placement);
nlohmann::json move_json(const HandMove& move);

struct Setup {
  std::vector<int> starts;   // one catalog start index per player
  std::vector<int> removed;  // solo: catalog tile indices set aside at setup
};

// Without "starts" every player uses `fallback`. "removed" is for a solo game only: at most
// six distinct known tiles of the solo game's groups.
Setup parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players, int fallback);

}  // namespace trib::wodny_szlak
