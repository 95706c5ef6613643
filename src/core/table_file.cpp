#include "core/table_file.h"

#include <set>

#include "core/json_view.h"
#include "core/text.h"

namespace trib {

namespace {

// Cheap checks first: the count is known before any name is looked at.
std::vector<std::string> parse_players(const JsonView& players) {
  players.expect_array();
  if (players.size() == 0) players.fail("at least one player is needed");
  if (players.size() > kMaxTablePlayers) {
    players.fail("a table has at most " + std::to_string(kMaxTablePlayers) + " players, not " +
                 std::to_string(players.size()));
  }
  std::vector<std::string> names;
  std::set<std::string, std::less<>> seen;
  for (const JsonView& player : players.items()) {
    std::string name = player.as_string();
    if (const std::string problem = player_name_problem(name); !problem.empty()) {
      player.fail(problem);
    }
    if (!seen.insert(name).second) {
      player.fail("\"" + name + "\" appears twice; player names must differ");
    }
    names.push_back(std::move(name));
  }
  return names;
}

}  // namespace

std::string player_name_problem(std::string_view name) {
  const std::size_t length = character_count(name);
  if (length == 0 || length > kMaxPlayerNameLength) {
    return "a player name needs 1 to " + std::to_string(kMaxPlayerNameLength) +
           " characters, this one has " + std::to_string(length);
  }
  if (const auto control = first_control_character(name)) {
    return "a player name may not contain control characters (found " + code_point_name(*control) +
           ")";
  }
  return {};
}

TableFile parse_table_file(json document) {
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
  table.players = parse_players(root.at("players"));
  for (const char* section : {"catalog", "setup"}) {
    if (!root.has(section)) continue;
    const JsonView value = root.at(section);
    if (!value.is_object()) value.fail("expected an object");
    (section == std::string("catalog") ? table.catalog : table.setup) =
        std::move(document.at(section));
  }
  if (root.has("moves")) {
    root.at("moves").expect_array();
    table.moves = std::move(document.at("moves"));
  }
  for (auto it = document.begin(); it != document.end(); ++it) {
    if (it.key().rfind("x-", 0) == 0) table.notes[it.key()] = std::move(it.value());
  }
  return table;
}

TableFile parse_table_text(std::string_view text) {
  return parse_table_file(parse_json_text(text));
}

TableFile read_table_file(const std::string& file_path) {
  return parse_table_text(read_json_file_text(file_path));
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
