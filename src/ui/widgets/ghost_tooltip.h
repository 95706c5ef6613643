#pragma once
// The tooltip of a card or tile held over the board (the "ghost"): what it is and where,
// whether it may go there (and if not, why, under which rule, and the offer to record it as
// a house ruling), and the keys that move it.

#include <string>

#include "core/verdict.h"

namespace trib::ui {

struct GhostTip {
  std::string title;       // e.g. "c03 (front) at row 2, col 1"
  const Verdict& verdict;  // the engine's check of the move
  std::string hint;        // an extra line under a refusal, or empty
  const char* keys;        // the keyboard help, last
  bool read_only;          // the session is shown read-only
};

// Below the ghost, whose screen extent runs from `top_px` to `bottom_px` (above it near the
// bottom of the window), so that the tooltip never hides the spot being judged; from `x`
// rightwards, but never past the board's right edge `right_px` (the palette and the coach
// beside the board stay in view).
void ghost_tooltip(const GhostTip& tip, float x, float top_px, float bottom_px, float right_px);

}  // namespace trib::ui
