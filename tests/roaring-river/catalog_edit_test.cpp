// Roaring River's catalog in the catalog editor and the user's catalog: typed edits,
// differences by id and by section, saved and reset. Part of test_catalog_edit
// (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <filesystem>

#include "catalog_cases.h"
#include "temp_home.h"

using namespace trib::test;
namespace fs = std::filesystem;

TEST_CASE("typed edits of a component's fields, marked when invalid") {
  trib::test::TempDataHome home;
  trib::test::check_typed_edit(
      game("roaring-river"),
      {{"motivations", "beginner"}, "/name", "The Novice", 7, "/motivations/beginner/name"});
}

TEST_CASE("differences are kept by id or by section, and resolve to the same catalog") {
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

TEST_CASE("save stores the differences by id; a new editor starts from them") {
  trib::test::TempDataHome home;
  const trib::Game& rr = game("roaring-river");
  {
    Editor editor(rr);
    editor.set_field({"motivations", "beginner"}, "/name", "The Novice");
    editor.set_field({"thresholds", ""}, "/3", json::array({6, 5, 4}));
    const json written = editor.save();
    CHECK_FALSE(editor.dirty());
    CHECK(written["motivations"].size() == 1);
    CHECK(written["thresholds"]["3"] == json::array({6, 5, 4}));
    CHECK(trib::read_user_catalog(rr) == written);
  }
  Editor again(rr);
  CHECK(again.component({"motivations", "beginner"})["name"] == "The Novice");
  CHECK(again.differs_from_bundled({"thresholds", ""}));
  CHECK_FALSE(again.differs_from_bundled({"paddles", ""}));

  // Reset one component, save: only the other difference stays.
  again.reset_component({"thresholds", ""});
  again.save();
  CHECK(trib::read_user_catalog(rr) ==
        json{{"motivations", {{"beginner", again.component({"motivations", "beginner"})}}}});
  // Reset all, save: the bundled catalog is in effect and the file is gone.
  again.reset_all();
  CHECK(again.dirty());
  again.save();
  CHECK_FALSE(fs::exists(trib::user_catalog_file(rr)));
  CHECK(trib::effective_catalog(rr) == rr.resolve_catalog(json::object()));
  CHECK(again.undo());  // the reset itself can be undone
  CHECK(again.component({"motivations", "beginner"})["name"] == "The Novice");
}
