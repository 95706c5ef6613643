#pragma once
// The results card (#38): a compact picture of a finished game to share — the game, the
// date, the board as the game's view draws it, each player's place, score, rank title and
// personal-best badge — drawn with ImGui draw lists in the app's theme and written as a
// PNG of the card alone, never the whole window.

#include <string>

#include "ui/shell/results_card_data.h"

namespace trib {
class SessionController;
}

namespace trib::ui {

// Draws the card into `path`. `board`: the session whose board is drawn (nullptr, or a
// game without a board view: the card has no board). Needs the window's OpenGL context
// (the running app, or `--screenshot`). Returns "" or what went wrong, in words.
std::string write_results_card(const ResultsCardData& card, SessionController* board,
                               const std::string& path);

}  // namespace trib::ui
