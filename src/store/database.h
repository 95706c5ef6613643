#pragma once
// Private plumbing of the store: a RAII prepared statement, a RAII write transaction and
// the one place that turns SQLite result codes into StoreError messages.

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/i18n.h"
#include "store/store.h"

namespace trib::store_detail {

// Throws StoreError for `rc`, worded for a person: a damaged file, a read-only file, a
// locked database or a full disk each get their own sentence. `doing` completes "cannot …"
// in the player's language: pass C_("cannot ...", "write the backup").
[[noreturn]] void fail(sqlite3* db, const std::string& path, int rc, std::string_view doing);

// "<path> is not a Tributary database or is damaged: <detail>"
[[noreturn]] void fail_damaged(const std::string& path, std::string_view detail);

std::int64_t now_seconds();

// What to do about a file opened read-only for a foreign schema object (translate where
// shown).
inline constexpr const char* kRepairAdvice =
    N_("`tributary repair` copies your sessions into a clean file");

// Refuses writes on a store opened read-only, naming what was attempted (and why it is
// read-only, when the file itself is writable). `doing` as for fail().
void require_writable(const Store& store, std::string_view doing);

// Marks a statement kept prepared for the connection's next run of the same SQL (see
// Statement): for queries run once per session when many sessions are read in a row.
struct Reused {};

class Statement {
 public:
  Statement(sqlite3* db, const std::string& path, std::string_view sql);
  // A statement prepared once per connection and SQL text: SQLite parses a query run for
  // each of 100 000 sessions once, not each time. The connection's kept statements are
  // finalized by forget_reused_statements before it closes.
  Statement(sqlite3* db, const std::string& path, std::string_view sql, Reused);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are 1-based, as in SQLite.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view text);

  bool step();  // true while a row is available
  void run();   // steps to the end, for statements without rows
  void reset();

  // Columns are 0-based.
  bool is_null(int column) const;
  std::int64_t int64_at(int column) const;
  double double_at(int column) const;
  std::string text_at(int column) const;

 private:
  sqlite3* db_;
  const std::string& path_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string reused_sql_;  // set when the statement goes back to the connection's kept ones
};

// Finalizes the statements kept for `db` (Statement with Reused); before closing it.
void forget_reused_statements(sqlite3* db);

// BEGIN IMMEDIATE on construction; ROLLBACK on destruction unless commit() ran. Refused
// with StoreError Kind::moved when the connection's files are no longer at its path.
class Transaction {
 public:
  Transaction(sqlite3* db, const std::string& path);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  sqlite3* db_;
  const std::string& path_;
  bool open_ = false;
};

// Adds the SQL functions the store's queries use to a connection: player_key(name), so
// that names differing only in case or outer spaces are one player.
void add_functions(sqlite3* db);

// Runs SQL without parameters or results (pragmas, schema steps, BEGIN/COMMIT).
void exec(sqlite3* db, const std::string& path, const char* sql, std::string_view doing);

struct ConnectionCloser {
  void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
using Connection = std::unique_ptr<sqlite3, ConnectionCloser>;

// A connection to `name` (the path, or a file: URI for `path`) with extended result
// codes, a busy timeout and the store's SQL functions. Throws StoreError.
Connection connect(const std::string& path, const std::string& name, int flags);

// A read-only connection to an existing database file that writes nothing beside it and
// refuses, untouched, a file of another program or of a newer schema (open.cpp, as
// Store::open_read_only). `version` receives its schema version, which may be older.
Connection open_existing_reader(const std::string& path, int* version);

// PRAGMA quick_check; a damaged file gives a StoreError of Kind::damaged.
void check_intact(sqlite3* db, const std::string& path);
// PRAGMA quick_check's first problem in a sentence, or "" when the file is intact.
std::string quick_check_problem(sqlite3* db, const std::string& path);

// Removes a database file that is being built, with any journal or clean-close mark
// beside it.
void remove_database_files(const std::string& path);

const char* status_name(SessionStatus status);
SessionStatus parse_status(const std::string& path, std::string_view name);

}  // namespace trib::store_detail
