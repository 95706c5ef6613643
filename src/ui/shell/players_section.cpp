// Records' Players tab: a name typed two ways is two players, so each row can be renamed
// or merged into another player. Each dialog first takes the new name (or the player to
// merge into) and checks it, then says what will change and asks; only then the store
// changes, in one transaction.

#include "ui/shell/players_section.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// The dialogs' ImGui ids, the same in every language (their titles are translated).
constexpr const char* kRenameTitle = "###rename-player";
constexpr const char* kMergeTitle = "###merge-players";

enum class Stage { choose, confirm };

// The dialog in use: at most one is open.
struct PlayerDialog {
  const char* open_requested = nullptr;  // the id to open on the next frame
  Stage stage = Stage::choose;
  PlayerSummary player;  // the one renamed, or merged away
  std::string name;      // rename: the new name as typed
  std::string into;      // merge: the player chosen to keep
  std::string error;
  std::string taken_by;  // rename: the player who already has that name
  ImVec2 size;           // the dialog's size last frame
};

PlayerDialog g_dialog;

std::string sessions_text(std::int64_t count) {
  return fill(P_("{} session", "{} sessions", count), count);
}

// Takes copies: a dialog opens another with its own player.
void open_dialog(const char* title, PlayerSummary player, std::string into = {}) {
  g_dialog = PlayerDialog{};
  g_dialog.open_requested = title;
  g_dialog.player = std::move(player);
  g_dialog.name = player.name;
  g_dialog.into = std::move(into);
}

void refresh_players(App& app) {
  RecordsState& r = app.records;
  if (r.players_loaded == app.data_version) return;
  r.players_loaded = app.data_version;
  try {
    r.players = app.store->players();
  } catch (const std::exception& error) {
    r.players.clear();
    app.notice = fill(_("Reading the players failed: {}"), error.what());
  }
}

// Centred every frame. Text wraps at a set width, so the first frame measures the dialog
// as it will be; it then fits its content a frame after the content changes, so frames
// are drawn until it has (the window otherwise waits for input).
bool begin_dialog(App& app, const char* id, const char* title) {
  if (g_dialog.open_requested == id) {
    ImGui::OpenPopup(id);
    g_dialog.open_requested = nullptr;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  const std::string shown = std::string(title) + id;
  if (!ImGui::BeginPopupModal(
          shown.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return false;
  }
  const ImVec2 size = ImGui::GetWindowSize();
  if (size.x != g_dialog.size.x || size.y != g_dialog.size.y) app.layout_settling = true;
  g_dialog.size = size;
  const float width = ImGui::GetFontSize() * 26;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::Dummy(ImVec2(width, 0));
  return true;
}

void end_dialog() {
  ImGui::PopTextWrapPos();
  ImGui::EndPopup();
}

bool cancel_button(const char* label) {
  return ImGui::Button(label) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
}

void show_error() {
  if (!g_dialog.error.empty()) wrapped_text(theme_colours().illegal, g_dialog.error);
}

void rename_choose(App& app) {
  wrapped_text(fill(_("New name for \u201c{}\u201d"), g_dialog.player.name));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  const bool enter =
      ImGui::InputText("##new-name", &g_dialog.name,
                       ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  show_error();
  if (!g_dialog.taken_by.empty()) {
    const std::string label = fill(_("Merge into \u201c{}\u201d instead\u2026"), g_dialog.taken_by);
    if (ImGui::SmallButton(label.c_str())) {
      open_dialog(kMergeTitle, g_dialog.player, g_dialog.taken_by);
      ImGui::CloseCurrentPopup();
      return;
    }
  }
  ImGui::Spacing();
  if (primary_button(_("Rename\u2026")) || enter) {
    g_dialog.error = app.store->rename_problem(g_dialog.player.name, g_dialog.name);
    g_dialog.taken_by.clear();
    const std::optional<PlayerSummary> other = app.store->player(g_dialog.name);
    if (other && other->name != g_dialog.player.name) g_dialog.taken_by = other->name;
    if (g_dialog.error.empty() && trim_invisible(g_dialog.name) == g_dialog.player.name) {
      g_dialog.error = _("That is the name already.");
    }
    if (g_dialog.error.empty()) g_dialog.stage = Stage::confirm;
  }
  ImGui::SameLine();
  if (cancel_button(_("Cancel"))) ImGui::CloseCurrentPopup();
}

void rename_confirm(App& app) {
  const std::string name = trim_invisible(g_dialog.name);
  wrapped_text(fill(P_("\u201c{}\u201d becomes \u201c{}\u201d in {} session, their results and "
                       "records, History and exports.",
                       "\u201c{}\u201d becomes \u201c{}\u201d in {} sessions, their results and "
                       "records, History and exports.",
                       g_dialog.player.sessions),
                    g_dialog.player.name, name, g_dialog.player.sessions));
  muted(_("Nothing else changes; renaming back undoes it."));
  ImGui::Spacing();
  if (primary_button(_("Rename")) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)) {
    g_dialog.error = rename_player(app, g_dialog.player.name, name);
    if (g_dialog.error.empty()) {
      ImGui::CloseCurrentPopup();
    } else {
      g_dialog.stage = Stage::choose;
    }
  }
  ImGui::SameLine();
  if (cancel_button(_("Back"))) g_dialog.stage = Stage::choose;
}

void merge_choose(App& app) {
  wrapped_text(fill(_("Merge \u201c{}\u201d into"), g_dialog.player.name));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18);
  const char* preview = g_dialog.into.empty() ? _("Choose a player") : g_dialog.into.c_str();
  if (ImGui::BeginCombo("##into", preview)) {
    for (const PlayerSummary& other : app.records.players) {
      if (other.name == g_dialog.player.name) continue;
      const std::string label = other.name + "  \u00b7 " + sessions_text(other.sessions);
      if (ImGui::Selectable(label.c_str(), other.name == g_dialog.into)) {
        g_dialog.into = other.name;
        g_dialog.error.clear();
      }
    }
    ImGui::EndCombo();
  }
  muted(
      _("The player you choose keeps their name and gets every session, result and record "
        "of the other."));
  show_error();
  ImGui::Spacing();
  ImGui::BeginDisabled(g_dialog.into.empty());
  if (primary_button(_("Merge\u2026"))) {
    g_dialog.error = app.store->merge_problem(g_dialog.player.name, g_dialog.into);
    if (g_dialog.error.empty()) g_dialog.stage = Stage::confirm;
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (cancel_button(_("Cancel"))) ImGui::CloseCurrentPopup();
}

void merge_confirm(App& app) {
  const std::string& from = g_dialog.player.name;
  wrapped_text(
      fill(P_("Merge {} session of \u201c{}\u201d into \u201c{}\u201d?",
              "Merge {} sessions of \u201c{}\u201d into \u201c{}\u201d?", g_dialog.player.sessions),
           g_dialog.player.sessions, from, g_dialog.into));
  wrapped_text(fill(_("Every result and record of \u201c{0}\u201d goes to \u201c{1}\u201d, and "
                      "\u201c{0}\u201d is no longer a player."),
                    from, g_dialog.into));
  muted(_("This cannot be undone."));
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, theme_colours().illegal);
  const bool confirmed = ImGui::Button(_("Merge"));
  ImGui::PopStyleColor();
  if (confirmed) {
    g_dialog.error = merge_players(app, from, g_dialog.into);
    if (g_dialog.error.empty()) {
      ImGui::CloseCurrentPopup();
    } else {
      g_dialog.stage = Stage::choose;
    }
  }
  ImGui::SameLine();
  if (cancel_button(_("Back"))) g_dialog.stage = Stage::choose;
}

// A dialog of two stages: choosing (a name, a player), then confirming what will change.
void staged_dialog(App& app, const char* id, const char* title, void (*choose)(App&),
                   void (*confirm)(App&)) {
  if (!begin_dialog(app, id, title)) return;
  if (g_dialog.stage == Stage::choose) {
    choose(app);
  } else {
    confirm(app);
  }
  end_dialog();
}

float player_actions_width() {
  return button_width(_("Rename\u2026")) + button_width(_("Merge into\u2026")) +
         ImGui::GetStyle().ItemSpacing.x * 2;
}

void actions_cell(App& app, const PlayerSummary& player, bool writable) {
  ImGui::BeginDisabled(!writable);
  if (ImGui::SmallButton(_("Rename\u2026"))) open_dialog(kRenameTitle, player);
  ImGui::SameLine();
  ImGui::BeginDisabled(app.records.players.size() < 2);
  if (ImGui::SmallButton(_("Merge into\u2026"))) open_dialog(kMergeTitle, player);
  ImGui::EndDisabled();
  ImGui::EndDisabled();
}

std::string last_played_text(const PlayerSummary& player) {
  std::string when = player.last_played.value_or("\u2014");
  if (when.size() > 10 && when[10] == 'T') when[10] = ' ';
  return when;
}

void row(App& app, const PlayerSummary& player, bool writable) {
  ImGui::TableNextColumn();
  fitted_text(player.name);
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(player.sessions));  // not translated: a number
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(last_played_text(player).c_str());
  ImGui::TableNextColumn();
  actions_cell(app, player, writable);
}

// A narrow window (a large font scale): the sessions and last play under the name.
void compact_row(App& app, const PlayerSummary& player, bool writable) {
  ImGui::TableNextColumn();
  fitted_text(player.name);
  fitted_text(sessions_text(player.sessions) + " \u00b7 " + last_played_text(player).substr(0, 10),
              &theme_colours().text_muted);
  ImGui::TableNextColumn();
  actions_cell(app, player, writable);
}

void players_table(App& app) {
  const bool writable = !app.store->read_only();
  const bool compact = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 44;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp |
                                ImGuiTableFlags_NoSavedSettings;
  if (!ImGui::BeginTable("players", compact ? 2 : 4, flags, ImVec2(0, 0))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn(_("Player"), ImGuiTableColumnFlags_WidthStretch);
  if (!compact) {
    const char* sessions = _("Sessions");
    ImGui::TableSetupColumn(sessions, ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize(sessions).x);
    ImGui::TableSetupColumn(_("Last played"), ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("2026-12-02 05:13").x);
  }
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, player_actions_width());
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(app.records.players.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const PlayerSummary& player = app.records.players[static_cast<std::size_t>(i)];
      ImGui::TableNextRow();
      ImGui::PushID(i);
      if (compact) {
        compact_row(app, player, writable);
      } else {
        row(app, player, writable);
      }
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

}  // namespace

void draw_players_section(App& app) {
  refresh_players(app);
  muted(
      _("A name typed two ways is two players. Rename a player, or merge one into another: "
        "every session, result and record follows. Each asks before it changes anything."));
  ImGui::Spacing();
  if (app.records.players.empty()) {
    muted(_("No players yet. Everyone who sits at a session appears here."));
  } else {
    players_table(app);
  }
  staged_dialog(app, kRenameTitle, _("Rename player"), rename_choose, rename_confirm);
  staged_dialog(app, kMergeTitle, _("Merge players"), merge_choose, merge_confirm);
}

}  // namespace trib::ui
