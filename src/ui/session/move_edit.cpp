// Fixing a past move from the move list: a row's "Edit…" menu (replace, insert before,
// delete), the list's keyboard (Ctrl+M, arrows, E, I, Delete, Esc), the banner while an
// edit is open, and the list as the edit builds it.

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// UI state of the live move list, reset when another session is shown.
struct MoveListState {
  const SessionController* owner = nullptr;
  std::string title;
  std::optional<std::size_t> selected;
  bool has_keys = false;     // arrows, E, I, Delete and Esc go to the list, not the board
  bool hovered = false;      // the pointer was over the list last frame
  std::size_t menu_row = 0;  // the row whose "Edit…" menu is open
  std::uint64_t scrolled_revision = 0;  // the edit state last scrolled into view
  std::optional<MoveEdit> request;      // asked of a review: applied once resumed live
};

MoveListState g_list;

constexpr const char* kEditMenu = "##edit-move";

void sync_list(const SessionController& session) {
  if (g_list.owner == &session && g_list.title == session.title()) return;
  g_list = MoveListState{};
  g_list.owner = &session;
  g_list.title = session.title();
}

bool editable(const SessionController& session) {
  return session.can_edit_past();
}

// A key pressed without modifiers, while no text field has the keyboard.
bool plain_key(int key, bool repeat = false) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeyShift) return false;
  return ImGui::IsKeyPressed(key, repeat);
}

// A review (a finished game, say) is resumed live first: the session view does that and
// then applies the request.
void request(SessionController& session, MoveEdit edit) {
  if (session.read_only()) {
    g_list.request = edit;
  } else {
    apply_move_edit(session, edit);
  }
}

void list_keys(SessionController& session) {
  const std::size_t total = session.move_total();
  if (total == 0) {
    g_list.has_keys = false;
    return;
  }
  std::size_t row = std::min(g_list.selected.value_or(total - 1), total - 1);
  if (plain_key(GLFW_KEY_UP, true) && row > 0) --row;
  if (plain_key(GLFW_KEY_DOWN, true) && row + 1 < total) ++row;
  if (plain_key(GLFW_KEY_HOME)) row = 0;
  if (plain_key(GLFW_KEY_END)) row = total - 1;
  g_list.selected = row;
  if (plain_key(GLFW_KEY_E)) {
    request(session, {MoveEdit::Kind::replace, row});
  } else if (plain_key(GLFW_KEY_I)) {
    request(session, {MoveEdit::Kind::insert, row});
  } else if (plain_key(GLFW_KEY_DELETE)) {
    request(session, {MoveEdit::Kind::erase, row});
  } else if (plain_key(GLFW_KEY_ESCAPE)) {
    g_list.has_keys = false;
  }
}

// Keys while a replay stopped at a move that no longer fits.
void stopped_keys(SessionController& session) {
  if (plain_key(GLFW_KEY_D)) {
    session.drop_stopped_move();
  } else if (plain_key(GLFW_KEY_F)) {
    session.fix_stopped_move();
  } else if (plain_key(GLFW_KEY_ESCAPE)) {
    session.cancel_past_edit();
  }
}

std::string numbered(const GameView* view, std::size_t index, const nlohmann::json& move) {
  return std::to_string(index + 1) + ".  " + describe_stored_move(view, move);
}

}  // namespace

void apply_move_edit(SessionController& session, const MoveEdit& edit) {
  switch (edit.kind) {
    case MoveEdit::Kind::replace:
      if (session.begin_replace(edit.row)) g_list.has_keys = false;  // the board enters it
      break;
    case MoveEdit::Kind::insert:
      if (session.begin_insert(edit.row)) g_list.has_keys = false;
      break;
    case MoveEdit::Kind::erase:
      session.delete_move(edit.row);
      if (session.move_total() > 0) {
        g_list.selected = std::min(edit.row, session.move_total() - 1);
      }
      break;
  }
}

std::optional<MoveEdit> take_move_edit_request() {
  return std::exchange(g_list.request, {});
}

bool move_list_keys(SessionController& session) {
  sync_list(session);
  if (!editable(session)) {
    g_list.has_keys = false;
    return false;
  }
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return false;
  const auto& edit = session.past_edit();
  if (edit && edit->stopped) {
    stopped_keys(session);
    return true;  // no move is entered until the stopped one is dropped or fixed
  }
  if (edit) {
    if (shortcut(GLFW_KEY_ESCAPE, false)) session.cancel_past_edit();
    g_list.has_keys = false;
    return false;
  }
  if (shortcut(GLFW_KEY_M, true)) g_list.has_keys = true;
  // A click anywhere else gives the keyboard back to the board.
  if (g_list.has_keys && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !g_list.hovered) {
    g_list.has_keys = false;
  }
  if (!g_list.has_keys) return false;
  list_keys(session);
  return true;  // E, I or Delete just given up the keyboard: the board must not see it too
}

void draw_past_edit_banner(SessionController& session, bool compact) {
  const auto& edit = session.past_edit();
  if (!edit) return;
  const ThemeColours& p = theme_colours();
  const std::string point = std::to_string(edit->point() + 1);
  if (edit->stopped) {
    const std::string text = fill(_("Move {} no longer fits: {}  [{}]"), point,
                                  edit->stopped->message, edit->stopped->rule);
    if (banner(p.illegal, text.c_str(), _("Cancel (Esc)"), compact)) {
      session.cancel_past_edit();
      return;
    }
    if (primary_button(_("Drop it (D)"))) {
      session.drop_stopped_move();
    } else {
      ImGui::SameLine();
      if (ImGui::Button(_("Fix it (F)"))) session.fix_stopped_move();
    }
    ImGui::Spacing();
    return;
  }
  const std::string text =
      fill(edit->replaced ? _("Replacing move {} \u2014 enter it on the board. Esc cancels.")
                          : _("Inserting a new move {} \u2014 enter it on the board. Esc cancels."),
           point);
  if (banner(p.accent, text.c_str(), _("Cancel"), compact)) session.cancel_past_edit();
}

bool move_row_selected(const SessionController& session, std::size_t index) {
  return editable(session) && g_list.selected == index;
}

void move_row_edit(SessionController& session, std::size_t index, bool pressed) {
  if (!editable(session)) return;
  const bool hovered = ImGui::IsItemHovered();
  if (pressed) {
    g_list.selected = index;
    g_list.has_keys = true;
  }
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    g_list.selected = g_list.menu_row = index;
    ImGui::OpenPopup(kEditMenu);
  }
  if (!hovered && g_list.selected != index) return;
  // A small "Edit…" button over the row's right end.
  ImGui::SetItemAllowOverlap();
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const ImVec2 next = ImGui::GetCursorScreenPos();
  const char* label = _("Edit\u2026");
  const float width = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetCursorScreenPos(ImVec2(max.x - width, min.y));
  if (ImGui::SmallButton(label)) {
    g_list.selected = g_list.menu_row = index;
    ImGui::OpenPopup(kEditMenu);
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("Replace, insert before or delete (E, I, Del)"));
  }
  ImGui::SetCursorScreenPos(next);
}

void draw_edit_menu(SessionController& session) {
  if (!ImGui::BeginPopup(kEditMenu)) return;
  const std::size_t row = g_list.menu_row;
  if (ImGui::MenuItem(fill(_("Replace move {}"), row + 1).c_str(), "E")) {
    request(session, {MoveEdit::Kind::replace, row});
  }
  if (ImGui::MenuItem(_("Insert a move before it"), "I")) {
    request(session, {MoveEdit::Kind::insert, row});
  }
  const std::string erase = fill(_("Delete move {}"), row + 1);
  if (ImGui::MenuItem(erase.c_str(), "Del")) {  // not translated: a key
    request(session, {MoveEdit::Kind::erase, row});
  }
  ImGui::EndPopup();
}

void note_move_list_hovered(bool hovered) {
  g_list.hovered = hovered;
}

bool move_list_has_keys() {
  return g_list.has_keys;
}

void draw_edit_move_list(const SessionController& session) {
  const auto& edit = *session.past_edit();
  const GameView* view = find_view(session.table().game);
  const ThemeColours& p = theme_colours();
  for (std::size_t i = 0; i < edit.kept.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    wrapped_row("##kept", numbered(view, i, edit.kept[i]), false,
                i >= edit.from ? p.accent : p.text, {}, false);
    ImGui::PopID();
  }
  const std::size_t point = edit.point();
  if (edit.stopped) {
    wrapped_row("##stopped",
                numbered(view, point, edit.later.front()) + "  \u2716 " + edit.stopped->rule, false,
                p.illegal, {}, false);
  } else {
    const std::string slot =
        edit.replaced ? fill(_("{}  \u2190 being replaced"), numbered(view, point, *edit.replaced))
                      : fill(_("{}.  \u2190 the new move goes here"), point + 1);
    wrapped_row("##point", slot, true, p.accent, {}, false);
  }
  if (g_list.scrolled_revision != session.revision()) {  // once per step: the point in view
    g_list.scrolled_revision = session.revision();
    ImGui::SetScrollHereY(0.5f);
  }
  // The later moves keep their places after the edit point (the stopped one is at it).
  const std::size_t first = edit.stopped ? 1 : 0;
  for (std::size_t i = first; i < edit.later.size(); ++i) {
    const std::size_t index = point + 1 + i - first;
    ImGui::PushID(static_cast<int>(index));
    wrapped_row("##later", numbered(view, index, edit.later[i]), false, p.text_muted, {}, false);
    ImGui::PopID();
  }
}

}  // namespace trib::ui
