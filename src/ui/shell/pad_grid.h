#pragma once
// The setup dialog's score pad: a row per scoring category and a column per player, like
// the paper pad, with the game's place-deciding facts and the totals and places so far.

#include "core/game.h"
#include "ui/state/app_state.h"

namespace trib::ui {

// Draws the pad of `game` for the dialog's players, `width` wide; edits setup.pad.
void draw_pad_grid(const Game& game, SetupState& setup, float width);

// The players' names as the dialog will store them ("Player 2" for an empty field).
std::vector<std::string> setup_player_names(const SetupState& setup);
std::string default_player_name(std::size_t index);  // "Player 2" for index 1

}  // namespace trib::ui
