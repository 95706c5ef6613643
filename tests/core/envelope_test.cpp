// The table file's envelope: defaults, x- keys, syntax errors with line and column.

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "core/table_file.h"

using trib::InputError;
using trib::parse_table_text;

namespace {

InputError table_error_of(std::string_view text) {
  try {
    parse_table_text(text);
  } catch (const InputError& error) {
    return error;
  }
  FAIL("expected an InputError");
  return InputError("unreachable");
}

}  // namespace

TEST_CASE("a minimal table file parses with defaults") {
  const auto table = parse_table_text(R"({"format": 1, "game": "other-game", "players": ["Ada"]})");
  CHECK(table.game == "other-game");
  CHECK(table.players == std::vector<std::string>{"Ada"});
  CHECK(table.moves.is_array());
  CHECK(table.moves.empty());
  CHECK(table.setup.is_object());
  CHECK(table.catalog.is_object());
}

TEST_CASE("x- keys are kept and written back") {
  const auto table =
      parse_table_text(R"({"game": "g", "players": ["A"], "x-note": "table 4", "moves": [1]})");
  CHECK(table.notes.at("x-note") == "table 4");
  const auto round_trip = trib::to_json(table);
  CHECK(round_trip.at("x-note") == "table 4");
  CHECK(round_trip.at("format") == 1);
  CHECK(round_trip.at("moves").size() == 1);
}

TEST_CASE("syntax errors give line and column") {
  const auto error = table_error_of("{\n  \"game\": \"other-game\",\n  \"players\": [\"Ada\",]\n}");
  CHECK(error.line == 3);
  CHECK(error.column == 21);
  CHECK(std::string(error.what()).find("line 3, column 21") != std::string::npos);
}

TEST_CASE("an unterminated document reports where it ended") {
  const auto error = table_error_of("{\"game\": \"other-game\"");
  CHECK(error.line == 1);
  CHECK(error.column >= 21);
}

TEST_CASE("unknown envelope keys are refused with their path") {
  const auto error = table_error_of(R"({"game": "g", "players": ["A"], "setpu": {}})");
  CHECK(error.path == "/setpu");
  CHECK(std::string(error.what()).find("unknown key") != std::string::npos);
}

TEST_CASE("schema errors name the JSON path") {
  CHECK(table_error_of(R"({"game": 3, "players": ["A"]})").path == "/game");
  CHECK(table_error_of(R"({"game": "g"})").path.empty());
  CHECK(table_error_of(R"({"game": "g", "players": ["A", 7]})").path == "/players/1");
  CHECK(table_error_of(R"({"game": "g", "players": ["A", "A"]})").path == "/players/1");
  CHECK(table_error_of(R"({"game": "g", "players": []})").path == "/players");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "moves": {}})").path == "/moves");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "setup": []})").path == "/setup");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "catalog": 1})").path == "/catalog");
  CHECK(table_error_of(R"({"format": 2, "game": "g", "players": ["A"]})").path == "/format");
}

TEST_CASE("the top level must be an object") {
  CHECK(std::string(table_error_of("[1, 2]").what()).find("expected an object") !=
        std::string::npos);
}

TEST_CASE("numbers too large for a double are malformed input with their path, not a crash") {
  const auto error = table_error_of(R"({"game": "g", "players": ["A"], "moves": [1e400]})");
  CHECK(error.path == "/moves/0");
  CHECK(std::string(error.what()).find("out of range") != std::string::npos);
  CHECK(std::string(error.what()).find("1e400") == std::string::npos);
}

TEST_CASE("player names count characters, not bytes") {
  std::string sixty;
  for (int i = 0; i < 60; ++i) sixty += "ż";
  const auto table = parse_table_text(R"({"game": "g", "players": [")" + sixty + R"("]})");
  CHECK(table.players.front() == sixty);
  const std::string hundred_one(101, 'a');
  const auto error = table_error_of(R"({"game": "g", "players": [")" + hundred_one + R"("]})");
  CHECK(error.path == "/players/0");
  CHECK(std::string(error.what()).find("1 to 100 characters, this one has 101") !=
        std::string::npos);
  CHECK_NOTHROW(
      parse_table_text(R"({"game": "g", "players": [")" + std::string(100, 'a') + R"("]})"));
}

TEST_CASE("control characters in player names are refused with the path") {
  for (const char* name : {R"(Ada\u0000)", R"(\u001b]0;title\u0007)", R"(A\u007fB)", R"(A\u009bB)",
                           R"(tab\there)", R"(new\nline)"}) {
    CAPTURE(name);
    const auto error =
        table_error_of(R"({"game": "g", "players": ["Bo", ")" + std::string(name) + R"("]})");
    CHECK(error.path == "/players/1");
    CHECK(std::string(error.what()).find("control characters (found U+00") != std::string::npos);
  }
}

TEST_CASE("the player count is checked before any name is read") {
  std::string players = "[";
  for (int i = 0; i < 100000; ++i) players += (i ? ",\"p" : "\"p") + std::to_string(i) + "\"";
  players += "]";
  const auto error = table_error_of(R"({"game": "g", "players": )" + players + "}");
  CHECK(error.path == "/players");
  CHECK(std::string(error.what()).find("at most 100 players, not 100000") != std::string::npos);
}

TEST_CASE(
    "names look empty when trimmed or invisible, and case or spaces do not make a new player") {
  for (const char* name : {"   ", R"(\u200d)", R"(\u200b)", R"(\ufeff)", R"(\u3000)"}) {
    CAPTURE(name);
    const auto error =
        table_error_of(R"({"game": "g", "players": ["Bo", ")" + std::string(name) + R"("]})");
    CHECK(error.path == "/players/1");
    CHECK(std::string(error.what()).find("at least one visible character") != std::string::npos);
  }
  const auto bidi = table_error_of(R"({"game": "g", "players": ["A\u202eda"]})");
  CHECK(std::string(bidi.what()).find("control characters (found U+202E)") != std::string::npos);
  for (const char* twin : {"ada", "Ada ", "ADA", R"( ada\u200b)"}) {
    CAPTURE(twin);
    const auto error =
        table_error_of(R"({"game": "g", "players": ["Ada", ")" + std::string(twin) + R"("]})");
    CHECK(error.path == "/players/1");
    CHECK(std::string(error.what()).find("appears twice") != std::string::npos);
  }
  const trib::TableFile table = parse_table_text(R"({"game": "g", "players": ["  Ada ", "Bo"]})");
  CHECK(table.players == std::vector<std::string>{"Ada", "Bo"});
}

TEST_CASE("a hostile key is quoted cut to 80 characters, in the message and the path") {
  const std::string key(1'000'000, 'k');
  const auto error = table_error_of(R"({"game": "g", "players": ["Bo"], ")" + key + R"(": 1})");
  CHECK(std::string(error.what()).size() < 400);
  CHECK(error.path.size() < 100);
  CHECK(std::string(error.what()).find(std::string(80, 'k') + "…") != std::string::npos);
}

TEST_CASE("played_at and duration_min are read, checked and written back") {
  const auto table = parse_table_text(
      R"({"game": "g", "players": ["A"], "played_at": "2024-02-29T23:59", "duration_min": 35})");
  CHECK(table.played_at == "2024-02-29T23:59");
  CHECK(table.duration_min == 35);
  const auto round_trip = trib::to_json(table);
  CHECK(round_trip.at("played_at") == "2024-02-29T23:59");
  CHECK(round_trip.at("duration_min") == 35);
  CHECK_FALSE(
      trib::to_json(parse_table_text(R"({"game": "g", "players": ["A"]})")).contains("played_at"));

  for (const char* bad : {"2023-02-29T10:00", "2026-13-01T10:00", "2026-11-31T10:00",
                          "2026-11-30T24:00", "2026-11-30T19:60", "2026-11-30 19:40",
                          "2026-11-30T19:40:00", "26-11-30T19:40", "2026-1a-30T19:40"}) {
    CAPTURE(bad);
    const auto error = table_error_of(
        std::string(R"({"game": "g", "players": ["A"], "played_at": ")") + bad + "\"}");
    CHECK(error.path == "/played_at");
  }
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "duration_min": -1})").path ==
        "/duration_min");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "duration_min": 2.5})").path ==
        "/duration_min");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "duration_min": 20000})").path ==
        "/duration_min");
}

TEST_CASE("a score-pad table has one object per player and no moves") {
  const auto table =
      parse_table_text(R"({"game": "g", "players": ["A", "B"], "pad": [{"mills": 3}, {}]})");
  CHECK(table.is_pad());
  CHECK(table.moves.empty());
  const auto round_trip = trib::to_json(table);
  CHECK(round_trip.at("pad").size() == 2);
  CHECK_FALSE(round_trip.contains("moves"));
  CHECK_FALSE(parse_table_text(R"({"game": "g", "players": ["A"]})").is_pad());

  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "moves": [], "pad": [{}]})").path ==
        "/pad");
  CHECK(table_error_of(R"({"game": "g", "players": ["A", "B"], "pad": [{}]})").path == "/pad");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "pad": {}})").path == "/pad");
  CHECK(table_error_of(R"({"game": "g", "players": ["A"], "pad": [3]})").path == "/pad/0");
}
