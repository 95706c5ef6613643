// SQLite plumbing shared by the store's files: statements, transactions, error wording.

#include "store/database.h"

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "store/vfs.h"

namespace trib::store_detail {

namespace fs = std::filesystem;

namespace {

// Less than this is no room for even a few pages of the WAL.
constexpr std::uintmax_t kNearlyFull = 64 * 1024;

// SQLite reports a full disk as SQLITE_FULL only for writes to the database and its
// journal; creating the -shm or syncing fails as an I/O error. Its errno tells, when
// nothing overwrote it since, and so does the space left in the database's folder.
bool disk_full(sqlite3* db, const std::string& path, int rc) {
  if ((rc & 0xff) == SQLITE_FULL) return true;
  if ((rc & 0xff) != SQLITE_IOERR) return false;
  const int error = db ? sqlite3_system_errno(db) : 0;
  if (error == ENOSPC || error == EDQUOT) return true;
  const fs::path file(path);
  std::error_code failed;
  const fs::space_info space =
      fs::space(file.has_parent_path() ? file.parent_path() : fs::path("."), failed);
  return !failed && space.available < kNearlyFull;
}

}  // namespace

void fail_damaged(const std::string& path, std::string_view detail) {
  throw StoreError(fill(_("{} is not a Tributary database or is damaged: {}"), path, detail),
                   StoreError::Kind::damaged);
}

void fail(sqlite3* db, const std::string& path, int rc, std::string_view doing) {
  // SQLite's own words stay English: it has no catalog.
  const std::string detail = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  if (disk_full(db, path, rc)) {
    throw StoreError(fill(_("the disk holding {} is full; cannot {} (nothing was changed: free "
                            "some space and try again)"),
                          path, doing),
                     StoreError::Kind::disk_full);
  }
  switch (rc & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      fail_damaged(path, detail);
    case SQLITE_READONLY:
      throw StoreError(fill(_("{} is read-only; cannot {} ({})"), path, doing, detail));
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      throw StoreError(
          fill(_("{} is locked by another program; cannot {} (try again when it is closed)"), path,
               doing));
    case SQLITE_CANTOPEN:
      throw StoreError(fill(_("cannot open database {}: {}"), path, detail));
    default:
      throw StoreError(fill(_("database {}: cannot {}: {}"), path, doing, detail));
  }
}

std::int64_t now_seconds() {
  using namespace std::chrono;
  return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

void require_writable(const Store& store, std::string_view doing) {
  if (!store.read_only()) return;
  if (!store.read_only_reason().empty()) {
    throw StoreError(fill(_("{}, so it is open read-only; cannot {} ({})"),
                          store.read_only_reason(), doing, _(kRepairAdvice)));
  }
  throw StoreError(fill(_("{} is open read-only; cannot {}"), store.path(), doing));
}

Statement::Statement(sqlite3* db, const std::string& path, std::string_view sql)
    : db_(db), path_(path) {
  const int rc = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
  if (rc != SQLITE_OK) fail(db, path, rc, C_("cannot ...", "prepare a query"));
}

namespace {

// Statements kept prepared, per connection and SQL text, while no Statement holds them.
struct KeptStatements {
  std::mutex mutex;
  std::map<sqlite3*, std::map<std::string, std::vector<sqlite3_stmt*>, std::less<>>> idle;
};

// Never destroyed: a Store held in a static (a fuzz target's, a test's) closes during the
// program's exit, after any function-local static made later would be gone.
KeptStatements& kept_statements() {
  static KeptStatements* const kept = new KeptStatements;
  return *kept;
}

sqlite3_stmt* take_kept_statement(sqlite3* db, std::string_view sql) {
  KeptStatements& kept = kept_statements();
  const std::lock_guard lock(kept.mutex);
  const auto connection = kept.idle.find(db);
  if (connection == kept.idle.end()) return nullptr;
  const auto same_sql = connection->second.find(sql);
  if (same_sql == connection->second.end() || same_sql->second.empty()) return nullptr;
  sqlite3_stmt* statement = same_sql->second.back();
  same_sql->second.pop_back();
  return statement;
}

}  // namespace

Statement::Statement(sqlite3* db, const std::string& path, std::string_view sql, Reused)
    : db_(db), path_(path), reused_sql_(sql) {
  stmt_ = take_kept_statement(db, sql);
  if (stmt_ != nullptr) return;
  const int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()),
                                    SQLITE_PREPARE_PERSISTENT, &stmt_, nullptr);
  if (rc != SQLITE_OK) fail(db, path, rc, C_("cannot ...", "prepare a query"));
}

Statement::~Statement() {
  if (reused_sql_.empty()) {
    sqlite3_finalize(stmt_);
    return;
  }
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  KeptStatements& kept = kept_statements();
  const std::lock_guard lock(kept.mutex);
  kept.idle[db_][std::move(reused_sql_)].push_back(stmt_);
}

void forget_reused_statements(sqlite3* db) {
  KeptStatements& kept = kept_statements();
  const std::lock_guard lock(kept.mutex);
  const auto connection = kept.idle.find(db);
  if (connection == kept.idle.end()) return;
  for (auto& [sql, statements] : connection->second) {
    for (sqlite3_stmt* statement : statements) sqlite3_finalize(statement);
  }
  kept.idle.erase(connection);
}

Statement& Statement::bind(int index, std::int64_t value) {
  const int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) fail(db_, path_, rc, C_("cannot ...", "bind a value"));
  return *this;
}

Statement& Statement::bind(int index, double value) {
  const int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) fail(db_, path_, rc, C_("cannot ...", "bind a value"));
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  const int rc =
      sqlite3_bind_text64(stmt_, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
  if (rc != SQLITE_OK) fail(db_, path_, rc, C_("cannot ...", "bind a value"));
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail(db_, path_, rc, C_("cannot ...", "run a query"));
}

void Statement::run() {
  while (step()) {
  }
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::is_null(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

std::int64_t Statement::int64_at(int column) const {
  return sqlite3_column_int64(stmt_, column);
}

double Statement::double_at(int column) const {
  return sqlite3_column_double(stmt_, column);
}

std::string Statement::text_at(int column) const {
  const auto* text = sqlite3_column_text(stmt_, column);
  const int size = sqlite3_column_bytes(stmt_, column);
  return text ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(size))
              : std::string();
}

void exec(sqlite3* db, const std::string& path, const char* sql, std::string_view doing) {
  const int rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) fail(db, path, rc, doing);
}

Transaction::Transaction(sqlite3* db, const std::string& path) : db_(db), path_(path) {
  // A connection whose file was deleted, or moved and replaced, would write where nobody
  // reads it again: the files at the path are not the ones it has open.
  if (files_moved(db)) {
    throw StoreError(fill(_("{} was moved, replaced or deleted since it was opened here, so "
                            "nothing was written to it (the file at that path now is another "
                            "one, or there is none)"),
                          path),
                     StoreError::Kind::moved);
  }
  exec(db, path, "BEGIN IMMEDIATE", C_("cannot ...", "start a write"));
  open_ = true;
}

Transaction::~Transaction() {
  // A failed COMMIT may already have rolled back; ROLLBACK then reports an error we ignore.
  if (open_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  exec(db_, path_, "COMMIT", C_("cannot ...", "save the change"));
  open_ = false;
}

void remove_database_files(const std::string& path) {
  std::error_code ignored;
  for (const char* suffix : {"", "-wal", "-shm", "-journal", "-clean"})
    fs::remove(path + suffix, ignored);
}

const char* status_name(SessionStatus status) {
  return status == SessionStatus::finished ? "finished" : "active";
}

SessionStatus parse_status(const std::string& path, std::string_view name) {
  if (name == "active") return SessionStatus::active;
  if (name == "finished") return SessionStatus::finished;
  fail_damaged(path, fill(_("unknown session status '{}'"), name));
}

}  // namespace trib::store_detail
