// The turn being entered: whose turn, the disc (used ones disabled), the action, the AP
// left, the chosen action's tools, the steps so far (Backspace removes the last), the
// engine's reason for the last refusal, what confirming would award, and "Confirm turn".

#include <GLFW/glfw3.h>

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/words.h"
#include "session/controller.h"
#include "ui/platform/fonts.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

// A button drawn "pressed" when it is the current choice.
bool choice_button(const char* label, bool chosen, ImVec2 size = ImVec2(0, 0)) {
  if (chosen)
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = ImGui::Button(label, size);
  if (chosen) ImGui::PopStyleColor();
  return pressed;
}

void choose_action(ViewState& state, const SessionController& session,
                   const rwd::RiverWoodsMatch& m, rwd::Action action) {
  state.refusal = state.builder.choose_action(action, session_check(session));
  if (state.refusal.legal()) {
    // A companion goes to an empty side unless the player chooses otherwise.
    const auto& held = m.state().players[state.builder.player()].companions;
    if (action == rwd::Action::Companion && held[static_cast<int>(state.side)] >= 0) {
      if (held[1 - static_cast<int>(state.side)] < 0) {
        state.side = state.side == rwd::Side::Left ? rwd::Side::Right : rwd::Side::Left;
      }
    }
    state.moving.reset();
    // A movement moves the main piece unless another is picked (N / Tab still starts from
    // the first piece, so the keys do what they did before).
    const bool main_on_map = m.state()
                                 .players[state.builder.player()]
                                 .pieces[static_cast<int>(rwd::Piece::Main)]
                                 .has_value();
    state.moving_auto = action == rwd::Action::Movement && main_on_map;
    if (state.moving_auto) state.moving = rwd::Piece::Main;
    state.pushing = false;
    state.push_target.reset();
    state.push_path.clear();
  }
}

void choose_disc(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
                 int disc) {
  state.refusal = state.builder.choose_disc(disc, session_check(session));
  if (state.refusal.legal()) preselect_action(state, session, m);
}

void disc_row(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m) {
  const auto& used = m.state().players[state.builder.player()].discs_used;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Disc"));
  const float button = ImGui::GetFrameHeight() * 1.4f;
  for (int d = 1; d <= 3; ++d) {
    ImGui::SameLine();
    ImGui::PushID(d);
    ImGui::BeginDisabled(used[d - 1]);
    if (choice_button(std::to_string(d).c_str(), state.builder.disc() == d, ImVec2(button, 0))) {
      choose_disc(state, session, m, d);
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      if (used[d - 1]) {
        ImGui::SetTooltip("%s", _("Used this round"));
      } else {
        ImGui::SetTooltip(
            "%s",
            fill(P_("Up to {} action point (key {})", "Up to {} action points (key {})", d), d, d)
                .c_str());
      }
    }
    ImGui::PopID();
  }
}

struct ActionChoice {
  rwd::Action action;
  const char* label;
  int key;
  const char* tip;
};

constexpr ActionChoice kActions[] = {
    {rwd::Action::Terrain, N_("Terrain"), GLFW_KEY_T,
     N_("Place tiles (1 AP, on top 2) or redraw the choices (key T)")},
    {rwd::Action::Companion, N_("Companion"), GLFW_KEY_C,
     N_("Take one companion (its slot in AP) or refresh the choices (key C)")},
    {rwd::Action::Movement, N_("Movement"), GLFW_KEY_M,
     N_("Move your pieces one cell per AP, exchange tokens, push (key M)")},
};

void action_row(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m) {
  for (const ActionChoice& a : kActions) {
    const char* label = _(a.label);
    if (&a != kActions) {
      same_line_if_fits(button_width(label));
    }
    if (choice_button(label, state.builder.action() == a.action)) {
      choose_action(state, session, m, a.action);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _(a.tip));
  }
}

// "AP ●●○ 1 of 3 left", on the line of the player's name.
void ap_meter(const ViewState& state, const rwd::RiverWoodsMatch& m) {
  const auto disc = state.builder.disc();
  if (!disc) return;
  const int spent = state.builder.ap_spent(m.catalog(), m.state());
  const int left = state.builder.ap_left(m.catalog(), m.state());
  const std::string text = fill(_("{} of {} AP left"), left, *disc);
  const float h = ImGui::GetTextLineHeight();
  same_line_if_fits(h * static_cast<float>(*disc) + ImGui::CalcTextSize(text.c_str()).x + h);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (int i = 0; i < *disc; ++i) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 c(at.x + h * 0.5f, at.y + h * 0.5f);
    if (i < spent) {
      draw->AddCircleFilled(c, h * 0.36f, to_u32(theme_colours().text_muted));
    } else {
      draw->AddCircle(c, h * 0.36f, to_u32(theme_colours().accent), 0, 2.0f);
    }
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine(0, 2);
  }
  ImGui::TextUnformatted(text.c_str());
}

void step_list(ViewState& state) {
  const auto& steps = state.builder.steps();
  if (steps.empty()) {
    ImGui::TextDisabled("%s", _("Steps: none yet"));
    return;
  }
  ImGui::TextDisabled("%s", _("Steps"));
  for (std::size_t i = 0; i < steps.size(); ++i) {
    ImGui::TextDisabled("%zu.", i + 1);  // not translated: a number
    ImGui::SameLine();
    wrapped_text(describe_step(steps[i], state.names).c_str());
  }
  const char* remove = _("Remove last (Backspace)");
  if (ImGui::SmallButton(remove)) state.builder.remove_last();
  // The two buttons wrap under each other when the panel is narrow.
  same_line_if_fits(button_width(_("Clear")));
  if (ImGui::SmallButton(_("Clear"))) state.builder.clear_steps();
}

// Below the tools and above Confirm: what grows here shrinks the tools from below, so the
// panel's buttons stay where they were.
void feedback(ViewState& state, const rwd::RiverWoodsMatch& m) {
  if (state.panel_announces) draw_announcements(state, m);
  if (!state.refusal.legal()) {
    wrapped_text(theme_colours().illegal, state.refusal.reason().message.c_str());
    ImGui::PushFont(fonts().small);
    ImGui::TextDisabled("%s", fill(_("rule {}"), state.refusal.reason().rule).c_str());
    ImGui::PopFont();
  }
  for (const rwd::Award& award : state.preview_awards) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().gold);
    wrapped_text(fill(_("On confirming: {}"), m.announce(award)).c_str());
    ImGui::PopStyleColor();
  }
}

}  // namespace

void preselect_action(ViewState& state, const SessionController& session,
                      const rwd::RiverWoodsMatch& m) {
  if (!state.builder.disc() || state.builder.action()) return;
  const bool terrain_done = m.state().players[state.builder.player()].terrain_this_round;
  choose_action(state, session, m, terrain_done ? rwd::Action::Movement : rwd::Action::Terrain);
}

bool draw_turn_panel(ViewState& state, const SessionController& session,
                     const rwd::RiverWoodsMatch& m) {
  const int me = state.builder.player();
  piece_icon(me, rwd::Piece::Main);
  ImGui::SameLine();
  ImGui::PushFont(fonts().bold);
  // TRANSLATORS: the Turn panel's heading, "Ada's turn".
  const char* turn_of = _("{}'s turn");
  const float turn_room =
      ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(fill(turn_of, "").c_str()).x;
  ImGui::TextUnformatted(fill(turn_of, fit_to_width(player_name(m, me), turn_room)).c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", player_name(m, me).c_str());
  ImGui::PopFont();
  ap_meter(state, m);
  disc_row(state, session, m);
  action_row(state, session, m);
  const bool refilled = state.record_offer && draw_offer_field(state, m);
  ImGui::Separator();
  // The tools take what the steps and the Confirm button (measured last frame, estimated
  // on the first) leave.
  const float footer = state.footer_height > 0 ? state.footer_height
                                               : ImGui::GetFrameHeightWithSpacing() * 2 +
                                                     ImGui::GetTextLineHeightWithSpacing();
  const float tools =
      std::max(ImGui::GetFrameHeight() * 2, ImGui::GetContentRegionAvail().y - footer);
  ImGui::BeginChild("##rwd-tools", ImVec2(0, tools), false);
  if (const auto action = state.builder.action()) {
    switch (*action) {
      case rwd::Action::Terrain:
        draw_terrain_tools(state, session, m);
        break;
      case rwd::Action::Companion:
        draw_companion_tools(state, session, m);
        break;
      case rwd::Action::Movement:
        draw_movement_tools(state, session, m);
        break;
    }
  } else {
    muted(
        _("Pick a disc (it gives up to that many action points, AP) and an action (keys 1 2 3, "
          "T C M), then enter the steps on the map."));
  }
  ImGui::EndChild();

  const float top = ImGui::GetCursorPosY();
  ImGui::Separator();
  step_list(state);
  feedback(state, m);
  const bool ready = state.builder.ready();
  ImGui::BeginDisabled(!ready);
  const bool confirm = primary_button(_("Confirm turn (Enter)"), ImVec2(-1, 0));
  ImGui::EndDisabled();
  if (ready && !state.full_check.legal()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().warning);
    wrapped_text(fill(_("Not yet legal: {}"), state.full_check.reason().message).c_str());
    ImGui::PopStyleColor();
  } else if (state.confirm_empty && state.builder.steps().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().warning);
    wrapped_text(state.builder.action() == rwd::Action::Terrain
                     ? _("This turn has no step: Enter again stores it anyway (the disc is spent "
                         "and it counts as this round's terrain action).")
                     : _("This turn has no step: Enter again stores it anyway (the disc is "
                         "spent)."));
    ImGui::PopStyleColor();
  }
  state.footer_height = ImGui::GetCursorPosY() - top + ImGui::GetStyle().ItemSpacing.y;
  return confirm || refilled;
}

bool draw_turn_strip(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const auto disc = state.builder.disc();
  const auto action = state.builder.action();
  // A long name is cut so the strip's counts stay in view.
  std::string text = fit_to_width(player_name(m, state.builder.player()), ImGui::GetFontSize() * 8);
  const std::string dot = " \u00b7 ";  // not translated: a separator
  text += dot + (disc ? fill(_("disc {}"), *disc) : std::string(_("no disc yet")));
  text += dot + (action ? rwd::action_word(*action) : std::string(_("no action yet")));
  if (disc) {
    text += dot + fill(_("{} AP left"), state.builder.ap_left(m.catalog(), m.state()));
  }
  const std::size_t steps = state.builder.steps().size();
  text += dot + fill(P_("{} step", "{} steps", steps), steps);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text.c_str());
  if (!state.refusal.legal()) {
    ImGui::SameLine();
    ImGui::TextColored(theme_colours().illegal, "%s", _("refused"));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", state.refusal.reason().message.c_str());
  }
  const char* back = _("Remove last");
  same_line_if_fits(button_width(back));
  ImGui::BeginDisabled(steps == 0);
  if (ImGui::Button(back)) state.builder.remove_last();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!state.builder.ready());
  const bool confirm = primary_button(_("Confirm"));
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip(
        "%s", state.full_check.legal()
                  ? _("Confirm the turn (Enter)")
                  : fill(_("Not yet legal: {}"), state.full_check.reason().message).c_str());
  }
  return confirm;
}

bool turn_keys(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m) {
  if (!state.builder.steps().empty()) state.confirm_empty = false;
  // With the offer recorded, 1 2 3 pick from it once the action is terrain or companion
  // (a click changes the disc then).
  const auto action = state.builder.action();
  const bool offer_picks =
      state.record_offer && (action == rwd::Action::Terrain || action == rwd::Action::Companion);
  for (int d = 1; d <= 3; ++d) {
    if (!shortcut(GLFW_KEY_0 + d, false)) continue;
    if (offer_picks) {
      pick_offer_slot(state, m, d);
    } else if (!m.state().players[state.builder.player()].discs_used[d - 1]) {
      choose_disc(state, session, m, d);
    }
  }
  if (state.record_offer && shortcut(GLFW_KEY_O, false)) state.focus_offer = true;
  for (const ActionChoice& a : kActions) {
    if (shortcut(a.key, false)) choose_action(state, session, m, a.action);
  }
  if (shortcut(GLFW_KEY_N, false) || shortcut(GLFW_KEY_TAB, false)) cycle_pick(state, m, 1);
  if (shortcut(GLFW_KEY_N, false, true) || shortcut(GLFW_KEY_TAB, false, true)) {
    cycle_pick(state, m, -1);
  }
  const rwd::PlayerState& me = state.preview.players[state.builder.player()];
  if (shortcut(GLFW_KEY_P, false) && state.builder.action() == rwd::Action::Movement &&
      me.holds(m.catalog(), rwd::Artist::Stoat)) {
    state.pushing = true;
    state.moving.reset();
    state.key_cell.reset();
  }
  if (shortcut(GLFW_KEY_R, false)) state.rot = (state.rot + 1) % rwd::kEdges;
  if (shortcut(GLFW_KEY_R, false, true)) state.rot = (state.rot + rwd::kEdges - 1) % rwd::kEdges;
  if (shortcut(GLFW_KEY_BACKSPACE, false)) state.builder.remove_last();
  if (shortcut(GLFW_KEY_ESCAPE, false)) {
    state.tile = -1;
    state.companion = -1;
    state.moving.reset();
    state.pushing = false;
    state.push_target.reset();
    state.push_path.clear();
    state.key_cell.reset();
  }
  // Enter on a cell the arrow keys chose adds that step (draw_map); otherwise it ends a
  // push one cell long, or else confirms the turn.
  const bool enter =
      !state.key_cell && (shortcut(GLFW_KEY_ENTER, false) || shortcut(GLFW_KEY_ENTER, true) ||
                          shortcut(GLFW_KEY_KP_ENTER, false));
  if (enter && state.pushing && state.push_path.size() == 1) {
    add_push(state, session);
    return false;
  }
  if (!enter || !state.builder.ready()) return false;
  if (state.builder.steps().empty() && !state.confirm_empty) {
    state.confirm_empty = true;  // asked in the turn panel; a second Enter stores it
    return false;
  }
  if (state.record_offer && offer_missing(state, m)) {
    // The refill is typed first; Enter in the offer's field (empty: left unknown) confirms.
    state.confirm_after_offer = true;
    state.focus_offer = true;
    return false;
  }
  return true;
}

}  // namespace trib::ui::woods_ui
