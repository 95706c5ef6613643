// River Wild's edits in the catalog editor: painting cells, items, a new grid size.

#include "ui/river-wild/card_edits.h"

#include <doctest/doctest.h>

#include <filesystem>

#include "core/input_error.h"
#include "core/registry.h"
#include "core/user_catalog.h"
#include "temp_home.h"

namespace {

using nlohmann::json;
using trib::catalog_edit::ComponentRef;
using trib::catalog_edit::Editor;
namespace rwe = trib::catalog_edit::river_wild;

const trib::Game& river_wild() {
  return *trib::find_game("river-wild");
}

std::string problem_path(const Editor& editor, const std::string& card) {
  const auto* problem = editor.problem(rwe::card_ref(card));
  return problem == nullptr ? "(valid)" : problem->path;
}

}  // namespace

TEST_CASE("paint a cell land, river or mountain; undo and redo") {
  Editor editor(river_wild());
  // c01 row 0 is "MLLRRLLM".
  CHECK(rwe::cell_at(editor, "c01", 0, 1) == 'L');
  rwe::paint_cell(editor, "c01", 0, 1, 'M');
  CHECK(editor.component({"cards", "c01"})["rows"][0] == "MMLRRLLM");
  rwe::paint_cell(editor, "c01", 0, 1, 'M');  // the same colour again is no edit
  rwe::paint_cell(editor, "source", 3, 1, 'R');
  CHECK(editor.component({"source", ""})["rows"][3] == "MRLRRLLM");
  CHECK(editor.valid());
  CHECK(editor.undo());
  CHECK(editor.component({"source", ""})["rows"][3] == "MLLRRLLM");
  CHECK(editor.undo());
  CHECK(editor.component({"cards", "c01"})["rows"][0] == "MLLRRLLM");
  CHECK_FALSE(editor.can_undo());
  CHECK(editor.redo());
  CHECK(rwe::cell_at(editor, "c01", 0, 1) == 'M');
  CHECK_THROWS_AS(rwe::paint_cell(editor, "c01", 0, 1, 'X'), std::invalid_argument);
  CHECK_THROWS_AS(rwe::paint_cell(editor, "c01", 4, 0, 'L'), std::out_of_range);
  CHECK_THROWS_AS(rwe::paint_cell(editor, "c99", 0, 0, 'L'), std::out_of_range);
}

TEST_CASE("a brush stroke is one undo step") {
  Editor editor(river_wild());
  editor.begin_stroke();
  for (int col = 1; col <= 2; ++col) rwe::paint_cell(editor, "c02", 1, col, 'M');
  rwe::paint_cell(editor, "c02", 2, 2, 'M');
  editor.end_stroke();
  CHECK(editor.component({"cards", "c02"})["rows"][1] == "MMMRRLLM");
  rwe::paint_cell(editor, "c02", 0, 0, 'L');
  CHECK(editor.undo());
  CHECK(editor.undo());
  CHECK_FALSE(editor.can_undo());
  CHECK(editor.component({"cards", "c02"})["rows"][1] == "MLLRRLLM");
}

TEST_CASE("painting under an animal marks the card with the validator's message") {
  Editor editor(river_wild());
  // c01's frog sits at [1, 1].
  rwe::paint_cell(editor, "c01", 1, 1, 'R');
  CHECK_FALSE(editor.valid());
  CHECK(problem_path(editor, "c01") == "/cards/c01/items/0/at");
  CHECK(editor.problem(rwe::card_ref("c01"))->message.find("must sit on a land cell") !=
        std::string::npos);
  CHECK(problem_path(editor, "c02") == "(valid)");
  // Moving the frog back onto land makes the card valid again.
  rwe::move_item(editor, "c01", 0, 1, 2);
  CHECK(editor.valid());
  CHECK(editor.component({"cards", "c01"})["items"][0]["at"] == json::array({1, 2}));
  CHECK_THROWS_AS(rwe::move_item(editor, "c01", 0, 9, 9), std::out_of_range);
}

TEST_CASE("add, move and delete animals, goals and runestones") {
  Editor editor(river_wild());
  const std::size_t before = editor.component({"cards", "c05"})["items"].size();
  rwe::add_item(editor, "c05", rwe::animal_item("unicorn", 1, 1));
  rwe::add_item(editor, "c05", rwe::goal_item({{"animals", {"dragon", "frog"}}}, 6, 3, 2, 2));
  CHECK(editor.valid());
  const json& items = editor.component({"cards", "c05"})["items"];
  REQUIRE(items.size() == before + 2);
  CHECK(items[before] == json::parse(R"({"animal": "unicorn", "at": [1, 1]})"));
  CHECK(items[before + 1]["points"] == json::array({6, 3}));
  CHECK(rwe::item_at(editor, "c05", 2, 2) == static_cast<int>(before + 1));
  CHECK(rwe::item_at(editor, "c05", 0, 0) == -1);

  // Both point values and the goal's kind are fields of the item.
  const std::string goal = "/items/" + std::to_string(before + 1);
  editor.set_field({"cards", "c05"}, goal + "/goal", {{"any", 3}});
  editor.set_field({"cards", "c05"}, goal + "/points/0", 7);
  CHECK(editor.component({"cards", "c05"})["items"][before + 1]["goal"] == json{{"any", 3}});
  CHECK(editor.valid());
  editor.set_field({"cards", "c05"}, goal + "/points/1", 500);
  CHECK(problem_path(editor, "c05") == "/cards/c05" + goal + "/points/1");
  editor.undo();

  // A second animal on the goal's cell is refused by the validator.
  rwe::add_item(editor, "c05", rwe::animal_item("frog", 2, 2));
  CHECK(problem_path(editor, "c05") == "/cards/c05/items/" + std::to_string(before + 2) + "/at");
  rwe::remove_item(editor, "c05", before + 2);
  CHECK(editor.valid());

  // A runestone may share a cell, and a card carries one at most.
  rwe::add_item(editor, "c01", rwe::runestone_item(1, 1));
  CHECK(editor.valid());
  CHECK(rwe::item_at(editor, "c01", 1, 1) == 0);  // the animal before the runestone
  rwe::add_item(editor, "c01", rwe::runestone_item(0, 0));
  CHECK(problem_path(editor, "c01") == "/cards/c01/items/3");
  rwe::remove_item(editor, "c01", 3);
  CHECK(editor.valid());
  CHECK_THROWS_AS(rwe::remove_item(editor, "c01", 9), std::out_of_range);
}

TEST_CASE("a new deck at another grid size is saved whole and then in effect") {
  trib::test::TempDataHome home;
  Editor editor(river_wild());
  rwe::new_deck(editor, 6, 3, 5);
  CHECK(editor.valid());
  CHECK(rwe::grid_width(editor) == 6);
  CHECK(rwe::grid_height(editor) == 3);
  CHECK(editor.component({"cards", "c05"})["rows"] == json::array({"LLRRLL", "LLRRLL", "LLRRLL"}));
  CHECK_FALSE(editor.exists({"cards", "c06"}));
  CHECK(editor.component({"scoring", ""}) == json{{"protected_land", 2}});
  rwe::paint_cell(editor, "c03", 2, 5, 'M');
  const json written = editor.save();
  CHECK(written["grid"] == json::array({6, 3}));
  CHECK(trib::effective_catalog(river_wild())["cards"]["c03"]["rows"][2] == "LLRRLM");
  CHECK_THROWS_AS(rwe::new_deck(editor, 6, 3, 0), std::invalid_argument);
  // An odd width is the validator's to refuse.
  rwe::new_deck(editor, 5, 3, 2);
  CHECK(editor.problem({"grid", ""}) != nullptr);
  CHECK(editor.problem({"grid", ""})->path == "/grid/0");
  CHECK_THROWS_AS(editor.save(), trib::InputError);
  editor.undo();
  editor.undo();
  editor.undo();
  CHECK(rwe::grid_width(editor) == 8);
}
