#pragma once
// The shell's views and dialogs, one file each; every one is a free function drawing
// from the App once per frame. The session view is the session room's (session/).

namespace trib::ui {

struct App;

void draw_shell(App& app);  // the whole window: navigation, the current view, dialogs

void draw_home(App& app);
void draw_history(App& app);
void draw_records(App& app);
void draw_settings(App& app);
void draw_about(App& app);

void draw_setup_dialog(App& app);
void draw_rules_help(App& app);

}  // namespace trib::ui
