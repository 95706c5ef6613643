// River Wild as the app's registries find it: its moves in the move list, its results'
// analysis.

#include <doctest/doctest.h>

#include "move_words.h"
#include "ui/view_registry.h"

TEST_CASE("a house-ruled River Wild placement is described in words") {
  CHECK(trib::test::described_as_house_ruling(
            "river-wild", {{"card", "c07"}, {"row", 2}, {"col", 0}}) == "c07 at row 2, col 0");
}

TEST_CASE("the results find River Wild's analysis by the game's id") {
  const trib::ui::AnalysisPanel* panel = trib::ui::find_analysis_panel("river-wild");
  REQUIRE(panel != nullptr);
  CHECK(panel->game_id() == "river-wild");
}
