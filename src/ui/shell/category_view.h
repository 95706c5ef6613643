#pragma once
// What each scoring category earns a player in one game, drawn with ImDrawList: per
// category a bar of the player's average beside the table's, the difference, and a small
// line of the monthly averages. Records' Categories tab draws it; any page holding a
// CategoryEarnings (a player's page) can call it too.

#include "store/store.h"

namespace trib::ui {

// Fills the width left in the window; as tall as its rows (it scrolls with the page).
void draw_category_earnings(const CategoryEarnings& earnings);

// One line saying where the player gains and loses most ("Gains most: Mills, +3.1 a game
// over the table"), or "" when no category differs from the table.
std::string category_summary(const CategoryEarnings& earnings);

}  // namespace trib::ui
