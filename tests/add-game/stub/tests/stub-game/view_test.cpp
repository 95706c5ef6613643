// The stub's board view as the app finds it through the registry: its F1 keys; and no
// results analysis (its folder has no analysis_panel.cpp), though its engine has a solo analysis.

#include <doctest/doctest.h>

#include <string>

#include "ui/view_registry.h"

TEST_CASE("the app finds the stub's view and its F1 keys by the game's id") {
  const trib::ui::GameView* view = trib::ui::find_view("stub-game");
  REQUIRE(view != nullptr);
  const auto rows = view->shortcuts();
  REQUIRE(rows.size() == 1);
  CHECK(std::string(rows[0].keys) == "T");
}

TEST_CASE("a game whose view folder has no analysis panel registers none") {
  CHECK(trib::ui::find_analysis_panel("stub-game") == nullptr);
}
