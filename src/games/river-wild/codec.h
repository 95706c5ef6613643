#pragma once
// Reading River Wild moves and setup from their table-file JSON shapes (and writing moves).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/river-wild/layout_score.h"

namespace trib::river_wild {

// A placement {"card": "c03", "row": 1, "col": -1, "side": "front" | "back"} ("side"
// defaults to front), or a card drawn into the hand {"draw": "c03"}.
struct MoveInput {
  bool draw = false;
  std::string card;
  int row = 0;
  int col = 0;
  bool back = false;
};

inline constexpr int kMaxCoordinate = 1000;  // |row|, |col| of a move

// Throws InputError with paths relative to the move ("/row").
MoveInput parse_move(const nlohmann::json& move);
nlohmann::json move_json(const Catalog& catalog, const Placement& placement);
nlohmann::json draw_json(const Catalog& catalog, int card);

// Whether `move` has the shape of a draw (an object with a "draw" key); no validation.
bool is_draw_move(const nlohmann::json& move);

// {"hand": [ids], "runestones": [{"card", "cell": [R, C], "animal"}]}, both optional.
struct Setup {
  // Card indices: the hand at the end of the game, for tables without draw moves.
  std::optional<std::vector<int>> hand;
  std::vector<RunestoneChoice> runestones;
};

// Throws InputError with absolute paths ("/setup/hand/1").
Setup parse_setup(const nlohmann::json& setup, const Catalog& catalog);

}  // namespace trib::river_wild
