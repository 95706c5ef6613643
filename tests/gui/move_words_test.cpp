// The move list's words for a stored move of a game without a view.

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/replay.h"
#include "ui/game_view.h"

TEST_CASE("without a view a stored move is its JSON on one line, without the house-ruling flag") {
  const nlohmann::json move = {{"card", "c07"}, {trib::kHouseRulingKey, true}};
  CHECK(trib::ui::describe_stored_move(nullptr, move) ==
        trib::ui::readable_json({{"card", "c07"}}));
}
