// The catalog editor's model: edits, undo/redo, live validation with the engines'
// validators, save / reset / import / export round trips.

#include "catalog_edit/editor.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "core/input_error.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/user_catalog.h"
#include "temp_home.h"

namespace {

using nlohmann::json;
using trib::catalog_edit::ComponentRef;
using trib::catalog_edit::Editor;
namespace fs = std::filesystem;

const trib::Game& bundled_game(const char* id) {
  return *trib::find_game(id);
}

std::string problem_path(const Editor& editor, const ComponentRef& ref) {
  const trib::catalog_edit::Problem* problem = editor.problem(ref);
  return problem == nullptr ? "(valid)" : problem->path;
}

}  // namespace

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
  const Editor rw(bundled_game("river-wild"));
  const auto refs = rw.components();
  // 16 cards, the source card, the grid, the scoring numbers and the rank table.
  CHECK(refs.size() == 20);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"cards", "c07"}) == 1);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"ranks", ""}) == 1);
  CHECK(std::count(refs.begin(), refs.end(), ComponentRef{"provenance", ""}) == 0);
}

TEST_CASE("every game: typed edits of a component's fields, marked when invalid") {
  trib::test::TempDataHome home;
  struct Case {
    const char* game;
    ComponentRef ref;
    const char* field;
    json good;
    json bad;
    const char* bad_path;
  };
  const Case cases[] = {
      {"river-wild", {"scoring", ""}, "/protected_land", 3, -1, "/scoring/protected_land"},
      {"wodny-szlak", {"tiles", "base-01"}, "/group", "sheep", "goats", "/tiles/base-01/group"},
      {"wodny-szlak",
       {"tiles", "base-01"},
       "/obstacle/value",
       5,
       "five",
       "/tiles/base-01/obstacle/value"},
      {"roaring-river",
       {"motivations", "beginner"},
       "/name",
       "The Novice",
       7,
       "/motivations/beginner/name"},
      {"river-woods", {"companions", "fox"}, "/token", "tea", "gold", "/companions/fox/token"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.game);
    CAPTURE(c.field);
    Editor editor(bundled_game(c.game));
    const json before = editor.component(c.ref);
    editor.set_field(c.ref, c.field, c.good);
    CHECK(editor.component(c.ref)[json::json_pointer(c.field)] == c.good);
    CHECK(editor.valid());
    CHECK(editor.dirty());
    CHECK(editor.differs_from_bundled(c.ref));

    editor.set_field(c.ref, c.field, c.bad);
    CHECK_FALSE(editor.valid());
    CHECK(problem_path(editor, c.ref) == c.bad_path);
    CHECK(editor.problem(c.ref)->message.rfind(std::string(c.bad_path) + ": ", 0) == 0);
    CHECK_THROWS_AS(editor.save(), trib::InputError);
    CHECK_FALSE(fs::exists(trib::user_catalog_file(bundled_game(c.game))));

    CHECK(editor.undo());
    CHECK(editor.valid());
    CHECK(editor.undo());
    CHECK(editor.component(c.ref) == before);
    CHECK_FALSE(editor.dirty());
    CHECK(editor.redo());
    CHECK(editor.component(c.ref)[json::json_pointer(c.field)] == c.good);
  }
}

TEST_CASE("several invalid components are all marked, each with its own message") {
  Editor editor(bundled_game("wodny-szlak"));
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
  Editor editor(bundled_game("wodny-szlak"));
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

TEST_CASE("save stores the differences by id; a new editor starts from them") {
  trib::test::TempDataHome home;
  const trib::Game& rr = bundled_game("roaring-river");
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

TEST_CASE("export and import: a friend's catalog round-trips; a bad file changes nothing") {
  trib::test::TempDataHome home;
  const trib::Game& woods = bundled_game("river-woods");
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

TEST_CASE("a damaged user catalog: the bundled one is edited and the reason kept") {
  trib::test::TempDataHome home;
  const trib::Game& ws = bundled_game("wodny-szlak");
  const fs::path file = trib::user_catalog_file(ws);
  fs::create_directories(file.parent_path());
  std::ofstream(file) << R"({"tiles": {"base-01": {"group": "goats"}}})";
  const Editor editor(ws);
  CHECK(editor.load_problem().find("/tiles/base-01/group") != std::string::npos);
  CHECK(editor.catalog() == ws.resolve_catalog(json::object()));
  CHECK(editor.valid());
}
