// Reading and writing the portable table file's envelope; the game reads its own parts.

#include "core/table_file.h"

#include <set>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/json_write.h"
#include "core/text.h"

namespace trib {

namespace {

// Cheap checks first: the count is known before any name is looked at.
std::vector<std::string> parse_players(const JsonView& players) {
  players.expect_array();
  if (players.size() == 0) players.fail(_("at least one player is needed"));
  if (players.size() > kMaxTablePlayers) {
    players.fail(
        fill(_("a table has at most {} players, not {}"), kMaxTablePlayers, players.size()));
  }
  std::vector<std::string> names;
  std::set<std::string, std::less<>> seen;
  for (const JsonView& player : players.items()) {
    std::string name = trim_invisible(player.as_string());
    if (const std::string problem = player_name_problem(name); !problem.empty()) {
      player.fail(problem);
    }
    if (!seen.insert(player_key(name)).second) {
      player.fail(fill(_("\"{}\" appears twice (names that differ only in case or spaces are "
                         "one player); player names must differ"),
                       echo(name)));
    }
    names.push_back(std::move(name));
  }
  return names;
}

bool is_leap_year(int year) {
  return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && is_leap_year(year) ? 29 : kDays[month - 1];
}

// The number written in text[from, from + digits), or -1 when one of them is not a digit.
int digits_at(std::string_view text, std::size_t from, std::size_t digits) {
  int value = 0;
  for (std::size_t i = from; i < from + digits; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

void read_pad(const JsonView& root, json& document, TableFile& table) {
  const JsonView pad = root.at("pad");
  if (root.has("moves")) {
    pad.fail(
        _("a table has either \"moves\" (a mirrored game) or \"pad\" (its final scores), "
          "not both"));
  }
  pad.expect_array();
  if (pad.size() != table.players.size()) {
    pad.fail(fill(_("a score pad has one object per player in seat order: {} expected, {} given"),
                  table.players.size(), pad.size()));
  }
  for (const JsonView& column : pad.items()) {
    if (!column.is_object()) column.fail(_("expected an object of row id → points"));
  }
  table.pad = std::move(document.at("pad"));
}

void read_when_played(const JsonView& root, TableFile& table) {
  if (root.has("played_at")) {
    const JsonView played_at = root.at("played_at");
    std::string text = played_at.as_string();
    if (const std::string problem = played_at_problem(text); !problem.empty()) {
      played_at.fail(problem);
    }
    table.played_at = std::move(text);
  }
  if (root.has("duration_min")) {
    table.duration_min = static_cast<int>(root.at("duration_min").as_int(0, kMaxDurationMinutes));
  }
}

}  // namespace

std::string played_at_problem(std::string_view text) {
  const std::string expected =
      fill(_("expected the local date and time as \"YYYY-MM-DDTHH:MM\", not \"{}\""), echo(text));
  if (text.size() != 16 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':') {
    return expected;
  }
  const int year = digits_at(text, 0, 4), month = digits_at(text, 5, 2),
            day = digits_at(text, 8, 2), hour = digits_at(text, 11, 2),
            minute = digits_at(text, 14, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0) return expected;
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month) ||
      hour > 23 || minute > 59) {
    return fill(_("\"{}\" is not a date and time (years from 1900, hours 00-23)"), echo(text));
  }
  return {};
}

std::string player_name_problem(std::string_view name) {
  const std::size_t length = character_count(name);
  if (all_invisible(name)) return _("a player name needs at least one visible character");
  if (length > kMaxPlayerNameLength) {
    return fill(_("a player name needs 1 to {} characters, this one has {}"), kMaxPlayerNameLength,
                length);
  }
  if (const auto control = first_control_character(name)) {
    return fill(_("a player name may not contain control characters (found {})"),
                code_point_name(*control));
  }
  return {};
}

std::string player_key(std::string_view name) {
  return case_folded(trim_invisible(name));
}

TableFile parse_table_file(json document) {
  const JsonView root(document);
  root.expect_object({"format", "game", "players", "catalog", "setup", "moves", "pad", "played_at",
                      "duration_min"});
  TableFile table;
  if (root.has("format")) {
    const JsonView format = root.at("format");
    if (!format.raw().is_number_integer() || format.raw().get<std::int64_t>() != 1) {
      format.fail(_("unsupported format (this version reads format 1)"));
    }
  }
  table.game = root.at("game").as_string();
  table.players = parse_players(root.at("players"));
  for (const char* section : {"catalog", "setup"}) {
    if (!root.has(section)) continue;
    const JsonView value = root.at(section);
    if (!value.is_object()) value.fail(_("expected an object"));
    (section == std::string("catalog") ? table.catalog : table.setup) =
        std::move(document.at(section));
  }
  if (root.has("pad")) {
    read_pad(root, document, table);
  } else if (root.has("moves")) {
    root.at("moves").expect_array();
    table.moves = std::move(document.at("moves"));
  }
  read_when_played(root, table);
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
              {"setup", table.setup}};
  if (table.played_at) out["played_at"] = *table.played_at;
  if (table.duration_min) out["duration_min"] = *table.duration_min;
  if (table.is_pad()) {
    out["pad"] = table.pad;
  } else {
    out["moves"] = table.moves;
  }
  for (auto it = table.notes.begin(); it != table.notes.end(); ++it) out[it.key()] = it.value();
  return out;
}

void check_round_trip(const TableFile& table) {
  const nlohmann::json document = to_json(table);
  if (const std::size_t depth = json_depth(document); depth > kMaxJsonDepth) {
    throw InputError(fill(_("with its catalog the table nests {} levels of arrays and objects; a "
                            "table file may nest at most {}"),
                          depth, kMaxJsonDepth));
  }
  if (const std::size_t values = json_value_count(document); values > kMaxJsonValues) {
    throw InputError(fill(_("with its catalog the table holds {} values; a table file may hold at "
                            "most {}"),
                          values, kMaxJsonValues));
  }
  if (const std::size_t bytes = table_file_text(document).size(); bytes > kMaxJsonBytes) {
    throw InputError(fill(_("with its catalog the table would be {} bytes as a file; a table file "
                            "may be at most {} bytes (16 MB)"),
                          bytes, kMaxJsonBytes));
  }
}

}  // namespace trib
