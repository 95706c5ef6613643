#pragma once
// The shell's views and dialogs, one file each; every one is a free function drawing
// from the App once per frame.

namespace trib {
class SessionController;
}

namespace trib::ui {

struct App;

void draw_shell(App& app);  // the whole window: navigation, the current view, dialogs

void draw_home(App& app);
void draw_history(App& app);
void draw_records(App& app);
void draw_settings(App& app);
void draw_about(App& app);
void draw_session_view(App& app);

void draw_setup_dialog(App& app);
void draw_rules_help(App& app);

// Parts of the session view.
void draw_score_panel(SessionController& session);
void draw_results_panel(App& app, const SessionController& session);
void draw_move_list(SessionController& session);
void draw_move_entry(SessionController& session);  // the JSON fallback without a board view

}  // namespace trib::ui
