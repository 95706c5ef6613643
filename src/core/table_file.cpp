// Reading and writing the portable table file's envelope; the game reads its own parts.

#include "core/table_file.h"

#include <set>

#include "core/json_view.h"
#include "core/json_write.h"
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
    std::string name = trim_invisible(player.as_string());
    if (const std::string problem = player_name_problem(name); !problem.empty()) {
      player.fail(problem);
    }
    if (!seen.insert(player_key(name)).second) {
      player.fail("\"" + echo(name) + "\" appears twice (names that differ only in case " +
                  "or spaces are one player); player names must differ");
    }
    names.push_back(std::move(name));
  }
  return names;
}

}  // namespace

std::string player_name_problem(std::string_view name) {
  const std::size_t length = character_count(name);
  if (all_invisible(name)) return "a player name needs at least one visible character";
  if (length > kMaxPlayerNameLength) {
    return "a player name needs 1 to " + std::to_string(kMaxPlayerNameLength) +
           " characters, this one has " + std::to_string(length);
  }
  if (const auto control = first_control_character(name)) {
    return "a player name may not contain control characters (found " + code_point_name(*control) +
           ")";
  }
  return {};
}

std::string player_key(std::string_view name) {
  return case_folded(trim_invisible(name));
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

void check_round_trip(const TableFile& table) {
  const nlohmann::json document = to_json(table);
  if (const std::size_t depth = json_depth(document); depth > kMaxJsonDepth) {
    throw InputError("with its catalog the table nests " + std::to_string(depth) +
                     " levels of arrays and objects; a table file may nest at most " +
                     std::to_string(kMaxJsonDepth));
  }
  if (const std::size_t values = json_value_count(document); values > kMaxJsonValues) {
    throw InputError("with its catalog the table holds " + std::to_string(values) +
                     " values; a table file may hold at most " + std::to_string(kMaxJsonValues));
  }
  if (const std::size_t bytes = table_file_text(document).size(); bytes > kMaxJsonBytes) {
    throw InputError("with its catalog the table would be " + std::to_string(bytes) +
                     " bytes as a file; a table file may be at most " +
                     std::to_string(kMaxJsonBytes) + " bytes (16 MB)");
  }
}

}  // namespace trib
