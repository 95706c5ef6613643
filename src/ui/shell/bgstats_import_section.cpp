// Settings' "Past plays from BG Stats": the path of BG Stats' export (or a .bgsplay), one
// button, and what was imported, what was there already and what was skipped.

#include "ui/shell/bgstats_import_section.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "bgstats/bgstats_import.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct ImportForm {
  std::string path;
  std::string message;
  bool failed = false;
};

ImportForm g_import;

void import_now(App& app) {
  g_import.failed = true;
  if (!app.store) {
    g_import.message = _("No database is open.");
    return;
  }
  try {
    const BgStatsPlays plays = read_bgstats_plays(load_json_file(g_import.path, kBgStatsLimits));
    const BgStatsImport result = store_bgstats_plays(*app.store, plays);
    g_import.message = bgstats_import_summary(plays, result);
    g_import.failed = false;
    ++app.data_version;
  } catch (const std::exception& error) {
    g_import.message = fill(_("Not imported: {}"), error.what());
  }
}

}  // namespace

void draw_bgstats_import(App& app) {
  section(_("Past plays from BG Stats"));
  muted(
      _("BG Stats' full export (BGStatsExport.json) or one play (.bgsplay): its plays of these "
        "games become scores-only sessions with their date, players and scores. A play "
        "imported before is never added twice; other games are skipped."));
  const char* import = _("Import");
  ImGui::SetNextItemWidth(-button_width(import) - ImGui::GetStyle().ItemSpacing.x);
  const bool enter = ImGui::InputTextWithHint("##bgstats-file", _("path to BGStatsExport.json"),
                                              &g_import.path, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  ImGui::BeginDisabled(g_import.path.empty() || !app.store || app.store->read_only());
  if (ImGui::Button(import) || (enter && !g_import.path.empty())) import_now(app);
  ImGui::EndDisabled();
  if (!g_import.message.empty()) {
    wrapped_text(g_import.failed ? theme_colours().illegal : theme_colours().legal,
                 g_import.message);
  }
}

}  // namespace trib::ui
