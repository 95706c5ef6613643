// About: version, where the data lives, and where each game's catalog comes from.

#include <string>

#include "core/data_dir.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

#ifndef TRIBUTARY_VERSION
#define TRIBUTARY_VERSION "dev"
#endif

namespace trib::ui {

namespace {

// A game's catalog provenance: the catalog's own note (English, as the data file has it),
// or nullopt for the standard wording, or why the catalog does not load.
struct ProvenanceNote {
  std::string game;
  std::optional<std::string> note;
  std::optional<std::string> load_error;
};

// Read once (loading a catalog reads files); worded in the player's language when shown.
const std::vector<ProvenanceNote>& provenance_notes() {
  static const auto notes = [] {
    std::vector<ProvenanceNote> out;
    for (const Game* game : all_games()) {
      ProvenanceNote entry{std::string(game->name()), std::nullopt, std::nullopt};
      try {
        const auto catalog = game->bundled_catalog();
        const auto it = catalog.find("provenance");
        if (it != catalog.end() && it->is_string()) entry.note = it->get<std::string>();
      } catch (const std::exception& error) {
        entry.load_error = error.what();
      }
      out.push_back(std::move(entry));
    }
    return out;
  }();
  return notes;
}

std::string provenance_text(const ProvenanceNote& entry) {
  if (entry.load_error) {
    return fill(_("The bundled catalog cannot be loaded: {}"), *entry.load_error);
  }
  return entry.note ? *entry.note
                    : std::string(_("Bundled catalog, transcribed from the rulebook."));
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
  heading(_("About Tributary"));
  ImGui::TextUnformatted(fill(_("Version {}"), TRIBUTARY_VERSION).c_str());
  muted(
      _("A companion for river-themed tabletop games: enter each card or tile as it is "
        "placed, and Tributary checks it against the rules, keeps the score and remembers "
        "every session."));

  section(_("Data locations"));
  if (ImGui::BeginTable("locations", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("##where", ImGuiTableColumnFlags_WidthStretch);
    fact(_("Database"), app.database_path.empty() ? _("(none)") : app.database_path);
    fact(_("Settings"), app.settings_file.empty() ? settings_path() : app.settings_file);
    fact(_("Window layout"), imgui_ini_path());
    std::string data;
    bool found = true;
    try {
      data = trib::data_dir().string();
    } catch (const std::exception& error) {
      data = error.what();
      found = false;
    }
    fact(_("Game data"), data, found);
    if (fonts().regular_file.empty()) {
      fact(_("Font"), _("built-in (no TTF found)"), /*path=*/false);
    } else {
      fact(_("Font"), fonts().regular_file);
    }
    ImGui::EndTable();
  }

  section(_("Catalogs"));
  muted(
      _("The rulebooks do not show every printed card. Where a bundled catalog reconstructs "
        "components, it says so below; a session keeps the exact catalog it was played "
        "with, so editing a catalog never changes a stored score."));
  ImGui::Spacing();
  for (const ProvenanceNote& entry : provenance_notes()) {
    ImGui::PushFont(fonts().bold);
    ImGui::TextUnformatted(entry.game.c_str());
    ImGui::PopFont();
    muted(provenance_text(entry).c_str());
  }
  if (provenance_notes().empty()) muted(_("No game engines are part of this build yet."));
}

}  // namespace trib::ui
