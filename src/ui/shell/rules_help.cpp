// F1: the rules summary of the open session's game (from its board view) and the
// keyboard shortcuts, in a movable window whose place is remembered in imgui.ini.

#include "ui/game_info.h"
#include "ui/game_view.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

void shortcuts() {
  section("Keyboard");
  static const char* const rows[][2] = {
      {"Ctrl+1 \u2026 Ctrl+6", "Home, History, Records, Settings, About, Catalogs"},
      {"Ctrl+Z", "Undo the last move"},
      {"Ctrl+Shift+Z", "Redo"},
      {"F1", "Show or hide this help"},
      {"Ctrl+Q", "Quit"},
      {"Left / Right", "Step through a reviewed session"},
      {"Mouse wheel", "Zoom the board about the cursor"},
      {"Drag, middle drag", "Pan the board"},
      {"Home", "Fit the board to the layout"},
      {"Esc", "Close a dropdown, then the dialog (it asks before discarding)"},
      {"River Wild: Ctrl+F", "Search the palette; an id + Enter draws that card"},
      {"River Wild: Tab, arrows, Enter", "Pick a card, step through its legal spots, place it"},
      {"River Wild: F", "Flip the picked card"},
      {"Shift+arrows", "Step through every spot, legal or not (River Wild, Wodny szlak)"},
      {"Wodny szlak: Ctrl+F or Tab", "Pick a tile by id, or the next tile of the palette"},
      {"Wodny szlak: arrows, R, Enter", "Step through its legal spots, turn it, place it"},
      {"Wodny szlak: Page Down / Up", "Show the next / previous player's river"},
      {"River Woods: 1-3, T / C / M", "Choose the disc and the action"},
      {"River Woods: Tab, arrows, Enter", "Pick, step through the green cells, add the step"},
      {"River Woods: P", "Push a piece with the Stoat (arrows and Enter pick it and its cells)"},
      {"River Woods: Enter", "Confirm the turn (Backspace takes a step back)"},
      {"Roaring River: Ctrl+Enter", "Confirm the round, even while typing"},
  };
  if (!ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
  for (const auto& row : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", row[0]);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row[1]);
  }
  ImGui::EndTable();
}

}  // namespace

void draw_rules_help(App& app) {
  if (!app.show_rules) return;
  const std::string game = app.session ? app.session->table().game : std::string();
  const std::string title =
      (game.empty() ? std::string("Help") : "Rules \u2014 " + game_name(game)) + "###rules";
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
          "A rules summary for this game comes with its board view, which is not part of "
          "this build yet. The rulebook that came with the game is the reference.");
    } else {
      muted("Open a session to see the rules summary of its game.");
    }
    shortcuts();
  }
  ImGui::End();
}

}  // namespace trib::ui
