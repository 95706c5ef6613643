// About: version, where the data lives, and where each game's catalog comes from.

#include <string>

#include "core/data_dir.h"
#include "core/registry.h"
#include "ui/frame/fonts.h"
#include "ui/frame/theme.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

#ifndef TRIBUTARY_VERSION
#define TRIBUTARY_VERSION "dev"
#endif

namespace trib::ui {

namespace {

// Each game's catalog provenance, read once (loading a catalog reads files).
const std::vector<std::pair<std::string, std::string>>& provenance_notes() {
  static const auto notes = [] {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Game* game : all_games()) {
      std::string note = "Bundled catalog, transcribed from the rulebook.";
      try {
        const auto catalog = game->bundled_catalog();
        const auto it = catalog.find("provenance");
        if (it != catalog.end() && it->is_string()) note = it->get<std::string>();
      } catch (const std::exception& error) {
        note = std::string("The bundled catalog cannot be loaded: ") + error.what();
      }
      out.emplace_back(std::string(game->name()), note);
    }
    return out;
  }();
  return notes;
}

// A labelled row; a path breaks between its folders.
void fact(const char* label, const std::string& value, bool path = true) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", label);
  ImGui::TableNextColumn();
  if (path) {
    wrapped_path(value);
  } else {
    wrapped_text(value);
  }
}

}  // namespace

void draw_about(App& app) {
  heading("About Tributary");
  ImGui::Text("Version %s", TRIBUTARY_VERSION);
  muted(
      "A companion for river-themed tabletop games: enter each card or tile as it is "
      "placed, and Tributary checks it against the rules, keeps the score and remembers "
      "every session.");

  section("Data locations");
  if (ImGui::BeginTable("locations", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("where", ImGuiTableColumnFlags_WidthStretch);
    fact("Database", app.database_path.empty() ? "(none)" : app.database_path);
    fact("Settings", app.settings_file.empty() ? settings_path() : app.settings_file);
    fact("Window layout", imgui_ini_path());
    std::string data;
    bool found = true;
    try {
      data = trib::data_dir().string();
    } catch (const std::exception& error) {
      data = error.what();
      found = false;
    }
    fact("Game data", data, found);
    if (fonts().regular_file.empty()) {
      fact("Font", "built-in (no TTF found)", /*path=*/false);
    } else {
      fact("Font", fonts().regular_file);
    }
    ImGui::EndTable();
  }

  section("Catalogs");
  muted(
      "The rulebooks do not show every printed card. Where a bundled catalog reconstructs "
      "components, it says so below; a session keeps the exact catalog it was played "
      "with, so editing a catalog never changes a stored score.");
  ImGui::Spacing();
  for (const auto& [name, note] : provenance_notes()) {
    ImGui::PushFont(fonts().bold);
    ImGui::TextUnformatted(name.c_str());
    ImGui::PopFont();
    muted(note.c_str());
  }
  if (provenance_notes().empty()) muted("No game engines are part of this build yet.");
}

}  // namespace trib::ui
