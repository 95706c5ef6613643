// The user's catalog: kept as differences by id, resolved and checked.

#include "core/user_catalog.h"

#include <doctest/doctest.h>

#include <fstream>

#include "core/input_error.h"
#include "core/registry.h"
#include "temp_home.h"

namespace {

using nlohmann::json;
using trib::Game;

const Game& game(const char* id) {
  return *trib::find_game(id);
}

std::string check_error_path(const Game& g, const json& document) {
  try {
    trib::check_catalog(g, document);
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "(valid)";
}

}  // namespace

TEST_CASE("the bundled catalog of every game has no differences from itself") {
  for (const Game* g : trib::all_games()) {
    CAPTURE(g->id());
    const json bundled = g->resolve_catalog(json::object());
    CHECK(trib::catalog_difference(*g, bundled) == json::object());
    CHECK(trib::check_catalog(*g, bundled) == bundled);  // an export checks clean
  }
}

TEST_CASE("differences are kept by id, and resolve to the same catalog") {
  const Game& rw = game("river-wild");
  json catalog = rw.resolve_catalog(json::object());
  catalog["cards"]["c03"]["items"][0]["at"] = json::array({0, 1});
  const json overrides = trib::catalog_difference(rw, catalog);
  CHECK(overrides == json{{"cards", {{"c03", catalog["cards"]["c03"]}}}});
  CHECK(rw.resolve_catalog(overrides) == catalog);
  CHECK(trib::changed_components(rw, overrides) == 1);

  const Game& rr = game("roaring-river");
  json rr_catalog = rr.resolve_catalog(json::object());
  rr_catalog["thresholds"]["3"] = json::array({6, 5, 4});
  rr_catalog["motivations"]["beginner"]["name"] = "The Novice";
  const json rr_overrides = trib::catalog_difference(rr, rr_catalog);
  // Thresholds are one section, replaced whole; motivations go by id.
  CHECK(rr_overrides["thresholds"] == rr_catalog["thresholds"]);
  CHECK(rr_overrides["motivations"].size() == 1);
  CHECK(rr.resolve_catalog(rr_overrides) == rr_catalog);
  CHECK(trib::changed_components(rr, rr_overrides) == 2);
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
  CHECK(check_error_path(rw, {{"cards", {{"c01", {{"rows", {"LL"}}}}}}}) == "/cards/c01/rows");
  CHECK(check_error_path(rw, {{"bogus", 1}}) == "/bogus");
  CHECK(check_error_path(game("wodny-szlak"), {{"tiles", {{"t", {{"arms", {"Q"}}}}}}}) ==
        "/tiles/t/arms/0");
  CHECK(check_error_path(game("river-woods"),
                         {{"maps", {{"flower", {{{"tile", "nowhere"}, {"at", {0, 0}}}}}}}}) ==
        "/maps/flower/0/tile");
  try {
    trib::check_catalog(rw, {{"cards", {{"c01", {{"rows", {"LL"}}}}}}});
    FAIL("expected an error");
  } catch (const trib::InputError& error) {
    CHECK(std::string(error.what()).rfind("/cards/c01/rows: expected 4 rows", 0) == 0);
  }
  CHECK_THROWS_AS(trib::check_catalog(rw, json::array()), trib::InputError);
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
