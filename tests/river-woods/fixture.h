#pragma once
// A small hand-made River Woods table for the rule tests: its own tiles, companions and
// objective cards (so the tests do not depend on the bundled reconstruction) on this map:
//
//            (0,-1) u    (1,-1) y    (2,-1) g2
//      (-1,0) flw  (0,0) cab-g  (1,0) g   (2,0) cab-p
//      (-1,1) pr   (0,1) tea    (1,1) r
//
// u purple, y yellow, g/g2 green, cab-g a green cabin, cab-p a pink cabin, flw yellow with
// a flower icon, tea green with a tea icon, r full river, pr shared: pink owns edges
// 0-2 (E, SE, SW), river owns 3-5 (W, NW, NE). Green region: cab-g, g, g2, tea (size 4).

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/replay.h"
#include "games/river-woods/river_woods.h"

namespace river_woods_test {

using nlohmann::json;
using trib::river_woods::RiverWoodsMatch;

json test_catalog();
// Setup on the map above: mains on cab-g (player 0) and cab-p (player 1); a third player
// on the extra yellow cabin cab-x at (3,-1), a fourth on the purple cabin cab-z at (-1,-1).
// Public row: "hard" (nobody reaches it); one round card nobody achieves.
json test_setup(int players);

// The steps as a list, not one json: `{take(...)}` is then an array of one step with every
// compiler (clang reads a braced json of one json as a copy).
json turn(int player, int disc, const std::string& action, std::vector<json> steps = {});
json place(const std::string& tile, int q, int r, int rot = 0, bool on_top = false);
json step(const std::string& piece, int q, int r);
// A companion take; `summon` only for an empty side.
json take(const std::string& id, int slot, const std::string& side, json summon = nullptr);

struct Table {
  explicit Table(int players = 2, json setup = nullptr, json catalog_extra = json::object());

  // Applies a move through the same path as `tributary score` (house rulings honoured).
  // Returns the broken rule id, or "" when the move was applied.
  std::string play(const json& move);
  // Plays empty terrain turns for whoever is next until `player` is to move.
  void skip_to(int player);
  RiverWoodsMatch& match() const;
  const trib::river_woods::State& state() const { return match().state(); }
  const trib::river_woods::Catalog& catalog() const { return match().catalog(); }

  trib::TableFile file;
  trib::Replay replay;
  std::size_t moves = 0;
};

// Two players, one public card "cs-green" that needs 3 / 4 / 5 green.
Table reachable_green_table();

}  // namespace river_woods_test
