// River Woods' catalog in the catalog editor: typed edits, export and import of a friend's
// catalog, validation paths. Part of test_catalog_edit (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "catalog_cases.h"
#include "core/json_view.h"
#include "temp_home.h"

using namespace trib::test;
namespace fs = std::filesystem;

TEST_CASE("typed edits of a component's fields, marked when invalid") {
  trib::test::TempDataHome home;
  trib::test::check_typed_edit(
      game("river-woods"),
      {{"companions", "fox"}, "/token", "tea", "gold", "/companions/fox/token"});
}

TEST_CASE("export and import: a friend's catalog round-trips; a bad file changes nothing") {
  trib::test::TempDataHome home;
  const trib::Game& woods = game("river-woods");
  const std::string file = (home.path() / "shared.json").string();
  {
    Editor editor(woods);
    editor.set_field({"companions", "fox"}, "/token", "tea");
    editor.export_file(file);
    editor.set_field({"companions", "fox"}, "/token", "gold");
    CHECK_THROWS_AS(editor.export_file((home.path() / "bad.json").string()), trib::InputError);
    CHECK_FALSE(fs::exists(home.path() / "bad.json"));
  }
  CHECK(trib::check_catalog(woods, trib::load_json_file(file))["companions"]["fox"]["token"] ==
        "tea");
  Editor friend_editor(woods);
  friend_editor.import_file(file);
  CHECK(friend_editor.component({"companions", "fox"})["token"] == "tea");
  CHECK(friend_editor.dirty());
  friend_editor.save();
  CHECK(trib::effective_catalog(woods)["companions"]["fox"]["token"] == "tea");

  const std::string broken = (home.path() / "broken.json").string();
  json fox = friend_editor.component({"companions", "fox"});
  fox["token"] = "gold";
  std::ofstream(broken) << json{{"companions", {{"fox", fox}}}}.dump();
  const json before = friend_editor.catalog();
  try {
    friend_editor.import_file(broken);
    FAIL("expected an error");
  } catch (const trib::InputError& error) {
    CHECK(std::string(error.what()).rfind(broken + ": /companions/fox/token", 0) == 0);
  }
  CHECK(friend_editor.catalog() == before);
  CHECK_THROWS_AS(friend_editor.import_file((home.path() / "missing.json").string()),
                  trib::InputError);
}

TEST_CASE("validation errors point into the catalog file") {
  CHECK(catalog_error_path(game("river-woods"),
                           {{"maps", {{"flower", {{{"tile", "nowhere"}, {"at", {0, 0}}}}}}}}) ==
        "/maps/flower/0/tile");
}
