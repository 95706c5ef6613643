// A live session whose database file was deleted, or moved and replaced, under it: what
// happened, how many moves are kept only here, and the two ways to keep them (#35 C1).

#include <cstdio>
#include <filesystem>

#include "ui/frame/theme.h"
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
  if (!ImGui::BeginPopupModal(
          "Save as table file", nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  ImGui::TextUnformatted("The session with every move shown here, as a table file.");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
  const bool enter = ImGui::InputText("##table-path", g_moved.path, sizeof g_moved.path,
                                      ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::Spacing();
  if (primary_button("Save") || enter) {
    try {
      tell(save_session_as_table_file(app, g_moved.path), false);
    } catch (const std::exception& error) {
      tell(std::string("Not saved: ") + error.what(), true);
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace

void draw_moved_banner(App& app, SessionController& session) {
  if (!session.detached()) {
    if (!g_moved.feedback.empty() && banner(palette().legal, g_moved.feedback.c_str(), "Dismiss")) {
      g_moved.feedback.clear();
    }
    return;
  }
  const std::size_t kept = session.unsaved_moves();
  const std::string text =
      "The database file " + app.database_path +
      " was moved, replaced or deleted while this session was open, so " +
      (kept == 1 ? std::string("the last move is") : std::to_string(kept) + " moves are") +
      " kept only in this window, not stored. Save the session before closing it.";
  banner(palette().illegal, text.c_str());
  if (ImGui::Button("Save as table file\u2026")) {
    std::snprintf(g_moved.path, sizeof g_moved.path, "%s",
                  default_table_path(app, session).c_str());
    ImGui::OpenPopup("Save as table file");
  }
  ImGui::SameLine();
  const bool store_now = ImGui::Button("Store at the database's path");
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "Into %s: the same session when the file there holds its first moves, "
        "else a new one (a new file when there is none)",
        app.database_path.c_str());
  }
  if (store_now) {
    try {
      tell(store_session_at_path(app), false);
    } catch (const std::exception& error) {
      tell(std::string("Not stored: ") + error.what(), true);
    }
  }
  save_dialog(app);
  if (!g_moved.feedback.empty()) {
    wrapped_text(g_moved.problem ? palette().illegal : palette().text_muted, g_moved.feedback);
  }
  ImGui::Spacing();
}

}  // namespace trib::ui
