#pragma once
// The session view and its panels: free functions drawing from the App and the open
// session once per frame.

#include <cstddef>
#include <optional>

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

// A past-move edit asked for from the move list.
struct MoveEdit {
  enum class Kind { replace, insert, erase };
  Kind kind = Kind::replace;
  std::size_t row = 0;
};

// Fixing a past move from the move list (move_edit.cpp). Before the board: the list's keys
// (Ctrl+M gives it the keyboard; arrows, E, I, Delete, Esc) and Esc cancelling an edit;
// true while the list holds the keyboard (the board then gets no keys this frame).
bool move_list_keys(SessionController& session);
// While an edit is open: what is being replaced or inserted, or the move that no longer
// fits with "Drop it" and "Fix it".
void draw_past_edit_banner(SessionController& session, bool compact);
// After a live move list row (the last item): selection, its "Edit…" button and menu.
bool move_row_selected(const SessionController& session, std::size_t index);
void move_row_edit(SessionController& session, std::size_t index, bool pressed);
void draw_edit_menu(SessionController& session);
void note_move_list_hovered(bool hovered);
bool move_list_has_keys();  // the selected row is then kept in view
void apply_move_edit(SessionController& session, const MoveEdit& edit);
// An edit asked of a read-only review: the session view resumes the session live, then
// applies it.
std::optional<MoveEdit> take_move_edit_request();
// The move list as the open edit builds it.
void draw_edit_move_list(const SessionController& session);
void draw_move_entry(SessionController& session);       // the JSON fallback without a board view
void draw_pad_sheet(const SessionController& session);  // a scores-only session's pad

}  // namespace trib::ui
