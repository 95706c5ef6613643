// The move list beside the board, and the plain JSON move entry used for games that
// have no board view yet (so every registered game can be played from the app).

#include <imgui.h>
#include <imgui_stdlib.h>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// UI-only state of the JSON entry, reset when another session is shown.
struct EntryState {
  const SessionController* owner = nullptr;
  std::string text;
  std::string message;
  bool message_is_error = false;
  std::uint64_t details_revision = ~std::uint64_t{0};
  std::string details;
};

EntryState g_entry;

void submit_text(SessionController& session) {
  nlohmann::json move;
  try {
    move = parse_json_text(g_entry.text);
  } catch (const InputError& error) {
    g_entry.message = error.what();
    g_entry.message_is_error = true;
    return;
  }
  const SubmitOutcome outcome = session.submit(move);
  g_entry.message_is_error = !entered(outcome);
  switch (outcome.status) {
    case SubmitStatus::stored:
      g_entry.message = fill(_("Move {} entered."), session.move_total());
      g_entry.text.clear();
      break;
    case SubmitStatus::kept:
      g_entry.message = fill(_("Move {} entered, not stored."), session.move_total());
      g_entry.text.clear();
      break;
    case SubmitStatus::illegal:
      g_entry.message.clear();  // the session view shows it with the house-ruling choice
      break;
    case SubmitStatus::malformed:
    case SubmitStatus::failed:
      g_entry.message = outcome.message;
      break;
  }
}

}  // namespace

void draw_move_list(SessionController& session) {
  section(fill(_("Moves ({})"), session.move_total()).c_str());
  const GameView* view = find_view(session.table().game);
  ImGui::BeginChild("##moves", ImVec2(0, 0), false);
  note_move_list_hovered(ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByPopup));
  if (session.past_edit()) {
    draw_edit_move_list(session);
    ImGui::EndChild();
    return;
  }
  const ThemeColours& p = theme_colours();
  const auto& failure = session.replay_failure();
  for (std::size_t i = 0; i < session.move_total(); ++i) {
    const nlohmann::json& move = session.table().moves[i];
    const bool applied = i < session.cursor();
    ImGui::PushID(static_cast<int>(i));
    ImVec4 colour = applied ? p.text : p.text_muted;
    if (failure && failure->move == i) colour = p.illegal;
    std::string text = std::to_string(i + 1) + ".  " + describe_stored_move(view, move);
    if (session.is_house_ruling(i)) {
      text += std::string("  \u2691 ") + _("house ruling");
      if (colour.x == p.text.x) colour = p.warning;
    }
    const bool pressed = wrapped_row("##move", text, move_row_selected(session, i), colour);
    if (pressed && session.read_only()) session.set_cursor(i + 1);
    if (ImGui::IsItemHovered()) {
      if (session.is_house_ruling(i)) {
        const std::string rule = session.overridden_rule(i);
        ImGui::SetTooltip(
            "%s", rule.empty()
                      ? _("House ruling: recorded by agreement; it breaks no rule")
                      : fill(_("House ruling: applied against {} by agreement"), rule).c_str());
      } else if (session.read_only()) {
        ImGui::SetTooltip("%s", _("Show the table after this move"));
      }
    }
    move_row_edit(session, i, pressed);
    if (move_row_selected(session, i) && move_list_has_keys()) ImGui::SetScrollHereY(0.5f);
    ImGui::PopID();
  }
  draw_edit_menu(session);
  if (session.move_total() == 0) ImGui::TextDisabled("%s", _("No moves yet."));
  // Follow new moves in a live session: jump to the end when the count changes, and stay
  // there (wrapping can change the height a frame later) unless the user scrolled up.
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID key = ImGui::GetID("##count");
  const int count = static_cast<int>(session.move_total());
  const bool changed = storage->GetInt(key, -1) != count;
  storage->SetInt(key, count);
  if (!session.read_only() && !move_list_has_keys() &&
      (changed || ImGui::GetScrollY() >= ImGui::GetScrollMaxY())) {
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
}

void draw_move_entry(SessionController& session) {
  if (g_entry.owner != &session) {
    g_entry = EntryState{};
    g_entry.owner = &session;
  }
  if (!session.read_only()) {
    section(_("Enter a move"));
    muted(
        _("This game has no board view yet: type one move as JSON, in the table-file shape, "
          "and press Enter (Ctrl+Enter starts a new line)."));
    ImGui::Spacing();
    ImGui::BeginDisabled(session.finished());
    const ImVec2 size(-1, ImGui::GetTextLineHeight() * 5);
    const bool entered = ImGui::InputTextMultiline(
        "##move", &g_entry.text, size,
        ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CtrlEnterForNewLine);
    if (primary_button(_("Enter move")) || entered) submit_text(session);
    ImGui::EndDisabled();
    if (session.finished()) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", _("the game is over"));
    }
  }
  if (!g_entry.message.empty()) {
    wrapped_text(g_entry.message_is_error ? theme_colours().illegal : theme_colours().legal,
                 g_entry.message.c_str());
  }

  section(_("Table state (score details)"));
  if (session.revision() != g_entry.details_revision) {
    g_entry.details_revision = session.revision();
    g_entry.details = session.scoreboard().details.dump(2);
  }
  ImGui::InputTextMultiline("##details", &g_entry.details, ImVec2(-1, -1),
                            ImGuiInputTextFlags_ReadOnly);
}

}  // namespace trib::ui
