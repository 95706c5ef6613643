#pragma once
// What a player who rested may take back, without ImGui: the options offered, the one
// preselected, and the number keys that pick them (tests/roaring-river/entry_codes_test.cpp).

#include <vector>

#include "games/roaring-river/roaring_river.h"

namespace trib::ui::rr_ui {

namespace rr = trib::roaring_river;

// The combinations slot `slot` may take back after playing `played` (its Rest card); the
// first is "nothing". Each is a list of paddle card indices.
std::vector<std::vector<int>> recovery_options(const rr::RoaringRiverMatch& match, int slot,
                                               int played);

// The option preselected before the player picks one: the most cards, then the highest
// values (taking cards back never hurts, so that is what a table almost always takes).
int preferred_recovery(const std::vector<std::vector<int>>& options, const rr::PaddleSet& paddles);

// The option a number key picks: "1" the first (nothing), "2" the second, …; -1 for a key
// with no option. Keys 1-9 only, as labelled on the buttons.
int recovery_for_key(int digit, std::size_t options);

}  // namespace trib::ui::rr_ui
