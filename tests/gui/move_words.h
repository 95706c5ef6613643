// For the games' view tests: a stored move's words in the move list, checked to read the
// same with its house-ruling flag as without it, and to be words rather than the JSON.
#pragma once

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "core/replay.h"
#include "ui/view_registry.h"

namespace trib::test {

inline std::string described_as_house_ruling(const char* game, nlohmann::json move) {
  const ui::GameView* view = ui::find_view(game);
  REQUIRE(view != nullptr);
  const std::string plain = ui::describe_stored_move(view, move);
  move[kHouseRulingKey] = true;
  const std::string flagged = ui::describe_stored_move(view, move);
  CHECK(flagged == plain);
  CHECK(flagged.find('{') == std::string::npos);
  return flagged;
}

}  // namespace trib::test
