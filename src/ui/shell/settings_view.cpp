// Settings: theme, font scale, language, the database file, backups, and past plays from BG Stats.
// Every change is saved at once.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cstdio>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/frame/theme.h"
#include "ui/shell/backup_section.h"
#include "ui/shell/bgstats_import_section.h"
#include "ui/shell/check_section.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct SettingsForm {
  bool initialised = false;
  std::string database_path;
  float font_scale = 1.0f;
  std::string message;
};

SettingsForm g_form;

// System default, English or Polski: applied at once (the next frame is in the new
// language) and remembered. Each language is named in its own words.
void language(App& app) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Language"));
  ImGui::SameLine(ImGui::GetFontSize() * 9);
  int choice = !app.settings.language                              ? 0
               : *app.settings.language == i18n::Language::english ? 1
                                                                   : 2;
  const std::string system =
      fill(_("System default ({})"),
           i18n::system_language() == i18n::Language::polish ? "Polski" : "English");
  bool changed = ImGui::RadioButton(system.c_str(), &choice, 0);
  ImGui::SameLine();
  changed |= ImGui::RadioButton("English", &choice, 1);  // not translated: a language's own name
  ImGui::SameLine();
  changed |= ImGui::RadioButton("Polski", &choice, 2);  // not translated: a language's own name
  if (!changed) return;
  if (choice == 0) app.settings.language.reset();
  if (choice == 1) app.settings.language = i18n::Language::english;
  if (choice == 2) app.settings.language = i18n::Language::polish;
  i18n::use(app.settings.language.value_or(i18n::system_language()));
  save_settings_now(app);
}

void appearance(App& app) {
  section("Appearance");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Theme");
  ImGui::SameLine(ImGui::GetFontSize() * 9);
  int theme = app.settings.theme == Theme::dark ? 0 : 1;
  const bool dark = ImGui::RadioButton("Dark", &theme, 0);
  ImGui::SameLine();
  const bool light = ImGui::RadioButton("Light", &theme, 1);
  if (dark || light) {
    app.settings.theme = theme == 0 ? Theme::dark : Theme::light;
    app.style_dirty = true;
    save_settings_now(app);
  }

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Font scale");
  ImGui::SameLine(ImGui::GetFontSize() * 9);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  // The value beside the slider, where the grab cannot cover it.
  ImGui::SliderFloat("##font-scale", &g_form.font_scale, 0.75f, 2.5f, "");
  const bool edited = ImGui::IsItemDeactivatedAfterEdit();
  ImGui::SameLine();
  ImGui::Text("%.2f\u00d7", g_form.font_scale);
  // Rebuilding the fonts while dragging would resize the slider under the mouse.
  if (edited) {
    app.settings.font_scale = g_form.font_scale;
    app.style_dirty = true;
    save_settings_now(app);
  }
  same_line_if_fits(button_width("Reset"));
  if (ImGui::Button("Reset")) {
    g_form.font_scale = app.settings.font_scale = 1.0f;
    app.style_dirty = true;
    save_settings_now(app);
  }
  char monitor[48];
  std::snprintf(monitor, sizeof monitor, "monitor scale %.2f", app.content_scale);
  same_line_if_fits(ImGui::CalcTextSize(monitor).x);
  ImGui::TextDisabled("%s", monitor);

  language(app);
}

void database(App& app) {
  section("Database");
  ImGui::TextUnformatted("In use:");
  ImGui::SameLine();
  wrapped_path(app.database_path.empty() ? "(none)" : app.database_path);
  ImGui::Spacing();
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##database", "path to a .db file", &g_form.database_path);
  const bool writable_settings = !app.settings_file.empty();
  if (primary_button("Open now")) {
    open_database(app, g_form.database_path);
    if (app.store && app.database_path == g_form.database_path) {
      app.settings.database_path = g_form.database_path;
      save_settings_now(app);
      g_form.message = "Opened. Tributary will also use it at the next start.";
    } else {
      g_form.message.clear();
    }
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!writable_settings);
  if (ImGui::Button("Apply on restart")) {
    app.settings.database_path = g_form.database_path;
    save_settings_now(app);
    g_form.message = "Saved: this database opens at the next start.";
  }
  same_line_if_fits(button_width("Use the default"));
  if (ImGui::Button("Use the default")) {
    app.settings.database_path.clear();
    g_form.database_path = default_database_path();
    save_settings_now(app);
    g_form.message = "The default database opens at the next start.";
  }
  ImGui::EndDisabled();
  if (!g_form.message.empty()) coloured_text(palette().legal, g_form.message.c_str());
  ImGui::Spacing();
  // The path gets lines of its own: a long one breaks only between folders.
  muted("The default database is");
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  wrapped_path(default_database_path());
  ImGui::PopStyleColor();
  muted("The --db option and the TRIBUTARY_DB variable take precedence over this setting.");
}

}  // namespace

void draw_settings(App& app) {
  if (!g_form.initialised) {
    g_form.initialised = true;
    g_form.database_path = app.database_path;
    g_form.font_scale = app.settings.font_scale;
  }
  heading("Settings");
  appearance(app);
  database(app);
  draw_backups(app);
  draw_database_check(app);
  draw_bgstats_import(app);
  section("Files");
  if (ImGui::BeginTable("files", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("where", ImGuiTableColumnFlags_WidthStretch);
    const std::string unsaved = "(not saved in this mode)";
    const struct {
      const char* label;
      std::string path;  // empty: not saved
    } files[] = {{"Settings", app.settings_file},
                 {"Window layout", app.screenshot_mode ? std::string() : imgui_ini_path()}};
    for (const auto& file : files) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", file.label);
      ImGui::TableNextColumn();
      if (file.path.empty()) {
        wrapped_text(unsaved);
      } else {
        wrapped_path(file.path);
      }
    }
    ImGui::EndTable();
  }
}

}  // namespace trib::ui
