#pragma once
// The River Wild view's text parts: the hand entry of the "New session" dialog and the
// rules summary shown with F1.

#include <nlohmann/json.hpp>

#include "ui/game_view.h"

namespace trib::ui::rw_ui {

// Up to three cards for the setup's "hand": with a hand entered, the game also ends when
// none of its cards has a legal spot on either side.
void hand_setup(const SetupContext& context, nlohmann::json& setup);

// The rules in the project's own words.
void draw_rules();

}  // namespace trib::ui::rw_ui
