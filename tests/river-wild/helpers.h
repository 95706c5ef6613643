#pragma once
// Small hand-made River Wild tables for the tests.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/input_error.h"
#include "games/river-wild/river_wild.h"

namespace river_wild_test {

using nlohmann::json;
namespace rw = trib::river_wild;

// {"rows": rows, "items": items}. Items and moves are lists, not one json: `{item}` is then
// an array of one with every compiler (clang reads a braced json of one json as a copy).
json card(std::vector<std::string> rows, std::vector<json> items = {});

// A self-contained catalog with its own grid (the bundled cards are not merged).
json deck(int width, int height, json source, json cards);

trib::TableFile table(json catalog, json setup = json::object(), std::vector<json> moves = {});

rw::RiverWildMatch start(json catalog, json setup = json::object());

// {"card": id, "row": r, "col": c, "side": ...}
json move(const std::string& id, int row, int col, bool back = false);

// Applies the move and fails the test when it is refused.
void place(rw::RiverWildMatch& match, const std::string& id, int row, int col, bool back = false);

// The land of the details holding global cell [row, col], or null.
json land_with(const json& details, int row, int col);

}  // namespace river_wild_test
