// River Wild's catalog in the catalog editor and the user's catalog: its components, typed
// edits, card differences, validation paths, the scoring numbers a table may carry, and a
// stored session keeping its catalog. Part of test_catalog_edit (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "catalog_cases.h"
#include "store/store.h"
#include "temp_home.h"

using namespace trib::test;

TEST_CASE(
    "the editor lists 16 cards, the source card, the grid, the scoring numbers and the ranks") {
  const Editor rw(game("river-wild"));
  const auto refs = rw.components();
  // 16 cards, the source card, the grid, the scoring numbers and the rank table.
  CHECK(refs.size() == 20);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"cards", "c07"}) == 1);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"ranks", ""}) == 1);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"provenance", ""}) == 0);
}

TEST_CASE("typed edits of a component's fields, marked when invalid") {
  trib::test::TempDataHome home;
  trib::test::check_typed_edit(
      game("river-wild"), {{"scoring", ""}, "/protected_land", 3, -1, "/scoring/protected_land"});
}

TEST_CASE("card differences are kept by id, and resolve to the same catalog") {
  const Game& rw = game("river-wild");
  json catalog = rw.resolve_catalog(json::object());
  catalog["cards"]["c03"]["items"][0]["at"] = json::array({0, 1});
  const json overrides = trib::catalog_difference(rw, catalog);
  CHECK(overrides == json{{"cards", {{"c03", catalog["cards"]["c03"]}}}});
  CHECK(rw.resolve_catalog(overrides) == catalog);
  CHECK(trib::changed_components(rw, overrides) == 1);
}

TEST_CASE("a River Wild deck without a bundled card, or of another size, is kept whole") {
  const Game& rw = game("river-wild");
  json smaller = rw.resolve_catalog(json::object());
  smaller["cards"].erase("c16");
  const json resolved = rw.resolve_catalog(smaller);  // "grid": the table gives the deck
  CHECK_FALSE(resolved["cards"].contains("c16"));
  const json overrides = trib::catalog_difference(rw, resolved);
  CHECK(overrides == resolved);
  CHECK(rw.resolve_catalog(overrides) == resolved);
}

TEST_CASE("validation errors point into the catalog file, not into a table") {
  const Game& rw = game("river-wild");
  CHECK(catalog_error_path(rw, {{"cards", {{"c01", {{"rows", {"LL"}}}}}}}) == "/cards/c01/rows");
  CHECK(catalog_error_path(rw, {{"bogus", 1}}) == "/bogus");
  try {
    trib::check_catalog(rw, {{"cards", {{"c01", {{"rows", {"LL"}}}}}}});
    FAIL("expected an error");
  } catch (const trib::InputError& error) {
    CHECK(std::string(error.what()).rfind("/cards/c01/rows: expected 4 rows", 0) == 0);
  }
  CHECK_THROWS_AS(trib::check_catalog(rw, json::array()), trib::InputError);
}

TEST_CASE("a damaged user catalog is reported with its file") {
  trib::test::TempDataHome home;
  const Game& rw = game("river-wild");
  const auto file = trib::user_catalog_file(rw);
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file) << R"({"cards": {"c01": {"rows": "LL"}}})";
  try {
    trib::read_user_catalog(rw);
    FAIL("expected an error");
  } catch (const trib::InputError& error) {
    CHECK(std::string(error.what()).rfind(file.string() + ": /cards/c01/rows", 0) == 0);
  }
}

TEST_CASE("the bundled catalogs state today's printed numbers") {
  const json rw = trib::find_game("river-wild")->bundled_catalog();
  CHECK(rw["scoring"] == json{{"protected_land", 2}});
  CHECK(rw["ranks"].size() == 5);
  CHECK(rw["ranks"][1] == json{{"min", 30}, {"title", "Decent Domicile"}});
}

TEST_CASE("River Wild: a table may carry its own points per protected land and rank table") {
  trib::TableFile table = read_repo_table("tests/data/river-wild/largest-tie.json");
  // As printed: 2 protected lands × 2 + goals 1 + 6 = 11.
  CHECK(replayed_score(table).players[0].score == 11);
  CHECK(*replayed_score(table).players[0].rank == "Embarrassing Environment");
  table.catalog["scoring"] = {{"protected_land", 5}};
  table.catalog["ranks"] = json::parse(R"([{"min": 0, "title": "Puddle"},
                                           {"min": 15, "title": "Lake"}])");
  const trib::Scoreboard changed = replayed_score(table);
  // 2 × 5 + 1 + 6 = 17, at or above 15: "Lake".
  CHECK(changed.players[0].score == 17);
  CHECK(*changed.players[0].rank == "Lake");
  CHECK(changed.players[0].breakdown[0].label == "Protected lands (2 × 5)");

  // With the bundled deck (no "grid" in the table) the sections merge the same way.
  trib::TableFile empty;
  empty.game = "river-wild";
  empty.players = {"Ada"};
  empty.catalog = {{"ranks", json::parse(R"([{"min": 0, "title": "Puddle"}])")}};
  CHECK(*replayed_score(empty).players[0].rank == "Puddle");

  empty.catalog = {{"scoring", {{"protected_land", -1}}}};
  CHECK(score_error_path(empty) == "/catalog/scoring/protected_land");
  empty.catalog = {{"ranks", json::parse(R"([{"min": 5, "title": "X"}])")}};
  CHECK(score_error_path(empty) == "/catalog/ranks/0/min");
}

TEST_CASE("a stored session keeps its catalog after the editor saves another") {
  trib::test::TempDataHome home;
  const trib::Game& rw = game("river-wild");
  const std::string db = (home.path() / "sessions.db").string();

  trib::catalog_edit::Editor editor(rw);
  editor.set_field({"scoring", ""}, "/protected_land", 5);
  editor.save();

  trib::TableFile table = read_repo_table("data/examples/river-wild/river-wild-finished.json");
  REQUIRE(table.catalog.empty());
  table.catalog = trib::effective_catalog(rw);  // as a new GUI session stores it
  const double played = replayed_score(table).players.at(0).score;
  std::int64_t id = 0;
  {
    const auto store = trib::Store::open(db);
    id = store->create_session(table);
  }

  // Later the owner changes the points again and saves.
  editor.set_field({"scoring", ""}, "/protected_land", 9);
  editor.save();
  trib::TableFile today = table;
  today.catalog = trib::effective_catalog(rw);
  CHECK(replayed_score(today).players.at(0).score != played);  // so this test can fail

  const auto store = trib::Store::open(db);
  const trib::TableFile stored = store->load_session(id);
  CHECK(stored.catalog["scoring"]["protected_land"] == 5);
  CHECK(replayed_score(stored).players.at(0).score == played);
}
