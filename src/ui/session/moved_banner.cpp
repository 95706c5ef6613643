// A live session whose database file was deleted, or moved and replaced, under it: what
// happened, how many moves are kept only here, and the two ways to keep them (#35 C1).

#include <cstdio>
#include <filesystem>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct MovedState {
  char path[1024] = {};  // the table file to write
  std::string feedback;  // what the last button did, or why it could not
  bool problem = false;
};
MovedState g_moved;

std::string default_table_path(const App& app, const SessionController& session) {
  const std::filesystem::path database(app.database_path);
  const std::string name = database.stem().string() + "-session-" +
                           std::to_string(session.session_id().value_or(0)) + ".json";
  return (database.parent_path() / name).string();
}

void tell(const std::string& text, bool problem) {
  g_moved.feedback = text;
  g_moved.problem = problem;
}

void save_dialog(const App& app) {
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}###save-table", _("Save as table file"));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  ImGui::TextUnformatted(_("The session with every move shown here, as a table file."));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
  const bool enter = ImGui::InputText("##table-path", g_moved.path, sizeof g_moved.path,
                                      ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::Spacing();
  if (primary_button(_("Save")) || enter) {
    try {
      tell(save_session_as_table_file(app, g_moved.path), false);
    } catch (const std::exception& error) {
      tell(fill(_("Not saved: {}"), error.what()), true);
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(_("Cancel"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace

void draw_moved_banner(App& app, SessionController& session) {
  if (!session.detached()) {
    if (!g_moved.feedback.empty() &&
        banner(theme_colours().legal, g_moved.feedback.c_str(), _("Dismiss"))) {
      g_moved.feedback.clear();
    }
    return;
  }
  const std::size_t kept = session.unsaved_moves();
  // TRANSLATORS: {0} is the database file, {1} the number of moves (the singular names none)
  const std::string text =
      fill(P_("The database file {} was moved, replaced or deleted while this session was open, "
              "so the last move is kept only in this window, not stored. Save the session before "
              "closing it.",
              "The database file {} was moved, replaced or deleted while this session was open, "
              "so {} moves are kept only in this window, not stored. Save the session before "
              "closing it.",
              static_cast<unsigned long>(kept)),
           app.database_path, kept);
  banner(theme_colours().illegal, text.c_str());
  if (ImGui::Button(_("Save as table file\u2026"))) {
    std::snprintf(g_moved.path, sizeof g_moved.path, "%s",
                  default_table_path(app, session).c_str());
    ImGui::OpenPopup("###save-table");
  }
  ImGui::SameLine();
  const bool store_now = ImGui::Button(_("Store at the database's path"));
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", fill(_("Into {}: the same session when the file there holds its first "
                                   "moves, else a new one (a new file when there is none)"),
                                 app.database_path)
                                .c_str());
  }
  if (store_now) {
    try {
      tell(store_session_at_path(app), false);
    } catch (const std::exception& error) {
      tell(fill(_("Not stored: {}"), error.what()), true);
    }
  }
  save_dialog(app);
  if (!g_moved.feedback.empty()) {
    wrapped_text(g_moved.problem ? theme_colours().illegal : theme_colours().text_muted,
                 g_moved.feedback);
  }
  ImGui::Spacing();
}

}  // namespace trib::ui
