// Opening a database file safely: nothing is written before we know the file is ours,
// readable and not from a newer version; read-only files stay read-only.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <filesystem>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/table_file.h"
#include "core/text.h"
#include "store/clean_close.h"
#include "store/database.h"
#include "store/schema.h"
#include "store/vfs.h"
#include "store/wal_check.h"

namespace trib {
namespace fs = std::filesystem;
using namespace store_detail;

namespace {

std::uint32_t big_endian(const unsigned char* bytes) {
  return (std::uint32_t{bytes[0]} << 24) | (std::uint32_t{bytes[1]} << 16) |
         (std::uint32_t{bytes[2]} << 8) | std::uint32_t{bytes[3]};
}

// Looks at the 100-byte file header without SQLite, so a foreign or newer file is refused
// without even a lock or a -shm file appearing beside it. The WAL (if any) is checked
// later through a read-only connection. Returns whether another process has the
// database open (clean_close.h), asked through the same descriptor: every descriptor of
// the file this process closes drops its locks on it.
bool check_header(const std::string& path, std::uintmax_t size) {
  if (size == 0) return false;
  std::array<unsigned char, 100> header{};
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw StoreError(fill(_("cannot read database {}"), path));
  ssize_t got = 0;
  while (got < static_cast<ssize_t>(header.size())) {
    const ssize_t count = ::read(fd, header.data() + got, header.size() - got);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    got += count;
  }
  const bool in_use = locked_by_another_process(fd);
  ::close(fd);
  static constexpr char magic[] = "SQLite format 3";  // not translated: the file's magic bytes
  if (got < static_cast<ssize_t>(header.size()) ||
      !std::equal(magic, magic + sizeof magic, header.begin())) {
    fail_damaged(path, _("it has no SQLite header"));
  }
  const std::uint32_t app_id = big_endian(&header[68]);
  if (app_id != 0 && app_id != static_cast<std::uint32_t>(application_id)) {
    fail_damaged(path, _("it belongs to another program"));
  }
  const auto version = static_cast<std::int32_t>(big_endian(&header[60]));
  if (version < 0) fail_damaged(path, fill(_("its schema version is negative ({})"), version));
  if (version > Store::schema_version) fail_newer(path, version);
  return in_use;
}

// SQLite URIs need '%', '?' and '#' escaped; only the read-only fallbacks use one.
std::string file_uri(const std::string& path, const char* query) {
  std::string uri = "file:";
  for (char c : path) {
    if (c == '%' || c == '?' || c == '#') {
      static constexpr char hex[] = "0123456789ABCDEF";
      const auto byte = static_cast<unsigned char>(c);
      uri += '%';
      uri += hex[byte >> 4];
      uri += hex[byte & 15];
    } else {
      uri += c;
    }
  }
  return uri + "?" + query;
}

// player_key(name) in SQL: names that differ only in case or outer spaces are one player.
void player_key_function(sqlite3_context* context, int /*count*/, sqlite3_value** values) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(values[0]));
  if (text == nullptr) {
    sqlite3_result_null(context);
    return;
  }
  const std::string key =
      player_key(std::string_view(text, static_cast<std::size_t>(sqlite3_value_bytes(values[0]))));
  sqlite3_result_text(context, key.data(), static_cast<int>(key.size()), SQLITE_TRANSIENT);
}

// A read-only connection whose schema could be read, or the failing result code.
int try_read(sqlite3* db) {
  sqlite3_stmt* stmt = nullptr;
  int rc = sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_schema", -1, &stmt, nullptr);
  if (rc == SQLITE_OK) rc = sqlite3_step(stmt) == SQLITE_ROW ? SQLITE_OK : sqlite3_errcode(db);
  sqlite3_finalize(stmt);
  return rc;
}

bool writable(const fs::path& file) {
  const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
  // WAL mode creates -wal and -shm files beside the database, so the folder counts too.
  return access(file.c_str(), W_OK) == 0 && access(folder.c_str(), W_OK) == 0;
}

bool beside(const std::string& path, const char* suffix) {
  std::error_code error;
  return fs::exists(path + suffix, error);
}

bool holds_bytes(const std::string& path, const char* suffix) {
  std::error_code error;
  const std::uintmax_t size = fs::file_size(path + suffix, error);
  return !error && size > 0;
}

// A journal left beside the file (by a crash, or by a program using it right now).
bool journal_beside(const std::string& path) {
  return beside(path, "-wal") || beside(path, "-journal");
}

// A WAL database whose -shm cannot be made (a folder we cannot write to, holding a copy or
// a backup taken without it). With exclusive locking chosen before the first read, SQLite
// keeps the WAL index in heap memory and never asks for a -shm, so the -wal's sessions are
// read too. Exclusive mode would want a write lock, which a file opened read-only cannot
// take, hence the "unix-none" VFS, which locks nothing: no program is writing to the file,
// since a writer in WAL mode would have made the -shm.
Connection open_wal_without_shm(const std::string& path) {
  Connection db = connect(path, file_uri(path, "mode=ro&vfs=unix-none"),
                          SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
  exec(db.get(), path, "PRAGMA locking_mode = EXCLUSIVE",
       C_("cannot ...", "read its write-ahead log"));
  if (const int rc = try_read(db.get()); rc != SQLITE_OK)
    fail(db.get(), path, rc, C_("cannot ...", "read it"));
  return db;
}

// A reader for a file whose journal files cannot be shared (the folder is read-only): the
// main file alone when no journal is beside it, its -wal with the index in memory when
// that is all there is; anything else is refused rather than shown without its latest
// changes.
Connection open_unshared(const std::string& path) {
  // Empty ones hold nothing: left by a connection that failed to map its -shm (a full
  // disk), and no program can share an empty -shm's index.
  if (!journal_beside(path) || (!beside(path, "-journal") && !holds_bytes(path, "-wal"))) {
    return connect(path, file_uri(path, "immutable=1"), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
  }
  if (!beside(path, "-journal") && !holds_bytes(path, "-shm")) return open_wal_without_shm(path);
  throw StoreError(fill(_("cannot read the latest changes to {}: they are in a journal beside it "
                          "that cannot be read without write permission to its folder; make "
                          "the folder writable to read every session"),
                        path));
}

// Opens read-only and inspects. A file we may not write with no journal beside it is read
// as "immutable", which is what a read-only file on read-only media is: a normal reader
// would leave an empty -wal and -shm there. In a folder we cannot write to, SQLite has no
// -shm to share: open_unshared reads it then.
Connection open_reader(const std::string& path, int* version) {
  const bool untouched =
      access(path.c_str(), W_OK) != 0 && !journal_beside(path) && !beside(path, "-shm");
  Connection db = untouched ? connect(path, file_uri(path, "immutable=1"),
                                      SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
                            : connect(path, path, SQLITE_OPEN_READONLY);
  const int rc = try_read(db.get());
  // SQLITE_FULL: a full disk has no room for the -shm a shared reader maps.
  if (!untouched && ((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN ||
                     (rc & 0xff) == SQLITE_FULL)) {
    db = open_unshared(path);
  } else if (rc != SQLITE_OK) {
    fail(db.get(), path, rc, C_("cannot ...", "read the database"));
  }
  *version = inspect(db.get(), path);
  return db;
}

// A read-write connection on which nothing is written yet. When opening it fails, the
// connection closes as the file's only user and SQLite removes the -wal and -shm it made;
// a read-only connection would leave them behind. `check` runs PRAGMA quick_check first.
Connection open_checked_writer(const std::string& path, bool exists, bool check) {
  // The last writer to close copies a journal's pages into the file, so with a journal
  // beside it (a crash) the check looks read-only.
  const bool check_first = check && exists && journal_beside(path);
  if (check_first) {
    int version = 0;
    check_intact(open_reader(path, &version).get(), path);
  }
  Connection db = connect(path, path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  if (exists) {
    inspect(db.get(), path);
    if (check && !check_first) check_intact(db.get(), path);
  }
  return db;
}

// Creates the folders missing above a new database, each 0700: the database holds names
// of people, its owner's alone (the XDG base directory spec asks this of its folders).
// Folders that exist are left as they are.
void create_private_folders(const fs::path& folder, std::error_code& error) {
  if (folder.empty() || fs::exists(folder, error) || error) return;
  create_private_folders(folder.parent_path(), error);
  if (!error && ::mkdir(folder.c_str(), S_IRWXU) != 0 && errno != EEXIST) {
    error.assign(errno, std::generic_category());
  }
}

}  // namespace

namespace store_detail {

void add_functions(sqlite3* db) {
  sqlite3_create_function_v2(db, "player_key", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr,
                             player_key_function, nullptr, nullptr, nullptr);
}

Connection connect(const std::string& path, const std::string& name, int flags) {
  sqlite3* raw = nullptr;
  const int rc = sqlite3_open_v2(name.c_str(), &raw, flags, store_vfs());
  Connection db(raw);
  if (rc != SQLITE_OK) fail(db.get(), path, rc, C_("cannot ...", "open the database"));
  sqlite3_extended_result_codes(db.get(), 1);
  sqlite3_busy_timeout(db.get(), 5000);
  add_functions(db.get());
  return db;
}

// PRAGMA quick_check reads every page and checks the b-trees, free list and record
// formats (not that indexes match their tables, which integrity_check adds at several
// times the cost). Its cost at 100 000 sessions is in the README.
std::string quick_check_problem(sqlite3* db, const std::string& path) {
  Statement check(db, path, "PRAGMA quick_check");
  const std::string verdict = check.step() ? check.text_at(0) : _("no answer");
  if (verdict == "ok") return "";
  // The verdict starts "*** in database main ***\n" before the first problem it found.
  std::string problem = verdict;
  constexpr std::string_view kHeader = "*** in database main ***\n";  // not translated: SQLite's
  if (problem.rfind(kHeader, 0) == 0) problem.erase(0, kHeader.size());
  problem = problem.substr(0, std::min(problem.find('\n'), std::size_t{200}));
  return fill(_("PRAGMA quick_check reports \"{}\""), echo(problem));
}

void check_intact(sqlite3* db, const std::string& path) {
  if (const std::string problem = quick_check_problem(db, path); !problem.empty()) {
    fail_damaged(path, fill(_("{}; the file was not changed"), problem));
  }
}

Connection open_existing_reader(const std::string& path, int* version) {
  const fs::path file(path);
  std::error_code error;
  if (!fs::is_regular_file(file, error)) {
    throw StoreError(fill(_("cannot open database {} read-only: no such file"), path));
  }
  check_header(path, fs::file_size(file, error));
  return open_reader(path, version);
}

}  // namespace store_detail

std::unique_ptr<Store> Store::open(const std::string& file_path) {
  if (file_path.empty()) throw StoreError(_("no database path given"));
  const fs::path file(file_path);
  std::error_code error;
  if (file.has_parent_path()) {
    create_private_folders(file.parent_path(), error);
    if (error) {
      throw StoreError(
          fill(_("cannot create the folder for database {}: {}"), file_path, error.message()));
    }
  }
  const fs::file_status status = fs::status(file, error);
  const bool exists = fs::exists(status);
  // Opening a FIFO would wait for a writer forever.
  if (exists && !fs::is_regular_file(status)) {
    throw StoreError(fs::is_directory(status)
                         ? fill(_("cannot open database {}: it is a folder"), file_path)
                         : fill(_("cannot open database {}: it is not a regular file"), file_path),
                     StoreError::Kind::not_a_file);
  }
  if (exists && !writable(file)) return open_read_only(file_path);
  try {
    return open_writable(file_path, exists);
  } catch (const StoreError& error) {
    // Reading needs no space: browsing and export go on while nothing can be stored.
    if (!exists || error.kind != StoreError::Kind::disk_full) throw;
    auto reader = open_read_only(file_path);
    reader->warnings_.push_back(fill(_("{}; it is open read-only until then: sessions and "
                                       "records can be browsed and exported, nothing is stored"),
                                     error.what()));
    return reader;
  }
}

std::unique_ptr<Store> Store::open_writable(const std::string& file_path, bool exists) {
  const fs::path file(file_path);
  std::error_code error;
  std::unique_ptr<Store> store(new Store());
  store->path_ = file_path;
  const std::string& path = store->path_;
  const bool in_use_elsewhere = exists && check_header(path, fs::file_size(file, error));
  store->checked_at_open_ = exists && !in_use_elsewhere && !closed_cleanly(path);
  const std::optional<std::string> lost = exists ? wal_damage(path) : std::nullopt;
  Connection db = open_checked_writer(path, exists, store->checked_at_open_);
  // Nothing is written to a file whose schema another program changed: a foreign
  // trigger could rewrite what a write stores.
  if (exists && !foreign_schema(db.get(), path).empty()) {
    db.reset();
    auto reader = open_read_only(file_path);
    // Closing the writer may have removed the log before the reader looked at it.
    std::vector<std::string>& told = reader->warnings_;
    if (lost && std::find(told.begin(), told.end(), *lost) == told.end()) told.push_back(*lost);
    return reader;
  }
  if (lost) store->warnings_.push_back(*lost);
  // Names of people are their owner's; SQLite gives the -wal and -shm the file's mode.
  if (!exists) ::chmod(path.c_str(), S_IRUSR | S_IWUSR);
  exec(db.get(), path, "PRAGMA foreign_keys = ON", C_("cannot ...", "enable foreign keys"));
  {
    Statement journal(db.get(), path, "PRAGMA journal_mode = WAL");
    if (!journal.step() || journal.text_at(0) != "wal") {
      throw StoreError(fill(_("database {}: cannot switch to write-ahead logging"), path));
    }
  }
  // Every commit syncs the -wal before it counts as made, so what the app reports stored
  // survives a power cut too (NORMAL survives a kill only): about 6 ms a stored move on
  // an ext4 disk, against 0.3 ms (README, Reliability).
  exec(db.get(), path, "PRAGMA synchronous = FULL", C_("cannot ...", "set the sync mode"));
  migrate(db.get(), path, schema_version);
  if (const FileIdentity opened = file_identity(path); opened.known) {
    store->file_device_ = opened.device;
    store->file_inode_ = opened.inode;
    store->mark_clean_close_ = true;
  }
  store->db_ = db.release();
  return store;
}

std::unique_ptr<Store> Store::open_read_only(const std::string& file_path) {
  std::unique_ptr<Store> store(new Store());
  store->path_ = file_path;
  store->read_only_ = true;
  int version = 0;
  if (const auto lost = wal_damage(file_path)) store->warnings_.push_back(*lost);
  Connection db = open_existing_reader(file_path, &version);
  if (const auto foreign = foreign_schema(db.get(), file_path); !foreign.empty()) {
    const std::string has = foreign_schema_sentence(file_path, foreign);
    if (version < schema_version) {
      throw StoreError(fill(_("{}, and its schema ({}) is older than this build's, which only a "
                              "clean file gets: {}"),
                            has, version, _(kRepairAdvice)),
                       StoreError::Kind::damaged);
    }
    if (access(file_path.c_str(), W_OK) == 0) store->read_only_reason_ = has;
    store->warnings_.push_back(fill(_("{}: opened read-only; {}"), has, _(kRepairAdvice)));
  }
  if (version < schema_version) {
    throw StoreError(version == 0
                         ? fill(_("{} is read-only and holds no Tributary data yet"), file_path)
                         : fill(_("{} is read-only and uses an older schema ({}); open it once "
                                  "with write permission to upgrade it"),
                                file_path, version));
  }
  store->db_ = db.release();
  return store;
}

std::unique_ptr<Store> Store::second_reader() const {
  std::unique_ptr<Store> store(new Store());
  store->path_ = path_;
  store->read_only_ = true;
  int version = 0;
  store->db_ = open_reader(path_, &version).release();
  return store;
}

std::string Store::check_file(const std::string& file_path) {
  int version = 0;
  // A reader would leave an empty -wal and -shm beside a file that had none: no program
  // is using it, so its bytes alone are the database.
  if (std::error_code error; fs::is_regular_file(file_path, error) && !journal_beside(file_path) &&
                             !beside(file_path, "-shm")) {
    check_header(file_path, fs::file_size(file_path, error));
    const Connection db = connect(file_path, file_uri(file_path, "immutable=1"),
                                  SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
    inspect(db.get(), file_path);
    return quick_check_problem(db.get(), file_path);
  }
  const Connection db = open_existing_reader(file_path, &version);
  return quick_check_problem(db.get(), file_path);
}

std::string Store::check_problem() const {
  return quick_check_problem(db_, path_);
}

Store::~Store() {
  forget_reused_statements(db_);
  const int closed = sqlite3_close_v2(db_);
  if (closed == SQLITE_OK && mark_clean_close_) {
    mark_closed_cleanly(path_,
                        {true, static_cast<dev_t>(file_device_), static_cast<ino_t>(file_inode_)});
  }
}

}  // namespace trib
