// The top-level layout: navigation on the left, the current view on the right, global
// shortcuts and the app-wide dialogs.

#include <GLFW/glfw3.h>

#include <filesystem>
#include <iterator>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/catalog/catalog_state.h"
#include "ui/platform/fonts.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct NavEntry {
  const char* label;
  const char* keys;
  View view;
};

constexpr NavEntry kNav[] = {
    {N_("Home"), "Ctrl+1", View::home},       {N_("History"), "Ctrl+2", View::history},
    {N_("Records"), "Ctrl+3", View::records}, {N_("Settings"), "Ctrl+4", View::settings},
    {N_("About"), "Ctrl+5", View::about},     {N_("Catalogs"), "Ctrl+6", View::catalog},
};

void handle_shortcuts(App& app) {
  for (int i = 0; i < static_cast<int>(std::size(kNav)); ++i) {
    if (shortcut(GLFW_KEY_1 + i, true)) app.view = kNav[i].view;
  }
  if (app.session && app.view == View::session) {
    if (shortcut(GLFW_KEY_Z, true)) app.session->undo();
    if (shortcut(GLFW_KEY_Z, true, true) || shortcut(GLFW_KEY_Y, true)) app.session->redo();
  }
  if (shortcut(GLFW_KEY_F1, false)) app.show_rules = !app.show_rules;
  if (shortcut(GLFW_KEY_Q, true)) app.quit_requested = true;
  if (shortcut(GLFW_KEY_ESCAPE, false)) {
    // Esc closes the rules help first; on a player page it then returns (an open popup
    // takes it for itself).
    if (app.show_rules) {
      app.show_rules = false;
    } else if (app.view == View::player && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
      app.view = app.player.back;
    }
  }
}

// `id` stays the same in every language; `label` is what the entry shows.
bool nav_item(const char* id, const char* label, const char* keys, bool selected, float width) {
  const float height = ImGui::GetFrameHeight() + 8;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushID(id);
  const bool pressed = ImGui::Selectable("##nav", selected, 0, ImVec2(width, height));
  ImGui::PopID();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ThemeColours& p = theme_colours();
  if (selected) {
    draw->AddRectFilled(at, ImVec2(at.x + 3, at.y + height), to_u32(p.accent), 2.0f);
  }
  const float text_y = at.y + (height - ImGui::GetTextLineHeight()) * 0.5f;
  draw->AddText(ImVec2(at.x + 14, text_y), to_u32(p.text, selected ? 1.0f : 0.8f), label);
  ImFont* small = fonts().small;
  const float w = keys ? small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, keys).x : 0;
  const bool keys_fit = 14 + ImGui::CalcTextSize(label).x + 12 + w + 10 <= width;
  if (keys && *keys && keys_fit) {
    draw->AddText(small, small->FontSize,
                  ImVec2(at.x + width - w - 10, at.y + (height - small->FontSize) * 0.5f),
                  to_u32(p.text_muted), keys);
  }
  return pressed;
}

void draw_navigation(App& app, float width) {
  ImGui::PushStyleColor(ImGuiCol_ChildBg, theme_colours().surface_alt);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 18));
  ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0, 0.5f));
  ImGui::BeginChild("##navigation", ImVec2(width, 0), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PopStyleVar();
  ImGui::PopStyleVar();
  ImGui::Indent(6);
  ImGui::PushFont(fonts().heading);
  coloured_text(theme_colours().accent, "Tributary");  // not translated: the app's name
  ImGui::PopFont();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().text_muted);
  wrapped_text(_("river games companion"));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::Unindent(6);
  ImGui::Dummy(ImVec2(0, 12));

  // The entries scroll in their own region when a large font needs it, so the footer
  // below stays in view.
  ImGui::PushFont(fonts().small);
  const float footer = ImGui::GetTextLineHeightWithSpacing() * 2 + 8;
  ImGui::PopFont();
  ImGui::BeginChild("##entries", ImVec2(0, -footer));
  const float item_width = ImGui::GetContentRegionAvail().x;
  for (const NavEntry& entry : kNav) {
    if (nav_item(entry.label, _(entry.label), entry.keys, app.view == entry.view, item_width)) {
      app.view = entry.view;
    }
  }
  if (app.session || !app.session_error.empty()) {
    ImGui::Dummy(ImVec2(0, 10));
    ImGui::PushFont(fonts().small);
    ImGui::TextDisabled("  %s", _("OPEN SESSION"));
    ImGui::PopFont();
    // The game's name fits the column; the full title is in the tooltip.
    const std::string label =
        app.session ? std::string(app.session->game().name()) : std::string(_("Session"));
    if (nav_item("session", label.c_str(), "", app.view == View::session, item_width)) {
      app.view = View::session;
    }
    if (app.session && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", app.session->title().c_str());
    }
  }

  ImGui::EndChild();

  // The database in use, at the bottom.
  ImGui::PushFont(fonts().small);
  const std::string file = std::filesystem::path(app.database_path).filename().string();
  ImGui::TextDisabled("%s", _("Database"));
  fitted_text(file.empty() ? _("(none)") : file);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", app.database_path.c_str());
  if (app.store && app.store->read_only()) {
    ImGui::SameLine();
    badge(_("read-only"), theme_colours().warning);
  }
  ImGui::PopFont();
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

void draw_banners(App& app) {
  const ThemeColours& p = theme_colours();
  if (!app.store) {
    if (banner(p.illegal, _("No database is open. Sessions cannot be saved until one is."),
               _("Settings"))) {
      app.view = View::settings;
    }
  } else if (!app.store->read_only_reason().empty()) {
    // TRANSLATORS: {} is why the database cannot be written, e.g. "The file is read-only".
    const std::string why = fill(_("{}, so it is open read-only: you can browse sessions and "
                                   "records, but nothing can be saved. `tributary repair` "
                                   "copies your sessions into a clean file."),
                                 app.store->read_only_reason());
    banner(p.warning, why.c_str());
  } else if (app.store->read_only()) {
    banner(p.warning, _("This database is read-only: you can browse sessions and records, but new "
                        "sessions and moves cannot be saved."));
  }
  if (!app.notice.empty() && banner(p.warning, app.notice.c_str(), _("Dismiss")))
    app.notice.clear();
  // A session that could not be opened (the session view shows its own error).
  if (!app.session_error.empty() && app.view != View::session &&
      banner(p.illegal, app.session_error.c_str(), _("Dismiss"))) {
    app.session_error.clear();
  }
}

// Inside the database-problem modal: make a repaired copy, then open it.
void draw_repair_offer(App& app) {
  ImGui::Spacing();
  if (app.repair_report.empty()) {
    muted(
        _("A repaired copy keeps every session that can still be read, in a new file beside "
          "this one; the damaged file itself stays as it is."));
    if (primary_button(_("Make a repaired copy"))) make_repaired_copy(app);
    return;
  }
  wrapped_text(app.repair_report.c_str());
  if (!app.repaired_path.empty() && primary_button(_("Open the repaired copy"))) {
    open_repaired_copy(app);
    if (app.store && app.database_path == app.repaired_path) ImGui::CloseCurrentPopup();
  }
}

void draw_store_error_modal(App& app) {
  if (app.show_store_error) {
    ImGui::OpenPopup("###database-problem");
    app.show_store_error = false;
  }
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(560, 0), ImGuiCond_Appearing);
  const std::string title = fill("{}###database-problem", _("Database problem"));
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_NoSavedSettings)) return;
  wrapped_text(_("The database could not be opened:"));
  ImGui::Spacing();
  wrapped_text(theme_colours().illegal, app.store_error.c_str());
  ImGui::Spacing();
  muted(
      _("Nothing was changed in the file. Choose another database in Settings, or fix the file "
        "and start Tributary again."));
  if (app.store_damaged) draw_repair_offer(app);
  ImGui::Spacing();
  if (primary_button(_("Open Settings"))) {
    app.view = View::settings;
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(_("Close"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

// Quitting or closing a session whose moves are kept only in this window (its database
// file moved under it): the moves go unless saved first.
void draw_leave_modal(App& app) {
  if (app.confirm_leaving != App::Leaving::no && !ImGui::IsPopupOpen("###moves-not-stored")) {
    ImGui::OpenPopup("###moves-not-stored");
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}###moves-not-stored", _("Moves not stored"));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  const std::size_t kept = app.session ? app.session->unsaved_moves() : 0;
  ImGui::TextUnformatted(fill(P_("{} move of this session is not stored anywhere.",
                                 "{} moves of this session are not stored anywhere.", kept),
                              kept)
                             .c_str());
  ImGui::TextDisabled("%s",
                      _("Save the session first (the banner above its board), or they are lost."));
  ImGui::Spacing();
  const bool quit = app.confirm_leaving == App::Leaving::quit;
  ImGui::PushStyleColor(ImGuiCol_Button, theme_colours().illegal);
  const bool leave = ImGui::Button(quit ? _("Quit and lose them") : _("Close and lose them"));
  ImGui::PopStyleColor();
  ImGui::SameLine();
  if (leave || ImGui::Button(_("Keep them"))) {
    if (leave && quit) {
      app.quit_confirmed = true;
      app.quit_requested = true;
    } else if (leave) {
      close_session(app);
    }
    app.confirm_leaving = App::Leaving::no;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void draw_current_view(App& app) {
  switch (app.view) {
    case View::home:
      draw_home(app);
      break;
    case View::history:
      draw_history(app);
      break;
    case View::records:
      draw_records(app);
      break;
    case View::settings:
      draw_settings(app);
      break;
    case View::about:
      draw_about(app);
      break;
    case View::session:
      draw_session_view(app);
      break;
    case View::catalog:
      draw_catalog_view(app);
      break;
    case View::player:
      draw_player(app);
      break;
  }
}

}  // namespace

void draw_shell(App& app) {
  handle_shortcuts(app);
  if (app.view == View::session && !app.session && app.session_error.empty()) {
    app.view = View::home;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("##shell", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar(2);

  // The navigation grows with the font, but never takes more than a fifth of a narrow window.
  const float scale = ImGui::GetFontSize() / 16.0f;
  const float window_width = ImGui::GetIO().DisplaySize.x;
  draw_navigation(app, std::min(210.0f * scale, std::max(170.0f, window_width * 0.22f)));
  ImGui::SameLine(0, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24 * scale, 18 * scale));
  ImGui::BeginChild("##main", ImVec2(0, 0), false, ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PopStyleVar();
  draw_banners(app);
  draw_current_view(app);
  ImGui::EndChild();
  ImGui::End();

  draw_store_error_modal(app);
  draw_leave_modal(app);
  draw_setup_dialog(app);
  draw_rules_help(app);
}

}  // namespace trib::ui
