// The BG Stats buttons and their "Save BG Stats file" dialog. The link goes on the
// clipboard: opened on a phone with BG Stats, it shows BG Stats' own import dialog.

#include "ui/session/bgstats_actions.h"

#include <imgui_internal.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>

#include "bgstats/bgstats.h"
#include "bgstats/stored_plays.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

using PlayLoader = std::function<std::optional<PlayRecord>()>;

// What the last press said, shown beside the buttons of that play only.
struct Feedback {
  std::string play;  // the key of the play it belongs to
  std::string message;
  bool problem = false;
  std::string path;  // the file saved, shown under the message broken between folders
};
Feedback g_feedback;

struct SaveForm {
  std::string play;
  char path[1024] = {};
  std::string document;
  bool open_requested = false;  // opened by draw_bgstats_save_dialog, outside any menu
  bool from_menu = false;       // History's row menu, closed by then: feedback as a notice
};
SaveForm g_save;

std::optional<nlohmann::json> build_play(const std::string& key, const PlayLoader& load) {
  try {
    // The file is the CLI's export byte for byte: English whatever the player chose.
    const i18n::EnglishScope english;
    if (const std::optional<PlayRecord> record = load()) return bgstats_play(*record);
  } catch (const std::exception& error) {
    g_feedback = {key, fill(_("Cannot export for BG Stats: {}"), error.what()), true, {}};
    return std::nullopt;
  }
  g_feedback = {key, _("Only a finished game can be sent to BG Stats."), true, {}};
  return std::nullopt;
}

std::string default_save_path(const nlohmann::json& play) {
  const char* home = std::getenv("HOME");
  const std::filesystem::path folder = home != nullptr && *home != '\0'
                                           ? std::filesystem::path(home)
                                           : std::filesystem::current_path();
  const std::string game = play["game"]["sourceGameId"].get<std::string>();
  return (folder /
          ("tributary-" + game + "-" + play["sourcePlayId"].get<std::string>() + ".bgstats.json"))
      .string();
}

void save_dialog(App& app, const std::string& key) {
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}###save-bgstats", _("Save BG Stats file"));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  ImGui::TextUnformatted(_("The play as BG Stats JSON, for your records or another app."));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
  const bool entered = ImGui::InputText("##path", g_save.path, sizeof g_save.path,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::Spacing();
  if (primary_button(_("Save")) || entered) {
    try {
      replace_file(g_save.path, g_save.document);
      g_feedback = Feedback{key, _("Saved"), false, g_save.path};
    } catch (const FileWriteError& error) {
      g_feedback = Feedback{key, error.what(), true, {}};
    }
    if (g_save.from_menu) {
      app.notice = g_feedback.message + (g_feedback.path.empty() ? "" : " " + g_feedback.path);
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(_("Cancel"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void actions(const std::string& key, const PlayLoader& load) {
  if (ImGui::SmallButton(_("Copy BG Stats link"))) {
    if (const auto play = build_play(key, load)) {
      ImGui::SetClipboardText(bgstats_link(*play).c_str());
      g_feedback = {key, _("Link copied: open it where BG Stats is installed."), false, {}};
    }
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("Puts a BG Stats \"createPlay\" link on the clipboard."));
  }
  same_line_if_fits(button_width(_("Save BG Stats file")));
  if (ImGui::SmallButton(_("Save BG Stats file"))) {
    if (const auto play = build_play(key, load)) {
      g_save.play = key;
      g_save.document = play->dump(2) + "\n";
      const std::string path = default_save_path(*play);
      std::snprintf(g_save.path, sizeof g_save.path, "%s", path.c_str());
      g_save.open_requested = true;
      // A menu (History's row) closes first: it must not stay drawn behind the dialog.
      g_save.from_menu = (ImGui::GetCurrentWindowRead()->Flags & ImGuiWindowFlags_Popup) != 0;
      if (g_save.from_menu) ImGui::CloseCurrentPopup();
    }
  }
  if (g_feedback.play == key && !g_feedback.message.empty()) {
    wrapped_text(g_feedback.problem ? theme_colours().illegal : theme_colours().text_muted,
                 g_feedback.message.c_str());
    if (!g_feedback.path.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().text_muted);
      wrapped_path(g_feedback.path);
      ImGui::PopStyleColor();
    }
  }
}

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

void draw_bgstats_actions(App& app, std::int64_t session_id) {
  actions("session-" + std::to_string(session_id), [&app, session_id] {
    return app.store ? stored_play(*app.store, session_id) : std::nullopt;
  });
}

void draw_bgstats_save_dialog(App& app) {
  if (g_save.play.empty()) return;
  if (g_save.open_requested) {
    ImGui::OpenPopup("###save-bgstats");
    g_save.open_requested = false;
  }
  save_dialog(app, g_save.play);
}

void draw_bgstats_actions(App& app, const SessionController& session) {
  if (const std::optional<std::int64_t> id = session.session_id()) {
    draw_bgstats_actions(app, *id);
    return;
  }
  actions("file-" + session.title(), [&session]() -> std::optional<PlayRecord> {
    return play_from_table(session.table(), now_seconds());
  });
}

}  // namespace trib::ui
