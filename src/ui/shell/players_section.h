#pragma once
// Records' Players tab: every known player with their sessions and last play, each with
// Rename… and Merge into…, which ask before they change anything.

namespace trib::ui {

struct App;

void draw_players_section(App& app);

}  // namespace trib::ui
