#include "core/table_file.h"

#include <fstream>
#include <sstream>

#include "core/json_view.h"

namespace trib {

TableFile parse_table_file(const json& document) {
  const JsonView root(document);
  root.expect_object({"format", "game", "players", "catalog", "setup", "moves"});
  TableFile table;
  if (root.has("format")) {
    const JsonView format = root.at("format");
    if (!format.raw().is_number_integer() || format.raw().get<std::int64_t>() != 1) {
      format.fail("unsupported format (this version reads format 1)");
    }
  }
  table.game = root.at("game").as_string();
  const JsonView players = root.at("players");
  for (const JsonView& player : players.items()) {
    std::string name = player.as_string();
    if (name.empty() || name.size() > 100) player.fail("a player name needs 1 to 100 characters");
    for (const std::string& other : table.players) {
      if (other == name) player.fail("\"" + name + "\" appears twice; player names must differ");
    }
    table.players.push_back(std::move(name));
  }
  if (table.players.empty()) players.fail("at least one player is needed");
  for (const char* section : {"catalog", "setup"}) {
    if (!root.has(section)) continue;
    const JsonView value = root.at(section);
    if (!value.is_object()) value.fail("expected an object");
    (section == std::string("catalog") ? table.catalog : table.setup) = value.raw();
  }
  if (root.has("moves")) {
    root.at("moves").expect_array();
    table.moves = document.at("moves");
  }
  for (auto it = document.begin(); it != document.end(); ++it) {
    if (it.key().rfind("x-", 0) == 0) table.notes[it.key()] = it.value();
  }
  return table;
}

TableFile parse_table_text(std::string_view text) {
  return parse_table_file(parse_json_text(text));
}

TableFile read_table_file(const std::string& file_path) {
  std::ifstream in(file_path, std::ios::binary);
  if (!in) throw InputError(file_path + ": cannot be read");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return parse_table_text(buffer.str());
}

json to_json(const TableFile& table) {
  json out = {{"format", 1},
              {"game", table.game},
              {"players", table.players},
              {"catalog", table.catalog},
              {"setup", table.setup},
              {"moves", table.moves}};
  for (auto it = table.notes.begin(); it != table.notes.end(); ++it) out[it.key()] = it.value();
  return out;
}

}  // namespace trib
