// Settings' "Backups": where they go, a backup now, a restore (asked first; the database
// is backed up before it is replaced) and a merge of another computer's database, each
// with what came of it.

#include "ui/shell/backup_section.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <filesystem>

#include "core/fill.h"
#include "core/i18n.h"
#include "store/backup_folder.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/state/backup_actions.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

constexpr const char* kRestoreId = "###restore-backup";

struct Outcome {
  std::string text;
  bool failed = false;
};

struct BackupForm {
  std::string daily;  // how today's automatic backup went
  Outcome backup;
  std::string restore_path;
  bool ask_restore = false;  // opens the dialog on the next frame
  Outcome restore;
  std::string merge_path;
  Outcome merge;
};

BackupForm g_backups;

// Runs `action`, which returns what to say; a failure says why (`failed` has a "{}" for it).
template <class Action>
void run(Outcome& outcome, const char* failed, Action action) {
  try {
    outcome = {action(), false};
  } catch (const std::exception& error) {
    outcome = {fill(failed, error.what()), true};
  }
}

void show(const Outcome& outcome) {
  if (!outcome.text.empty()) {
    wrapped_text(outcome.failed ? theme_colours().illegal : theme_colours().legal, outcome.text);
  }
}

// A path field with its button on the same line; true when the button is pressed (or
// Enter typed) with a path in the field.
bool path_row(const char* id, const char* hint, std::string& path, const char* button,
              bool enabled) {
  ImGui::SetNextItemWidth(-button_width(button) - ImGui::GetStyle().ItemSpacing.x);
  const bool enter =
      ImGui::InputTextWithHint(id, hint, &path, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  ImGui::BeginDisabled(!enabled || path.empty());
  const bool pressed = ImGui::Button(button) || (enter && enabled && !path.empty());
  ImGui::EndDisabled();
  return pressed;
}

void back_up_row(App& app) {
  ImGui::BeginDisabled(!app.store);
  if (ImGui::Button(_("Back up now"))) {
    run(g_backups.backup, _("Not backed up: {}"),
        [&] { return fill(_("Backed up to {}"), back_up_now(app)); });
  }
  ImGui::EndDisabled();
  show(g_backups.backup);
  if (auto daily = take_daily_backup_outcome(app)) g_backups.daily = *daily;
  if (!g_backups.daily.empty()) muted(g_backups.daily.c_str());
}

void restore_row(bool writable) {
  ImGui::Spacing();
  ImGui::TextUnformatted(_("Restore a backup"));
  if (path_row("##restore-file", _("path to a backup (.db)"), g_backups.restore_path,
               _("Restore\u2026"), writable)) {
    std::error_code error;
    if (std::filesystem::is_regular_file(g_backups.restore_path, error)) {
      g_backups.ask_restore = true;
      g_backups.restore = {};
    } else {
      g_backups.restore = {fill(_("Not restored: {} is not a file."), g_backups.restore_path),
                           true};
    }
  }
  show(g_backups.restore);
}

void restore_dialog(App& app) {
  if (g_backups.ask_restore) {
    ImGui::OpenPopup(kRestoreId);
    g_backups.ask_restore = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 32, 0), ImGuiCond_Appearing);
  const std::string title = std::string(_("Restore a backup?")) + kRestoreId;
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_NoSavedSettings)) return;
  wrapped_text(_("Everything in the database in use is replaced by the backup:"));
  wrapped_path(g_backups.restore_path);
  muted(
      _("The database as it is now is backed up into the backups folder first, so nothing is "
        "lost: restore that copy to go back. An open session is closed."));
  ImGui::Spacing();
  const bool confirmed = primary_button(_("Back up and restore"));
  if (confirmed) {
    run(g_backups.restore, _("Not restored: {}"), [&] {
      const std::string saved = restore_backup(app, g_backups.restore_path);
      return fill(_("Restored {}. The database as it was is in {}."), g_backups.restore_path,
                  saved);
    });
  }
  ImGui::SameLine();
  if (confirmed || ImGui::Button(_("Cancel")) || ImGui::IsKeyPressed(ImGuiKey_Escape)) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void merge_row(App& app, bool writable) {
  ImGui::Spacing();
  ImGui::TextUnformatted(_("Merge another database"));
  muted(
      _("Adds the sessions of another computer's database that this one lacks: give a backup "
        "or copy of it, never the file that computer is using. Nothing here is changed or "
        "removed, and merging the same file again adds nothing."));
  // TRANSLATORS: the button that merges another database into this one.
  if (path_row("##merge-file", _("path to the other database (.db)"), g_backups.merge_path,
               C_("database", "Merge"), writable)) {
    run(g_backups.merge, _("Not merged: {}"), [&] {
      return merge_summary(merge_database(app, g_backups.merge_path), g_backups.merge_path);
    });
  }
  show(g_backups.merge);
}

}  // namespace

void draw_backups(App& app) {
  section(_("Backups"));
  muted(
      _("Whole copies of the database, also while a game is being entered. When it starts and "
        "the last backup is more than a day old, Tributary makes one by itself and keeps the "
        "last 7 of those; copies made with Back up now stay until you remove them. They go to"));
  ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().text_muted);
  wrapped_path(default_backup_folder());
  ImGui::PopStyleColor();
  const bool writable = app.store && !app.store->read_only();
  back_up_row(app);
  restore_row(writable);
  restore_dialog(app);
  merge_row(app, writable);
}

}  // namespace trib::ui
