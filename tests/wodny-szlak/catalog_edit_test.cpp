// Wodny szlak's catalog in the catalog editor and the user's catalog: typed edits, several
// problems at once, fields and components added and removed, damaged and installed user
// catalogs, and the numbers a table may carry. Part of test_catalog_edit (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "catalog_cases.h"
#include "temp_home.h"

using namespace trib::test;
namespace fs = std::filesystem;

TEST_CASE("typed edits of a component's fields, marked when invalid") {
  trib::test::TempDataHome home;
  trib::test::check_typed_edit(
      game("wodny-szlak"),
      {{"tiles", "base-01"}, "/group", "sheep", "goats", "/tiles/base-01/group"});
  trib::test::check_typed_edit(
      game("wodny-szlak"),
      {{"tiles", "base-01"}, "/obstacle/value", 5, "five", "/tiles/base-01/obstacle/value"});
}

TEST_CASE("several invalid components are all marked, each with its own message") {
  Editor editor(game("wodny-szlak"));
  editor.set_field({"tiles", "base-03"}, "/group", "goats");
  editor.set_field({"tiles", "sheep-02"}, "/arms/0", "Q");
  CHECK(editor.problem_count() == 2);
  CHECK(problem_path(editor, {"tiles", "base-03"}) == "/tiles/base-03/group");
  CHECK(problem_path(editor, {"tiles", "sheep-02"}) == "/tiles/sheep-02/arms/0");
  CHECK(problem_path(editor, {"tiles", "base-01"}) == "(valid)");
  editor.reset_component({"tiles", "base-03"});
  CHECK(editor.problem_count() == 1);
  editor.reset_component({"tiles", "sheep-02"});
  CHECK(editor.valid());
  CHECK_FALSE(editor.dirty());
}

TEST_CASE("fields are removed, components added and removed, all undoable") {
  Editor editor(game("wodny-szlak"));
  const ComponentRef mill{"tiles", "base-01"};
  editor.remove_field(mill, "/obstacle");
  CHECK_FALSE(editor.component(mill).contains("obstacle"));
  CHECK_THROWS(editor.remove_field(mill, "/obstacle"));
  editor.remove_field(mill, "/arms/1");
  CHECK(editor.component(mill)["arms"] == json::array({"N"}));

  json tile = editor.component({"tiles", "base-05"});
  editor.add_component("tiles", "base-31", tile);
  CHECK(editor.exists({"tiles", "base-31"}));
  CHECK(editor.differs_from_bundled({"tiles", "base-31"}));
  CHECK_THROWS_AS(editor.add_component("tiles", "base-31", tile), std::invalid_argument);
  CHECK_THROWS_AS(editor.add_component("ranks", "x", tile), std::invalid_argument);
  editor.remove_component({"tiles", "base-31"});
  CHECK_FALSE(editor.exists({"tiles", "base-31"}));
  // A new component reset to bundled is gone.
  editor.add_component("tiles", "base-32", tile);
  editor.reset_component({"tiles", "base-32"});
  CHECK_FALSE(editor.exists({"tiles", "base-32"}));

  int steps = 0;
  while (editor.undo()) ++steps;
  CHECK(steps == 6);
  CHECK_FALSE(editor.dirty());
  CHECK(editor.component(mill).contains("obstacle"));
  CHECK(editor.can_redo());
  editor.set_field(mill, "/obstacle/needs", 3);  // a new edit drops the redo steps
  CHECK_FALSE(editor.can_redo());
}

TEST_CASE("a damaged user catalog: the bundled one is edited and the reason kept") {
  trib::test::TempDataHome home;
  const trib::Game& ws = game("wodny-szlak");
  const fs::path file = trib::user_catalog_file(ws);
  fs::create_directories(file.parent_path());
  std::ofstream(file) << R"({"tiles": {"base-01": {"group": "goats"}}})";
  const Editor editor(ws);
  CHECK(editor.load_problem().find("/tiles/base-01/group") != std::string::npos);
  CHECK(editor.catalog() == ws.resolve_catalog(json::object()));
  CHECK(editor.valid());
}

TEST_CASE("validation errors point into the catalog file") {
  CHECK(catalog_error_path(game("wodny-szlak"), {{"tiles", {{"t", {{"arms", {"Q"}}}}}}}) ==
        "/tiles/t/arms/0");
}

TEST_CASE("install, read and reset the user's catalog") {
  trib::test::TempDataHome home;
  const Game& ws = game("wodny-szlak");
  const auto file = trib::user_catalog_file(ws);
  CHECK(file == home.path() / "tributary" / "catalogs" / "wodny-szlak.json");
  CHECK(trib::read_user_catalog(ws) == json::object());
  CHECK(trib::effective_catalog(ws) == ws.resolve_catalog(json::object()));

  json catalog = ws.resolve_catalog(json::object());
  catalog["tiles"]["base-05"]["meadows"] = json::array({"NE"});
  const json written = trib::install_user_catalog(ws, catalog);
  CHECK(written == json{{"tiles", {{"base-05", catalog["tiles"]["base-05"]}}}});
  CHECK(std::filesystem::exists(file));
  CHECK(trib::read_user_catalog(ws) == written);
  CHECK(trib::effective_catalog(ws) == catalog);

  // An invalid document is refused and the installed catalog stays.
  json broken = catalog;
  broken["tiles"]["base-05"]["group"] = "goats";
  CHECK_THROWS_AS(trib::install_user_catalog(ws, broken), trib::InputError);
  CHECK(trib::read_user_catalog(ws) == written);

  CHECK(trib::reset_user_catalog(ws));
  CHECK_FALSE(std::filesystem::exists(file));
  CHECK_FALSE(trib::reset_user_catalog(ws));

  // The bundled catalog installed is no user catalog at all.
  trib::install_user_catalog(ws, ws.resolve_catalog(json::object()));
  CHECK_FALSE(std::filesystem::exists(file));
}

TEST_CASE("the bundled catalogs state today's printed numbers") {
  const json ws = trib::find_game("wodny-szlak")->bundled_catalog();
  CHECK(ws["scoring"] == json{{"port_tile", 2}, {"meadows", {{"3", 3}, {"4", 6}}}});
  CHECK(ws["ranks"].size() == 7);
  CHECK(ws["ranks"][6] == json{{"min", 75}, {"title", "The Amazon!"}});
}

TEST_CASE("Wodny szlak: a table may carry its own port, meadow and rank numbers") {
  trib::TableFile table = read_repo_table("data/examples/wodny-szlak/wodny-szlak-finished.json");
  const trib::Scoreboard printed = replayed_score(table);
  CHECK(printed.players[0].score == 31);
  CHECK(printed.players[1].score == 28);
  CHECK(printed.players[2].score == 36);
  table.catalog["scoring"] = {{"port_tile", 3}, {"meadows", {{"3", 4}, {"4", 10}}}};
  const trib::Scoreboard changed = replayed_score(table);
  // Ada: mills 3 + 2 + 3 + 5, route 6 × 3, meadows 4 + 4 = 13 + 18 + 8 = 39.
  CHECK(changed.players[0].score == 39);
  // Bo: mills 4 + 3 + 3, meadows 4 × 4 + 10 = 10 + 26 = 36.
  CHECK(changed.players[1].score == 36);
  // Cy: mills 4 + 5, route 6 × 3, meadows 10 + 10 + 4 = 9 + 18 + 24 = 51.
  CHECK(changed.players[2].score == 51);
  CHECK(changed.players[0].breakdown[4].label == "Port route (6 tiles × 3)");

  table.catalog["scoring"] = {{"port_tile", 2}, {"meadows", {{"3", 3}}}};
  CHECK(score_error_path(table) == "/catalog/scoring/meadows");
  table.catalog = {{"ranks", json::parse(R"([{"min": 3, "title": "X"}])")}};
  CHECK(score_error_path(table) == "/catalog/ranks/0/min");
}

TEST_CASE("Wodny szlak solo: the catalog's rank table names the rank") {
  trib::TableFile table;
  table.game = "wodny-szlak";
  table.players = {"Ada"};
  CHECK(*replayed_score(table).players[0].rank == "Right Tributary to Nowhere");
  table.catalog = {{"ranks", json::parse(R"([{"title": "Dry"}, {"min": 0, "title": "Wet"}])")}};
  CHECK(*replayed_score(table).players[0].rank == "Wet");
}
