// Backups and restores with SQLite's online backup API: pages are copied from a live
// connection, so a copy is one consistent snapshot even while another program writes (in
// WAL mode a reader never waits for a writer). The live file is never copied as a file:
// that could catch a write half done, or miss what is still in its write-ahead log.

#include <filesystem>

#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "store/database.h"
#include "store/schema.h"

namespace trib {
using namespace store_detail;
namespace fs = std::filesystem;

namespace {

// Beyond each connection's own 5 s busy timeout, for a lock that comes and goes.
constexpr int kBusyRetries = 20;
constexpr int kBusyPauseMs = 50;

// Copies every page of `from` into `to` in one step, so the copy is one snapshot of
// `from`, written to `to` in one transaction. Errors name `path`, the file written.
void copy_pages(sqlite3* from, sqlite3* to, const std::string& path, std::string_view doing) {
  sqlite3_backup* backup = sqlite3_backup_init(to, "main", from, "main");
  if (backup == nullptr) fail(to, path, sqlite3_extended_errcode(to), doing);
  int rc = SQLITE_OK;
  for (int tries = 0;; ++tries) {
    rc = sqlite3_backup_step(backup, -1);
    const int code = rc & 0xff;
    if ((code != SQLITE_BUSY && code != SQLITE_LOCKED) || tries == kBusyRetries) break;
    sqlite3_sleep(kBusyPauseMs);
  }
  sqlite3_backup_finish(backup);  // sets `to`'s error message from the failed step
  if (rc != SQLITE_DONE) fail(to, path, rc, doing);
}

std::int64_t page_size(sqlite3* db, const std::string& path) {
  Statement query(db, path, "PRAGMA page_size");
  return query.step() ? query.int64_at(0) : 0;
}

// The backup to restore, read-only: a Tributary database, not newer, intact, and with
// the page size of `db` (a database in WAL mode cannot take another one).
Connection open_backup(const std::string& backup_path, sqlite3* db, const std::string& path) {
  int version = 0;
  Connection backup = open_existing_reader(backup_path, &version);
  if (version == 0) {
    throw StoreError(fill(_("{} holds no Tributary data; nothing restored"), backup_path));
  }
  check_intact(backup.get(), backup_path);
  const std::int64_t size = page_size(backup.get(), backup_path);
  if (size != page_size(db, path)) {
    throw StoreError(fill(_("{} uses pages of {} bytes and {} another size; it cannot be "
                            "restored into it"),
                          backup_path, size, path));
  }
  return backup;
}

}  // namespace

void Store::back_up_to(const std::string& target) const {
  check_write_target(target);  // FileWriteError for a link, a folder, a device
  std::error_code error;
  if (fs::exists(target, error)) {
    throw FileWriteError(
        fill(_("{}: the file exists already; a backup never replaces a file"), echo(target)),
        FileWriteError::Kind::refused);
  }
  const std::string building = create_temporary_next_to(target).string();
  try {
    {
      Connection copy = connect(target, building, SQLITE_OPEN_READWRITE);
      copy_pages(db_, copy.get(), target, C_("cannot ...", "write the backup"));
      // One file that is whole alone, with no write-ahead log to keep beside it.
      exec(copy.get(), target, "PRAGMA journal_mode = DELETE",
           C_("cannot ...", "write the backup"));
    }
    move_into_place(building, target, false);
  } catch (...) {
    remove_database_files(building);
    throw;
  }
}

void Store::restore_from(const std::string& backup_path) {
  require_writable(*this, C_("cannot ...", "restore a backup"));
  std::error_code error;
  if (fs::equivalent(backup_path, path_, error)) {
    throw StoreError(fill(_("{} is the database in use; choose a backup to restore"), backup_path));
  }
  const Connection backup = open_backup(backup_path, db_, path_);
  copy_pages(backup.get(), db_, path_, C_("cannot ...", "restore the backup"));
  migrate(db_, path_, schema_version);  // a backup made by an older version
}

}  // namespace trib
