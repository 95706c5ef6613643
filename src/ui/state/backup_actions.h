#pragma once
// What Settings' backups do: a backup by hand, the daily one at start (in a worker
// thread), a restore that backs the database up first, and a merge. Drawn nowhere here, so
// the tests drive them without a window.

#include <cstddef>
#include <optional>
#include <string>

#include "store/store.h"

namespace trib::ui {

struct App;

inline constexpr std::size_t kDailyBackupsKept = 7;

// Starts the daily backup into the backups folder when its newest backup is more than a
// day old (or there is none), then keeps the last kDailyBackupsKept daily ones. Never for
// screenshots, nor without a database.
void start_daily_backup(App& app);
// How the daily backup went, once it is done; nullopt while it runs or when none was
// started. Gives the sentence once.
std::optional<std::string> take_daily_backup_outcome(App& app);

// A backup of the open database into the backups folder; returns its path. Throws
// StoreError or FileWriteError.
std::string back_up_now(App& app);
// Backs the open database up into the backups folder, then replaces it with the backup at
// `backup_path` (the open session is closed first). Returns the path of the backup of the
// database as it was. Nothing is restored when that backup cannot be made. Throws.
std::string restore_backup(App& app, const std::string& backup_path);
// Merges another database into the open one (Store::merge_from). Throws.
MergeReport merge_database(App& app, const std::string& other_path);

}  // namespace trib::ui
