#pragma once
// Score-pad tables: a game played without mirroring, entered as its final result — one
// number per scoring row and player, as on a paper pad. Each game lists its rows in
// data/<game>/pad.json and reads the facts that decide its places from the setup.

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib {

struct PadRow {
  std::string id;       // "port-route": the key in a pad table
  std::string label;    // "Port route": the breakdown line's words
  bool halves = false;  // points may end in .5 (Roaring River's 2-player hearts); else whole
};

// Points any one row may hold: far above any real game, low enough to keep sums exact.
inline constexpr double kMaxPadPoints = 100'000;

// The rows of data/<game_id>/pad.json ({"rows": [{"id", "label", "halves"?}, …]}), read once;
// errors are InputError naming the file and JSON path.
const std::vector<PadRow>& pad_rows(std::string_view game_id);
std::vector<PadRow> parse_pad_rows(const nlohmann::json& document, const std::string& file);

// A pad table's scoreboard before the game's own facts: one result per seat, one breakdown
// line per non-zero row in the rows' order, the score their sum, finished and marked pad.
// Places are left to the game (assign_places). Throws InputError at "/pad/<seat>/<row>"
// for an unknown row, a number outside [0, kMaxPadPoints] or a fraction the row cannot
// hold (whole points, or halves where the row says so), and at "/setup/<key>" for a
// setup key that is not one of `facts` (nor an "x-" note).
Scoreboard pad_scoreboard(const TableFile& table, const std::vector<PadRow>& rows,
                          std::initializer_list<std::string_view> facts);

// A match holding a pad table's final result: finished, with no moves to take.
std::unique_ptr<Match> pad_match(Scoreboard board);

}  // namespace trib
