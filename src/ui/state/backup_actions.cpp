// Backups, restores and merges for Settings, and the daily backup at start.

#include "ui/state/backup_actions.h"

#include <chrono>

#include "core/fill.h"
#include "core/i18n.h"
#include "store/backup_folder.h"
#include "ui/state/app_state.h"

namespace trib::ui {

namespace {

StoreError no_database() {
  return StoreError(_("no database is open"));
}

}  // namespace

void start_daily_backup(App& app) {
  if (app.screenshot_mode || !app.store) return;
  const std::string folder = default_backup_folder();
  if (!backup_due(folder, std::chrono::hours(24))) return;
  // Its own read-only connection in the worker: the window never waits for the copy.
  std::shared_ptr<Store> reader;
  try {
    reader = app.store->second_reader();
  } catch (const std::exception& error) {
    app.notice = fill(_("No automatic backup today: {}"), error.what());
    return;
  }
  app.daily_backup = std::async(std::launch::async, [reader, folder]() -> std::string {
    try {
      const std::string copy = back_up_into(*reader, folder, true);
      prune_automatic_backups(folder, kDailyBackupsKept);
      return fill(_("Today's automatic backup: {}"), copy);
    } catch (const std::exception& error) {
      return fill(_("Today's automatic backup failed: {}"), error.what());
    }
  });
}

std::optional<std::string> take_daily_backup_outcome(App& app) {
  if (!app.daily_backup.valid() ||
      app.daily_backup.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    return std::nullopt;
  }
  return app.daily_backup.get();
}

std::string back_up_now(App& app) {
  if (!app.store) throw no_database();
  return back_up_into(*app.store, default_backup_folder(), false);
}

std::string restore_backup(App& app, const std::string& backup_path) {
  if (!app.store) throw no_database();
  if (app.daily_backup.valid()) app.daily_backup.wait();  // its copy is of the old database
  const std::string saved = back_up_now(app);
  close_session(app);
  ++app.data_version;  // the lists show the restored sessions, or reread what is there
  app.store->restore_from(backup_path);
  return saved;
}

MergeReport merge_database(App& app, const std::string& other_path) {
  if (!app.store) throw no_database();
  MergeReport report = app.store->merge_from(other_path);
  ++app.data_version;
  return report;
}

}  // namespace trib::ui
