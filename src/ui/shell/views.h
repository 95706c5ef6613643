#pragma once
// The shell's views and dialogs, one file each; every one is a free function drawing
// from the App once per frame. The session view is the session room's (session/).

#include <string>
#include <vector>

namespace trib::ui {

struct App;

void draw_shell(App& app);  // the whole window: navigation, the current view, dialogs

void draw_home(App& app);
void draw_history(App& app);
void draw_records(App& app);
void draw_settings(App& app);
void draw_about(App& app);
void draw_player(App& app);

// Shows `name`'s player page; Back returns to the view shown now.
void open_player_page(App& app, const std::string& name);
// A "Player page" submenu naming each of `players`, to put in an open menu.
void player_page_menu(App& app, const std::vector<std::string>& players);

void draw_setup_dialog(App& app);
void draw_rules_help(App& app);

}  // namespace trib::ui
