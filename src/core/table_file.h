#pragma once
// The portable table file: {"format", "game", "players", "catalog", "setup", "moves"}, or
// a score-pad table with "pad" in place of "moves", and optionally when it was played.
// See docs/table-format.md. Game-specific parts stay raw JSON here; engines read them.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trib {

struct TableFile {
  int format = 1;
  std::string game;
  std::vector<std::string> players;
  nlohmann::json catalog = nlohmann::json::object();  // overrides of the bundled catalog
  nlohmann::json setup = nlohmann::json::object();
  nlohmann::json moves = nlohmann::json::array();
  // A score-pad table's final result: one object of row id → points per player, in seat
  // order; null for a table of moves. The game checks the rows (Game::score_pad).
  nlohmann::json pad = nullptr;
  std::optional<std::string> played_at;  // "YYYY-MM-DDTHH:MM", local time
  std::optional<int> duration_min;
  nlohmann::json notes = nlohmann::json::object();  // the envelope's "x-…" keys, kept verbatim

  bool is_pad() const { return !pad.is_null(); }
};

inline constexpr int kMaxDurationMinutes = 10'080;  // a week: anything longer is a typo

inline constexpr std::size_t kMaxPlayerNameLength = 100;  // characters (code points)
inline constexpr std::size_t kMaxTablePlayers = 100;      // any game's own limit is lower

// Why `name` cannot be a player's name, or "" when it can: 1 to 100 characters, at least
// one of them visible, none of them a control character. Names are trimmed of invisible
// characters at either end (trim_invisible) before they are checked.
std::string player_name_problem(std::string_view name);

// What makes two names the same player: trimmed and case-folded ("Ada", "ada ", "ADA").
std::string player_key(std::string_view name);

// Why `text` is not a played_at value ("YYYY-MM-DDTHH:MM", a real date and time), or "".
std::string played_at_problem(std::string_view text);

// Checks the envelope (unknown keys, types, player names, "moves" or "pad" but not both,
// played_at and duration_min); throws InputError. The document's parts are moved into the
// table.
TableFile parse_table_file(nlohmann::json document);
TableFile parse_table_text(std::string_view text);
// At most kMaxJsonBytes (16 MB); a larger file is refused before it is read.
TableFile read_table_file(const std::string& file_path);

nlohmann::json to_json(const TableFile& table);

// Throws InputError when `table`, written out with its catalog as `export` writes it,
// would be more than a table file may be (kMaxJsonBytes, kMaxJsonDepth): what is stored
// must always export to a file that imports again.
void check_round_trip(const TableFile& table);

}  // namespace trib
