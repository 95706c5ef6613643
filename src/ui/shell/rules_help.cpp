// F1: the rules summary of the open session's game (from its board view) and the
// keyboard shortcuts, in a movable window whose place is remembered in imgui.ini.

#include <string>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "ui/game_info.h"
#include "ui/platform/fonts.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// `translate`: the rows are marked with N_() (a board view's), else already translated.
void shortcut_rows(const std::vector<Shortcut>& rows, bool translate) {
  for (const Shortcut& row : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", translate ? _(row.keys) : row.keys);
    ImGui::TableNextColumn();
    wrapped_text(translate ? _(row.action) : row.action);
  }
}

// The shell's keys, then the open game's (with no session open, every game's), each game
// under its name.
void shortcuts(const std::string& open_game) {
  section(_("Keyboard"));
  // Built each frame: the language may change between two.
  const std::vector<Shortcut> shell = {
      {"Ctrl+1 \u2026 Ctrl+6",  // not translated: key names
       _("Home, History, Records, Settings, About, Catalogs")},
      {"Ctrl+Z", _("Undo the last move (or the last past move fixed, or cancel fixing one)")},
      {"Ctrl+Shift+Z", _("Redo")},
      {"Ctrl+M", _("Keys to the move list: arrows pick a move, E replaces it, I inserts one "
                   "before it, Delete deletes it, Esc gives the keys back")},
      {"D / F", _("A fixed move made a later one illegal: drop it, or fix it")},
      {"F1", _("Show or hide this help")},
      {"Ctrl+Q", _("Quit")},
      {_("Left / Right"), _("Step through a reviewed session")},
      {_("Mouse wheel"), _("Zoom the board about the cursor")},
      {_("Drag, middle drag"), _("Pan the board")},
      {"Home", _("Fit the board to the layout")},  // not translated: the key's label
      {"Esc", _("Close a dropdown, then the dialog (it asks before discarding)")},
  };
  if (!ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("##keys", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("##action", ImGuiTableColumnFlags_WidthStretch);
  shortcut_rows(shell, false);
  for (const Game* game : all_games()) {
    if (!open_game.empty() && game->id() != open_game) continue;
    const GameView* view = find_view(game->id());
    const std::vector<Shortcut> rows = view ? view->shortcuts() : std::vector<Shortcut>{};
    if (rows.empty()) continue;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Spacing();
    ImGui::PushFont(fonts().bold);
    ImGui::TextUnformatted(std::string(game->name()).c_str());
    ImGui::PopFont();
    shortcut_rows(rows, true);
  }
  ImGui::EndTable();
}

}  // namespace

void draw_rules_help(App& app) {
  if (!app.show_rules) return;
  const std::string game = app.session ? app.session->table().game : std::string();
  const std::string title =
      (game.empty() ? std::string(_("Help")) : fill(_("Rules \u2014 {}"), game_name(game))) +
      "###rules";
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_FirstUseEver, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 34, ImGui::GetFontSize() * 30),
                           ImGuiCond_FirstUseEver);
  if (ImGui::Begin(title.c_str(), &app.show_rules, ImGuiWindowFlags_NoCollapse)) {
    keep_window_on_screen();
    if (GameView* view = game.empty() ? nullptr : find_view(game)) {
      view->draw_rules_help();
    } else if (!game.empty()) {
      muted(
          _("A rules summary for this game comes with its board view, which is not part of "
            "this build yet. The rulebook that came with the game is the reference."));
    } else {
      muted(_("Open a session to see the rules summary of its game."));
    }
    shortcuts(game);
  }
  ImGui::End();
}

}  // namespace trib::ui
