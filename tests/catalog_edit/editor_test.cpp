// The catalog editor's model for every game: it starts from the catalog in effect, every
// component valid. Each game's edits, undo/redo, save / reset / import / export round trips
// are its tests/<game>/catalog_edit_test.cpp (catalog_cases.h holds what they share).

#include "catalog_edit/editor.h"

#include <doctest/doctest.h>

#include "core/registry.h"
#include "temp_home.h"

using nlohmann::json;
using trib::catalog_edit::ComponentRef;
using trib::catalog_edit::Editor;

TEST_CASE("the editor starts from the catalog in effect, every component valid") {
  trib::test::TempDataHome home;
  for (const trib::Game* g : trib::all_games()) {
    CAPTURE(g->id());
    const Editor editor(*g);
    CHECK(editor.catalog() == g->resolve_catalog(json::object()));
    CHECK(editor.valid());
    CHECK_FALSE(editor.dirty());
    CHECK_FALSE(editor.can_undo());
    CHECK(editor.load_problem().empty());
    REQUIRE_FALSE(editor.components().empty());
    for (const ComponentRef& ref : editor.components()) {
      CHECK_FALSE(editor.differs_from_bundled(ref));
      CHECK(editor.problem(ref) == nullptr);
    }
  }
}
