// History's "When played…": a small dialog with the date and time a session was played and
// its length in minutes, checked as a table file checks them and stored at once.

#include "ui/shell/when_played_dialog.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/state/pad_entry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

constexpr const char* kPopupId = "###when-played";

struct WhenForm {
  std::int64_t session = 0;
  bool open_requested = false;
  WhenPlayed when;
  std::string error;
};

WhenForm g_when;

void save(App& app) {
  TableFile table;
  g_when.error = fill_when_played(g_when.when, table);
  if (!g_when.error.empty()) return;
  try {
    app.store->set_when_played(g_when.session, table.played_at, table.duration_min);
    ++app.data_version;
    ImGui::CloseCurrentPopup();
  } catch (const std::exception& error) {
    g_when.error = error.what();
  }
}

}  // namespace

void open_when_played(App& app, const SessionSummary& summary) {
  g_when = WhenForm{};
  g_when.session = summary.id;
  g_when.open_requested = true;
  if (summary.played_at) {
    g_when.when.played_at = *summary.played_at;
    g_when.when.played_at[10] = ' ';
  }
  try {
    if (const auto minutes = app.store->load_session(summary.id).duration_min) {
      g_when.when.duration = std::to_string(*minutes);
    }
  } catch (const std::exception&) {
    // The dialog still sets a duration; the one stored is only its starting value.
  }
}

void draw_when_played_dialog(App& app) {
  if (g_when.open_requested) {
    ImGui::OpenPopup(kPopupId);
    g_when.open_requested = false;
  }
  // Centred every frame: the dialog sizes itself after its first frame.
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}{}", _("When was it played?"), kPopupId);
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  ImGui::TextUnformatted(fill(_("Session {}"), g_when.session).c_str());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Played at"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  // TRANSLATORS: the hint in an empty date and time field.
  bool enter =
      ImGui::InputTextWithHint("##played-at", _("YYYY-MM-DD HH:MM"), &g_when.when.played_at,
                               ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  // TRANSLATORS: played at [date] "for" [N] "minutes".
  ImGui::TextUnformatted(_("for"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.5f);
  enter = ImGui::InputTextWithHint(
              "##duration", "?", &g_when.when.duration,
              ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_EnterReturnsTrue) ||
          enter;
  ImGui::SameLine();
  ImGui::TextUnformatted(_("minutes"));
  muted(_("Local time. Empty fields leave the session dated by when it was entered."));
  if (!g_when.error.empty()) wrapped_text(theme_colours().illegal, g_when.error);
  ImGui::Spacing();
  if ((primary_button(_("Save")) || enter) && app.store) save(app);
  ImGui::SameLine();
  if (ImGui::Button(_("Cancel")) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace trib::ui
