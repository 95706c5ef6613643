// The printed helper / reference cards' numbers live in the catalog ("scoring", "ranks"):
// a table file may carry them, and files without them keep their meaning.

#include <doctest/doctest.h>

#include <filesystem>

#include "core/input_error.h"
#include "core/registry.h"
#include "core/replay.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

trib::TableFile read(const std::string& relative) {
  return trib::read_table_file(
      (fs::path(TRIBUTARY_TEST_DATA_DIR) / ".." / ".." / relative).string());
}

trib::Scoreboard score(const trib::TableFile& table) {
  const trib::Replay result = trib::replay(*trib::find_game(table.game), table);
  REQUIRE_FALSE(result.failed_at);
  return result.match->score();
}

std::string error_path(const trib::TableFile& table) {
  try {
    score(table);
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("the bundled catalogs state today's printed numbers") {
  const json rw = trib::find_game("river-wild")->bundled_catalog();
  CHECK(rw["scoring"] == json{{"protected_land", 2}});
  CHECK(rw["ranks"].size() == 5);
  CHECK(rw["ranks"][1] == json{{"min", 30}, {"title", "Decent Domicile"}});
  const json ws = trib::find_game("wodny-szlak")->bundled_catalog();
  CHECK(ws["scoring"] == json{{"port_tile", 2}, {"meadows", {{"3", 3}, {"4", 6}}}});
  CHECK(ws["ranks"].size() == 7);
  CHECK(ws["ranks"][6] == json{{"min", 75}, {"title", "The Amazon!"}});
}

TEST_CASE("River Wild: a table may carry its own points per protected land and rank table") {
  trib::TableFile table = read("tests/data/river-wild/largest-tie.json");
  // As printed: 2 protected lands × 2 + goals 1 + 6 = 11.
  CHECK(score(table).players[0].score == 11);
  CHECK(*score(table).players[0].rank == "Embarrassing Environment");
  table.catalog["scoring"] = {{"protected_land", 5}};
  table.catalog["ranks"] = json::parse(R"([{"min": 0, "title": "Puddle"},
                                           {"min": 15, "title": "Lake"}])");
  const trib::Scoreboard changed = score(table);
  // 2 × 5 + 1 + 6 = 17, at or above 15: "Lake".
  CHECK(changed.players[0].score == 17);
  CHECK(*changed.players[0].rank == "Lake");
  CHECK(changed.players[0].breakdown[0].label == "Protected lands (2 × 5)");

  // With the bundled deck (no "grid" in the table) the sections merge the same way.
  trib::TableFile empty;
  empty.game = "river-wild";
  empty.players = {"Ada"};
  empty.catalog = {{"ranks", json::parse(R"([{"min": 0, "title": "Puddle"}])")}};
  CHECK(*score(empty).players[0].rank == "Puddle");

  empty.catalog = {{"scoring", {{"protected_land", -1}}}};
  CHECK(error_path(empty) == "/catalog/scoring/protected_land");
  empty.catalog = {{"ranks", json::parse(R"([{"min": 5, "title": "X"}])")}};
  CHECK(error_path(empty) == "/catalog/ranks/0/min");
}

TEST_CASE("Wodny szlak: a table may carry its own port, meadow and rank numbers") {
  trib::TableFile table = read("data/examples/wodny-szlak-finished.json");
  const trib::Scoreboard printed = score(table);
  CHECK(printed.players[0].score == 31);
  CHECK(printed.players[1].score == 28);
  CHECK(printed.players[2].score == 36);
  table.catalog["scoring"] = {{"port_tile", 3}, {"meadows", {{"3", 4}, {"4", 10}}}};
  const trib::Scoreboard changed = score(table);
  // Ada: mills 3 + 2 + 3 + 5, route 6 × 3, meadows 4 + 4 = 13 + 18 + 8 = 39.
  CHECK(changed.players[0].score == 39);
  // Bo: mills 4 + 3 + 3, meadows 4 × 4 + 10 = 10 + 26 = 36.
  CHECK(changed.players[1].score == 36);
  // Cy: mills 4 + 5, route 6 × 3, meadows 10 + 10 + 4 = 9 + 18 + 24 = 51.
  CHECK(changed.players[2].score == 51);
  CHECK(changed.players[0].breakdown[4].label == "Port route (6 tiles × 3)");

  table.catalog["scoring"] = {{"port_tile", 2}, {"meadows", {{"3", 3}}}};
  CHECK(error_path(table) == "/catalog/scoring/meadows");
  table.catalog = {{"ranks", json::parse(R"([{"min": 3, "title": "X"}])")}};
  CHECK(error_path(table) == "/catalog/ranks/0/min");
}

TEST_CASE("Wodny szlak solo: the catalog's rank table names the rank") {
  trib::TableFile table;
  table.game = "wodny-szlak";
  table.players = {"Ada"};
  CHECK(*score(table).players[0].rank == "Right Tributary to Nowhere");
  table.catalog = {{"ranks", json::parse(R"([{"title": "Dry"}, {"min": 0, "title": "Wet"}])")}};
  CHECK(*score(table).players[0].rank == "Wet");
}
