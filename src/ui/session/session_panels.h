#pragma once
// The session view and its panels: free functions drawing from the App and the open
// session once per frame.

namespace trib {
class SessionController;
}

namespace trib::ui {

struct App;

void draw_session_view(App& app);  // title, notices, the board, the score and the moves

// A live session whose database file moved under it: the warning and the ways to save it.
void draw_moved_banner(App& app, SessionController& session);

void draw_score_panel(SessionController& session);
void draw_results_panel(App& app, const SessionController& session);
void draw_move_list(SessionController& session);
void draw_move_entry(SessionController& session);       // the JSON fallback without a board view
void draw_pad_sheet(const SessionController& session);  // a scores-only session's pad

}  // namespace trib::ui
