#pragma once
// The portable table file: {"format", "game", "players", "catalog", "setup", "moves"}.
// See docs/table-format.md. Game-specific parts stay raw JSON here; engines read them.

#include <nlohmann/json.hpp>
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
  nlohmann::json notes = nlohmann::json::object();  // the envelope's "x-…" keys, kept verbatim
};

// Checks the envelope (unknown keys, types, player names); throws InputError.
TableFile parse_table_file(const nlohmann::json& document);
TableFile parse_table_text(std::string_view text);
TableFile read_table_file(const std::string& file_path);

nlohmann::json to_json(const TableFile& table);

}  // namespace trib
