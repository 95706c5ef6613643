#pragma once
// Reading River Wild moves and setup from their table-file JSON shapes (and writing moves).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/river-wild/scoring.h"

namespace trib::river_wild {

// {"card": "c03", "row": 1, "col": -1, "side": "front" | "back"}; "side" defaults to front.
struct MoveInput {
  std::string card;
  int row = 0;
  int col = 0;
  bool back = false;
};

inline constexpr int kMaxCoordinate = 1000;  // |row|, |col| of a move

// Throws InputError with paths relative to the move ("/row").
MoveInput parse_move(const nlohmann::json& move);
nlohmann::json move_json(const Catalog& catalog, const Placement& placement);

// {"hand": [ids], "runestones": [{"card", "cell": [R, C], "animal"}]}, both optional.
struct Setup {
  std::optional<std::vector<int>> hand;  // card indices: the hand at the end of the game
  std::vector<RunestoneChoice> runestones;
};

// Throws InputError with absolute paths ("/setup/hand/1").
Setup parse_setup(const nlohmann::json& setup, const Catalog& catalog);

}  // namespace trib::river_wild
