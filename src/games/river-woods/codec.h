#pragma once
// Reading River Woods setups and turns in the table-file shapes
// (docs/table-format.md, river-woods). Malformed input throws InputError with a JSON
// path (relative to the move for turns); rule violations are the engine's business.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/river-woods/state.h"

namespace trib::river_woods {

struct Step {
  enum class Kind : std::uint8_t { Place, Redraw, Take, Refresh, Move, Exchange, Push };
  Kind kind = Kind::Place;
  // place
  std::string tile;
  Cell at;
  int rot = 0;
  bool on_top = false;
  // redraw
  int count = 0;
  // take
  std::string companion;
  int slot = 1;
  Side side = Side::Left;
  std::optional<Cell> summon;
  // move (piece, at = to, take, drop) and push (push_player, piece, path)
  Piece piece = Piece::Main;
  bool take_token = false;
  std::optional<Token> drop;
  int push_player = 0;
  std::vector<Cell> path;
  // exchange
  Token give = Token::Flower;
  Token get = Token::Flower;
};

struct Turn {
  int player = 0;
  int disc = 1;
  Action action = Action::Terrain;
  std::vector<Step> steps;
};

// `players` bounds the player indices.
Turn parse_turn(const nlohmann::json& move, int players);
nlohmann::json turn_json(const Turn& turn);

// The state at the start of the game. Errors are InputError at "/setup/...".
State parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players);

nlohmann::json cell_json(Cell cell);

}  // namespace trib::river_woods
