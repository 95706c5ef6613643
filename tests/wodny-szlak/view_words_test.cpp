// Wodny szlak as the app's registries find it: its moves in the move list, its results'
// analysis.

#include <doctest/doctest.h>

#include "move_words.h"
#include "ui/view_registry.h"

TEST_CASE("a house-ruled Wodny szlak placement is described in words") {
  const std::string text = trib::test::described_as_house_ruling(
      "wodny-szlak", {{"player", 1}, {"tile", "mc"}, {"x", 0}, {"y", 1}, {"rot", 0}});
  CHECK(text.find("mc at (0, 1)") != std::string::npos);
}

TEST_CASE("the results find Wodny szlak's analysis by the game's id") {
  const trib::ui::AnalysisPanel* panel = trib::ui::find_analysis_panel("wodny-szlak");
  REQUIRE(panel != nullptr);
  CHECK(panel->game_id() == "wodny-szlak");
}
