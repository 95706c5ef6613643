// Settings: theme, font scale, language, the database file, backups, and past plays from BG Stats.
// Every change is saved at once.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
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
  const char* message = nullptr;  // English, translated as shown: the language may change
};

SettingsForm g_form;

// Where a row's widgets start after its label: past the longest label.
float settings_label_width() {
  float widest = 0;
  for (const char* label : {_("Theme"), _("Font scale"), _("Language")}) {
    widest = std::max(widest, ImGui::CalcTextSize(label).x);
  }
  // SameLine() counts from the window's edge: the padding before the label counts too.
  return ImGui::GetCursorStartPos().x +
         std::max(ImGui::GetFontSize() * 8, widest + ImGui::GetStyle().ItemSpacing.x * 2);
}

// System default, English or Polski: applied at once (the next frame is in the new
// language) and remembered. Each language is named in its own words.
void language(App& app) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Language"));
  ImGui::SameLine(settings_label_width());
  int choice = !app.settings.language                              ? 0
               : *app.settings.language == i18n::Language::english ? 1
                                                                   : 2;
  const std::string system =
      fill(_("System default ({})"),
           i18n::system_language() == i18n::Language::polish ? "Polski" : "English");
  // Each choice goes on the next line when the row has no room left for it (large fonts).
  const auto radio_width = [](const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize(label).x;
  };
  bool changed = ImGui::RadioButton(system.c_str(), &choice, 0);
  const char* english = "English";  // not translated: a language's own name
  const char* polish = "Polski";    // not translated: a language's own name
  if (!same_line_if_fits(radio_width(english))) ImGui::SetCursorPosX(settings_label_width());
  changed |= ImGui::RadioButton(english, &choice, 1);
  if (!same_line_if_fits(radio_width(polish))) ImGui::SetCursorPosX(settings_label_width());
  changed |= ImGui::RadioButton(polish, &choice, 2);
  if (!changed) return;
  if (choice == 0) app.settings.language.reset();
  if (choice == 1) app.settings.language = i18n::Language::english;
  if (choice == 2) app.settings.language = i18n::Language::polish;
  i18n::use(app.settings.language.value_or(i18n::system_language()));
  if (app.session) app.session->reword();
  save_settings_now(app);
}

void appearance(App& app) {
  section(_("Appearance"));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Theme"));
  ImGui::SameLine(settings_label_width());
  int theme = app.settings.theme == Theme::dark ? 0 : 1;
  const bool dark = ImGui::RadioButton(_("Dark"), &theme, 0);
  ImGui::SameLine();
  const bool light = ImGui::RadioButton(_("Light"), &theme, 1);
  if (dark || light) {
    app.settings.theme = theme == 0 ? Theme::dark : Theme::light;
    app.style_dirty = true;
    save_settings_now(app);
  }

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Font scale"));
  ImGui::SameLine(settings_label_width());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  // The value beside the slider, where the grab cannot cover it.
  ImGui::SliderFloat("##font-scale", &g_form.font_scale, 0.75f, 2.5f, "");
  const bool edited = ImGui::IsItemDeactivatedAfterEdit();
  ImGui::SameLine();
  const std::string times =
      format_decimal(g_form.font_scale, 2) + "\u00d7";  // not translated: a number
  ImGui::TextUnformatted(times.c_str());
  // Rebuilding the fonts while dragging would resize the slider under the mouse.
  if (edited) {
    app.settings.font_scale = g_form.font_scale;
    app.style_dirty = true;
    save_settings_now(app);
  }
  const char* reset = _("Reset");
  same_line_if_fits(button_width(reset));
  if (ImGui::Button(reset)) {
    g_form.font_scale = app.settings.font_scale = 1.0f;
    app.style_dirty = true;
    save_settings_now(app);
  }
  const std::string monitor = fill(_("monitor scale {}"), format_decimal(app.content_scale, 2));
  same_line_if_fits(ImGui::CalcTextSize(monitor.c_str()).x);
  ImGui::TextDisabled("%s", monitor.c_str());

  language(app);
}

void database(App& app) {
  section(_("Database"));
  ImGui::TextUnformatted(_("In use:"));
  ImGui::SameLine();
  wrapped_path(app.database_path.empty() ? _("(none)") : app.database_path);
  ImGui::Spacing();
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##database", _("path to a .db file"), &g_form.database_path);
  const bool writable_settings = !app.settings_file.empty();
  if (primary_button(_("Open now"))) {
    open_database(app, g_form.database_path);
    if (app.store && app.database_path == g_form.database_path) {
      app.settings.database_path = g_form.database_path;
      save_settings_now(app);
      g_form.message = N_("Opened. Tributary will also use it at the next start.");
    } else {
      g_form.message = nullptr;
    }
  }
  const char* apply = _("Apply on restart");
  same_line_if_fits(button_width(apply));
  ImGui::BeginDisabled(!writable_settings);
  if (ImGui::Button(apply)) {
    app.settings.database_path = g_form.database_path;
    save_settings_now(app);
    g_form.message = N_("Saved: this database opens at the next start.");
  }
  const char* use_default = _("Use the default");
  same_line_if_fits(button_width(use_default));
  if (ImGui::Button(use_default)) {
    app.settings.database_path.clear();
    g_form.database_path = default_database_path();
    save_settings_now(app);
    g_form.message = N_("The default database opens at the next start.");
  }
  ImGui::EndDisabled();
  if (g_form.message != nullptr) wrapped_text(theme_colours().legal, _(g_form.message));
  ImGui::Spacing();
  // The path gets lines of its own: a long one breaks only between folders.
  muted(_("The default database is"));
  ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().text_muted);
  wrapped_path(default_database_path());
  ImGui::PopStyleColor();
  muted(_("The --db option and the TRIBUTARY_DB variable take precedence over this setting."));
}

}  // namespace

void draw_settings(App& app) {
  if (!g_form.initialised) {
    g_form.initialised = true;
    g_form.database_path = app.database_path;
    g_form.font_scale = app.settings.font_scale;
  }
  heading(_("Settings"));
  appearance(app);
  database(app);
  draw_backups(app);
  draw_database_check(app);
  draw_bgstats_import(app);
  section(_("Files"));
  if (ImGui::BeginTable("files", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("##where", ImGuiTableColumnFlags_WidthStretch);
    const std::string unsaved = _("(not saved in this mode)");
    const struct {
      const char* label;
      std::string path;  // empty: not saved
    } files[] = {{_("Settings"), app.settings_file},
                 {_("Window layout"), app.screenshot_mode ? std::string() : imgui_ini_path()}};
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
