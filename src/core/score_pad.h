#pragma once
// Score-pad tables: a game played without mirroring, entered as its final result — one
// number per scoring row and player, as on a paper pad. Each game lists its rows and the
// facts that decide its places (kept in the table's setup) in data/<game>/pad.json; the
// game's own pad.cpp gives them their meaning.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib {

struct PadRow {
  std::string id;       // "port-route": the key in a pad table
  std::string label;    // "Port route": the breakdown line's words
  bool halves = false;  // points may end in .5 (Roaring River's 2-player hearts); else whole
  // The scoring category (BreakdownLine::category) the row's points are, when the row says
  // it; empty for a row that mixes several ("Other points").
  std::string category;
};

// A fact in the setup that decides places: a flag ("flipped": true) or one whole number
// per player in seat order ("first_tier": [2, 0, 1]).
enum class PadFactKind { Flag, PerPlayer };

struct PadFact {
  std::string id;
  std::string label;  // what the setup dialog asks
  PadFactKind kind = PadFactKind::Flag;
};

struct PadSheet {
  std::vector<PadRow> rows;
  std::vector<PadFact> facts;
};

// Points any one row may hold: far above any real game, low enough to keep sums exact.
inline constexpr double kMaxPadPoints = 100'000;
// The largest number a per-player fact may hold.
inline constexpr std::int64_t kMaxPadFact = 1'000;

// data/<game_id>/pad.json: {"rows": [{"id", "label", "halves"?}, …], "facts": [{"id",
// "label", "kind": "flag" | "per-player"}, …]}, read once per run; errors are InputError
// naming the file and JSON path.
const PadSheet& pad_sheet(std::string_view game_id);
PadSheet parse_pad_sheet(const nlohmann::json& document, const std::string& file);

// A pad table's scoreboard before the game's own facts: one result per seat, one breakdown
// line per non-zero row in the rows' order, the score their sum, finished and marked pad.
// Places are left to the game (assign_places). Throws InputError at "/pad/<seat>/<row>"
// for an unknown row, a number outside [0, kMaxPadPoints] or a fraction the row cannot
// hold (whole points, or halves where the row says so), and at "/setup/<key>" for a setup
// key that is none of the sheet's facts (nor an "x-" note) or a fact of the wrong shape.
Scoreboard pad_scoreboard(const TableFile& table, const PadSheet& sheet);

// A flag fact's value (false when the setup leaves it out) and a per-player fact's values
// (empty when left out), from a setup pad_scoreboard has checked.
bool pad_flag(const TableFile& table, std::string_view fact);
std::vector<int> pad_numbers(const TableFile& table, std::string_view fact);

// The points of a pad cell as written on paper or in another app: "" is nullopt (the row
// counts 0); "12", "3+6+2", "2.5 + 1" are numbers. Anything else sets `problem` ("'3+x' is
// not a number or a sum such as 3+6+2") and returns nullopt.
std::optional<double> read_pad_sum(std::string_view text, std::string& problem);

// A match holding a pad table's final result: finished, with no moves to take.
std::unique_ptr<Match> pad_match(Scoreboard board);

}  // namespace trib
