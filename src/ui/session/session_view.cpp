// The session view: title and toolbar, notices (illegal move, database errors), the
// board (the game's view, or the JSON move entry), and on the right the results, the
// live score breakdown and the move list. Review sessions get a move slider.

#include <GLFW/glfw3.h>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/state/app_state.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// Narrower than this many font heights, the board and the score become tabs.
constexpr float kTabbedBelowEm = 36.0f;

bool tabbed_layout() {
  return ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * kTabbedBelowEm;
}

// "Ada, Bo and Cy" and the session's state: under the title, or atop the score tab when
// the layout is tabbed (the board needs the height).
void players_line(const App& app, const SessionController& session) {
  // Long names are cut to leave the state's badge its room on the line.
  const float badge_room = ImGui::CalcTextSize(_("not stored")).x + ImGui::GetFontSize() * 2;
  const ImVec4 muted_colour = ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
  fitted_name(join_names(session.table().players), ImGui::GetContentRegionAvail().x - badge_room,
              &muted_colour);
  ImGui::SameLine();
  const ThemeColours& p = theme_colours();
  if (session.table().is_pad()) {
    badge(_("scores only"), p.legal);
  } else if (session.finished()) {
    badge(_("finished"), p.legal);
  } else if (session.read_only()) {
    badge(_("review"), p.text_muted);
  } else if (session.detached()) {
    badge(_("not stored"), p.illegal);
  } else {
    // TRANSLATORS: a session's state: moves are being entered
    badge(_("live"), p.accent);
  }
  if (session.read_only() && app.store && app.store->read_only() && session.session_id()) {
    ImGui::SameLine();
    badge(_("read-only database"), p.warning);
  }
  ImGui::Spacing();
}

void header(App& app, SessionController& session) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const char* const undo = _("Undo");
  const char* const redo = _("Redo");
  const char* const rules = _("Rules (F1)");
  const char* const close_label = _("Close");
  float labels = ImGui::CalcTextSize(rules).x + ImGui::CalcTextSize(close_label).x;
  if (!session.read_only()) labels += ImGui::CalcTextSize(undo).x + ImGui::CalcTextSize(redo).x;
  const float count = session.read_only() ? 2.0f : 4.0f;
  const float toolbar =
      labels + style.FramePadding.x * 2 * count + style.ItemSpacing.x * (count - 1);
  // The title on one line beside the toolbar: in the heading font when it fits, else in
  // the bold body font, cut with "…" if need be (the whole title is then its tooltip).
  const float right = ImGui::GetWindowContentRegionMax().x;
  const float title_room = right - ImGui::GetCursorPosX() - toolbar - style.ItemSpacing.x * 2;
  ImGui::PushFont(fonts().heading);
  const bool heading_fits = ImGui::CalcTextSize(session.title().c_str()).x <= title_room;
  ImGui::PopFont();
  ImGui::PushFont(heading_fits ? fonts().heading : fonts().bold);
  if (!heading_fits) ImGui::AlignTextToFramePadding();
  fitted_text(session.title(), nullptr, title_room, /*whole_words=*/false);
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), right - toolbar));
  if (!session.read_only()) {
    ImGui::BeginDisabled(!session.can_undo());
    if (ImGui::Button(undo)) session.undo();
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Ctrl+Z");  // not translated: a key
    ImGui::SameLine();
    ImGui::BeginDisabled(!session.can_redo());
    if (ImGui::Button(redo)) session.redo();
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Ctrl+Shift+Z");  // not translated: a key
    ImGui::SameLine();
  }
  if (ImGui::Button(rules)) app.show_rules = true;
  ImGui::SameLine();
  if (ImGui::Button(close_label)) {
    close_session_asking(app);
    if (!app.session) return;
  }

  if (!tabbed_layout()) players_line(app, session);
}

// A refused move, and what can be done about it. `compact` (above a tabbed board): the
// message on one line and the note as the button's tooltip.
void pending_illegal(SessionController& session, bool compact) {
  const auto& pending = session.pending();
  if (!pending) return;
  const ThemeColours& p = theme_colours();
  const std::string text =
      fill(_("Illegal move: {}  [{}]"), pending->reason.message, pending->reason.rule);
  if (banner(p.illegal, text.c_str(), _("Dismiss"), compact)) {
    session.dismiss_pending();
    return;
  }
  if (pending->refusal) {
    muted(house_ruling_refusal_text(*pending).c_str());
    ImGui::Spacing();
    return;
  }
  const char* const note =
      _("The move is stored as an agreed exception, applied to the table and flagged on the "
        "score sheet.");
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(p.warning.x, p.warning.y, p.warning.z, 0.25f));
  if (ImGui::Button(_("Record anyway as a house ruling"))) {
    session.record_pending_as_house_ruling();
  }
  ImGui::PopStyleColor();
  if (compact) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", note);
  } else {
    muted(note);
  }
  ImGui::Spacing();
}

// Database errors and a stored move that no longer replays; one line each above a tabbed
// board (`compact`), so the board keeps its room. A database file moved under the session
// gets its whole say.
void notices(App& app, SessionController& session, bool compact) {
  draw_moved_banner(app, session);
  const ThemeColours& p = theme_colours();
  if (!session.error().empty()) {
    if (banner(p.illegal, session.error().c_str(), _("Dismiss"), compact)) session.clear_error();
  }
  if (const auto& failure = session.replay_failure()) {
    const std::string text =
        fill(_("Move {} is illegal: {}  [{}]. The table is shown as it was before it."),
             failure->move + 1, failure->message, failure->rule);
    banner(p.illegal, text.c_str(), nullptr, compact);
  }
}

void review_slider(SessionController& session) {
  if (!session.read_only() || session.move_total() == 0) return;
  const int total = static_cast<int>(session.move_total());
  int cursor = static_cast<int>(session.cursor());
  if (ImGui::ArrowButton("##back", ImGuiDir_Left) || shortcut(GLFW_KEY_LEFT, false)) --cursor;
  ImGui::SameLine();
  if (ImGui::ArrowButton("##forward", ImGuiDir_Right) || shortcut(GLFW_KEY_RIGHT, false)) ++cursor;
  ImGui::SameLine();
  // The position is written beside the slider, in a width that holds the longest one, so
  // the grab never covers it and the slider keeps its place while it moves.
  const float label_x = ImGui::GetCursorPosX();
  const std::string longest = fill(_("after move {} of {}"), total, total);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(fill(_("after move {} of {}"), cursor, total).c_str());
  ImGui::SameLine(label_x + ImGui::CalcTextSize(longest.c_str()).x +
                  ImGui::GetStyle().ItemSpacing.x);
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##cursor", &cursor, 0, total, "");
  if (cursor < 0) cursor = 0;
  session.set_cursor(static_cast<std::size_t>(std::min(cursor, total)));
  ImGui::Spacing();
}

void score_and_moves(App& app, SessionController& session) {
  // While a past move is being fixed, the results are those of the log before the edit.
  if (!session.final_results().empty() && !session.past_edit()) draw_results_panel(app, session);
  draw_score_panel(session);
  if (!session.table().is_pad()) draw_move_list(session);
}

void board(SessionController& session) {
  if (session.table().is_pad()) {
    draw_pad_sheet(session);
  } else if (GameView* view = find_view(session.table().game)) {
    view->draw_board(session);
  } else {
    draw_move_entry(session);  // no board view yet: JSON entry and the raw table state
  }
}

// Wide: the board, and beside it a column with the score and the moves. A refused move is
// explained at the top of that column, not above the board, so the board never moves
// under the cursor.
void side_by_side(App& app, SessionController& session) {
  const float side = std::min(ImGui::GetFontSize() * 22, ImGui::GetContentRegionAvail().x * 0.4f);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float board_width = ImGui::GetContentRegionAvail().x - side - spacing;
  ImGui::BeginChild("##board", ImVec2(board_width, 0), false);
  board(session);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("##side", ImVec2(0, 0), false);
  draw_past_edit_banner(session, /*compact=*/false);
  pending_illegal(session, /*compact=*/false);
  score_and_moves(app, session);
  ImGui::EndChild();
}

// Narrow (large fonts, a small window): the board and the score are tabs, so the board
// keeps the whole width; a refused move is explained above both.
void tabbed(App& app, SessionController& session) {
  draw_past_edit_banner(session, /*compact=*/true);
  pending_illegal(session, /*compact=*/true);
  if (!ImGui::BeginTabBar("##session-tabs")) return;
  if (ImGui::BeginTabItem(fill("{}###session-table-tab", _("Table")).c_str())) {
    ImGui::BeginChild("##board", ImVec2(0, 0), false);
    board(session);
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem(fill("{}###session-score-tab", _("Score and moves")).c_str())) {
    ImGui::BeginChild("##side", ImVec2(0, 0), false);
    players_line(app, session);
    score_and_moves(app, session);
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace

void draw_session_view(App& app) {
  if (!app.session) {
    heading(_("Session"));
    banner(theme_colours().illegal,
           app.session_error.empty() ? _("No session is open.") : app.session_error.c_str());
    if (ImGui::Button(_("Back to Home"))) close_session(app);
    return;
  }
  SessionController& session = *app.session;
  header(app, session);
  if (!app.session) return;  // closed from the toolbar
  notices(app, session, tabbed_layout());
  review_slider(session);

  // The move list takes its keys before the board sees them; while it holds the keyboard
  // the board reads none (its keys ask for no text field to have it).
  ImGuiIO& io = ImGui::GetIO();
  const bool text_input = io.WantTextInput;
  if (move_list_keys(session)) {
    io.WantTextInput = true;
    claim_board_keys();  // and ImGui's navigation leaves the arrows alone
  }
  if (tabbed_layout()) {
    tabbed(app, session);
  } else {
    side_by_side(app, session);
  }
  io.WantTextInput = text_input;  // the app's shortcuts (Ctrl+Z) still work
  if (const auto edit = take_move_edit_request(); edit && session.session_id()) {
    open_stored_session(app, *session.session_id(), /*review=*/false);  // `session` is gone
    if (app.session && !app.session->read_only()) apply_move_edit(*app.session, *edit);
  }
}

}  // namespace trib::ui
