// Save picture…: a dialog with the path (tributary-<game>-<date>.png in Pictures, else the
// home folder), then the card drawn offscreen from the open session or, for a History row,
// from the stored session opened for review just for the picture.

#include "ui/session/card_actions.h"

#include <imgui_internal.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/session/results_card.h"
#include "ui/shell/results_card_data.h"
#include "ui/shell/share_text.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct CardSaveForm {
  std::string key;  // "session-ID" (a stored session) or "open" (the open table file)
  std::optional<std::int64_t> session_id;
  char path[1024] = {};
  bool open_requested = false;
  bool from_menu = false;  // History's row menu: the result becomes the app's notice
};
CardSaveForm g_card_save;

struct CardFeedback {
  std::string key;
  std::string message;
  bool problem = false;
  std::string path;
};
CardFeedback g_card_feedback;

std::string card_key(std::optional<std::int64_t> session_id) {
  return session_id ? "session-" + std::to_string(*session_id) : "open";
}

// The session to draw: the open one when it is the one asked for, else the stored session
// opened for review (owned by `held`). nullptr with `error` set when it cannot be opened.
SessionController* card_session(App& app, std::optional<std::int64_t> session_id,
                                std::unique_ptr<SessionController>& held, std::string& error) {
  if (app.session && app.session->session_id() == session_id) return app.session.get();
  if (!session_id || !app.store) {
    error = _("The session is no longer open.");
    return nullptr;
  }
  try {
    held = SessionController::review(*app.store, *session_id);
    return held.get();
  } catch (const std::exception& failure) {
    error = fill(_("Session {} cannot be opened: {}"), *session_id, failure.what());
    return nullptr;
  }
}

std::string pictures_folder(const std::string& home) {
  return home.empty() ? std::string() : (std::filesystem::path(home) / "Pictures").string();
}

void ask_for_path(App& app, std::optional<std::int64_t> session_id) {
  std::unique_ptr<SessionController> held;
  std::string error;
  SessionController* session = card_session(app, session_id, held, error);
  const std::string key = card_key(session_id);
  if (session == nullptr) {
    g_card_feedback = {key, error, true, {}};
    return;
  }
  const char* home_env = std::getenv("HOME");
  const std::string home = home_env != nullptr && *home_env != '\0'
                               ? home_env
                               : std::filesystem::current_path().string();
  const ResultsCardData card = results_card_data(*session, app.store.get());
  const std::string path = default_card_path(card, pictures_folder(home), home);
  g_card_save.key = key;
  g_card_save.session_id = session_id;
  std::snprintf(g_card_save.path, sizeof g_card_save.path, "%s", path.c_str());
  g_card_save.open_requested = true;
  // A menu (History's row) closes first: it must not stay drawn behind the dialog.
  g_card_save.from_menu = (ImGui::GetCurrentWindowRead()->Flags & ImGuiWindowFlags_Popup) != 0;
  if (g_card_save.from_menu) ImGui::CloseCurrentPopup();
}

void save_card(App& app) {
  std::unique_ptr<SessionController> held;
  std::string error;
  SessionController* session = card_session(app, g_card_save.session_id, held, error);
  if (session != nullptr && !session->finished()) error = _("The game is not finished.");
  if (session != nullptr && error.empty()) {
    const ResultsCardData card = results_card_data(*session, app.store.get());
    error = write_results_card(card, session, g_card_save.path);
  }
  g_card_feedback =
      error.empty()
          ? CardFeedback{g_card_save.key, _("Picture saved"), false, g_card_save.path}
          : CardFeedback{
                g_card_save.key, fill(_("The picture was not saved: {}"), error), true, {}};
  if (g_card_save.from_menu) {
    app.notice =
        g_card_feedback.message + (g_card_feedback.path.empty() ? "" : " " + g_card_feedback.path);
  }
}

void feedback_lines(const std::string& key) {
  if (g_card_feedback.key != key || g_card_feedback.message.empty()) return;
  wrapped_text(g_card_feedback.problem ? theme_colours().illegal : theme_colours().text_muted,
               g_card_feedback.message.c_str());
  if (!g_card_feedback.path.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().text_muted);
    wrapped_path(g_card_feedback.path);
    ImGui::PopStyleColor();
  }
}

}  // namespace

void draw_card_button(App& app, const SessionController& session) {
  if (ImGui::Button(_("Save picture\u2026"))) ask_for_path(app, session.session_id());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("The results card as a PNG picture: the board, places, scores "
                              "and personal bests, to share"));
  }
  feedback_lines(card_key(session.session_id()));
}

void draw_card_menu_items(App& app, std::int64_t session_id) {
  if (ImGui::MenuItem(_("Copy as text"))) {
    std::unique_ptr<SessionController> held;
    std::string error;
    if (SessionController* session = card_session(app, session_id, held, error)) {
      const ResultsCardData card = results_card_data(*session, app.store.get());
      ImGui::SetClipboardText(share_text(card.game_name, card.date, card.results).c_str());
    } else {
      app.notice = error;
    }
  }
  if (ImGui::MenuItem(_("Save picture\u2026"))) ask_for_path(app, session_id);
}

void draw_card_save_dialog(App& app) {
  if (g_card_save.key.empty()) return;
  if (g_card_save.open_requested) {
    ImGui::OpenPopup("###save-card");
    g_card_save.open_requested = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}###save-card", _("Save picture"));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  ImGui::TextUnformatted(_("The results card as a PNG picture, to share."));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
  const bool entered = ImGui::InputText("##card-path", g_card_save.path, sizeof g_card_save.path,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::Spacing();
  if (primary_button(_("Save")) || entered) {
    save_card(app);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(_("Cancel"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace trib::ui
