// Files the store must not harm: newer versions, read-only files, damaged or foreign files.

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

const char* const damaged = "is not a Tributary database or is damaged";

// A database with one finished session, closed again (the WAL checkpointed into it).
std::string make_database(const TempDir& dir, const std::string& name) {
  const std::string path = dir.file(name);
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-a", {"Ada"}));
  store->append_move(id, {{"card", "c01"}, {"row", 1}, {"col", 0}, {"side", "front"}});
  store->finish_session(id, make_board({{"Ada", 33}}));
  return path;
}

void check_refused(const std::string& path, const std::string& message) {
  const std::string before = read_bytes(path);
  CHECK_THROWS_WITH_AS(Store::open(path), doctest::Contains(message.c_str()), StoreError);
  CHECK(read_bytes(path) == before);
  CHECK_FALSE(has_journal_files(path));
  CHECK_THROWS_WITH_AS(Store::open_read_only(path), doctest::Contains(message.c_str()), StoreError);
  CHECK(read_bytes(path) == before);
}

void check_read_only(Store& store) {
  CHECK(store.read_only());
  REQUIRE(store.sessions({}).size() == 1);
  const std::int64_t id = store.sessions({}).front().id;
  CHECK(store.load_session(id).moves.size() == 1);
  CHECK(store.personal_best("game-a", "Ada") == 33);
  CHECK_THROWS_WITH_AS(store.create_session(make_table("game-a", {"Bea"})),
                       doctest::Contains("read-only"), StoreError);
  CHECK_THROWS_WITH_AS(store.append_move(id, {{"card", "c02"}}), doctest::Contains("read-only"),
                       StoreError);
  CHECK_THROWS_AS(store.pop_move(id), StoreError);
  CHECK_THROWS_AS(store.reopen_session(id), StoreError);
  CHECK_THROWS_AS(store.delete_session(id), StoreError);
}

}  // namespace

TEST_CASE("a database from a newer version is refused and left byte-for-byte untouched") {
  TempDir dir;
  const std::string ours = make_database(dir, "newer.db");
  raw_query(ours, "PRAGMA user_version = 7");
  check_refused(ours,
                "was written by a newer version of Tributary (schema 7); this build "
                "understands up to " +
                    std::to_string(Store::schema_version));
  // Also a plain rollback-journal file that only carries the newer version number.
  const std::string plain = dir.file("plain.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(plain.c_str(), &db) == SQLITE_OK);
    const std::string sql = "CREATE TABLE future(x); PRAGMA user_version = " +
                            std::to_string(Store::schema_version + 1);
    sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  check_refused(plain, "newer version of Tributary (schema " +
                           std::to_string(Store::schema_version + 1) + ")");
  CHECK_FALSE(std::filesystem::exists(plain + "-wal"));
}

TEST_CASE("random bytes and text files are refused as damaged and never overwritten") {
  TempDir dir;
  const std::string noise = dir.file("noise.db");
  write_bytes(noise, random_bytes(8192, 7));
  check_refused(noise, damaged);
  const std::string text = dir.file("notes.db");
  write_bytes(text, "shopping list: bread, milk\n");
  check_refused(text, damaged);
}

TEST_CASE("a database whose first page is overwritten in the middle is refused untouched") {
  TempDir dir;
  const std::string path = make_database(dir, "page1.db");
  // Keep the 100-byte file header, destroy the schema b-tree that follows on page 1.
  write_bytes(path, random_bytes(2000, 11), 100, false);
  check_refused(path, damaged);
}

TEST_CASE("damage past the first page surfaces as a StoreError on the query that meets it") {
  TempDir dir;
  const std::string path = make_database(dir, "pages.db");
  const auto size = std::filesystem::file_size(path);
  REQUIRE(size > 4096 * 4);
  for (std::uintmax_t page = 4096; page < size; page += 4096) {
    write_bytes(path, random_bytes(4096, static_cast<unsigned>(page)), page, false);
  }
  const std::string before = read_bytes(path);
  try {
    auto store = Store::open_read_only(path);
    CHECK_THROWS_WITH_AS(store->sessions({}), doctest::Contains(damaged), StoreError);
  } catch (const StoreError& error) {
    CHECK(std::string(error.what()).find(damaged) != std::string::npos);
  }
  CHECK(read_bytes(path) == before);
}

TEST_CASE("another program's SQLite database is refused and left alone") {
  TempDir dir;
  const std::string path = dir.file("other.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    sqlite3_exec(db, "CREATE TABLE recipes(name TEXT);", nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  check_refused(path, damaged);
  raw_query(path, "PRAGMA application_id = 1234");
  check_refused(path, "belongs to another program");
}

TEST_CASE("open_read_only reads a database and refuses every write") {
  TempDir dir;
  const std::string path = make_database(dir, "ro.db");
  const std::string before = read_bytes(path);
  {
    auto store = Store::open_read_only(path);
    check_read_only(*store);
  }
  CHECK(read_bytes(path) == before);
  CHECK_THROWS_WITH_AS(Store::open_read_only(dir.file("missing.db")),
                       doctest::Contains("no such file"), StoreError);
  CHECK_FALSE(std::filesystem::exists(dir.file("missing.db")));
}

// File permissions do not stop root, so as root the check runs in a child that gives up
// root for "nobody" first; either way the real chmod path is exercised.
TEST_CASE("a file without write permission opens read-only") {
  TempDir dir;
  const std::string path = make_database(dir, "chmod.db");
  std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                         std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  // The folder stays writable: SQLite could create a -wal and -shm there, and must not.
  std::filesystem::permissions(dir.path(), std::filesystem::perms::all);
  const std::string before = read_bytes(path);
  if (geteuid() != 0) {
    auto store = Store::open(path);
    check_read_only(*store);
  } else {
    // As root the checks run as "nobody" in a child, reporting through an exit code.
    CHECK(with_permissions_enforced([&] {
            auto store = Store::open(path);
            if (!store->read_only() || store->sessions({}).size() != 1) return 2;
            try {
              store->append_move(store->sessions({}).front().id, {{"card", "c02"}});
              return 3;
            } catch (const StoreError& error) {
              return std::string(error.what()).find("read-only") == std::string::npos ? 4 : 0;
            }
          }) == 0);
  }
  CHECK(read_bytes(path) == before);
  CHECK_FALSE(has_journal_files(path));
}

namespace {

namespace fs = std::filesystem;

// A raw connection holding a read transaction: while it lives, no checkpoint can move
// later commits from the -wal into the file.
class WalHolder {
 public:
  explicit WalHolder(const std::string& path) {
    sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE, nullptr);
    sqlite3_exec(db_, "BEGIN; SELECT count(*) FROM sessions", nullptr, nullptr, nullptr);
  }
  ~WalHolder() { sqlite3_close_v2(db_); }
  WalHolder(const WalHolder&) = delete;
  WalHolder& operator=(const WalHolder&) = delete;

 private:
  sqlite3* db_ = nullptr;
};

// A copy in `folder` of a database with three sessions, the last two only in its -wal (a
// copy from a running machine, or a backup): the file and its -wal, no -shm.
std::string copy_with_sessions_in_wal(const TempDir& dir, const std::string& folder) {
  const std::string live = dir.file("live.db");
  Store::open(live)->create_session(make_table("game-a", {"Ada"}));
  fs::create_directory(dir.file(folder));
  const std::string copy = dir.file(folder + "/t.db");
  WalHolder holder(live);
  {
    auto store = Store::open(live);
    TableFile table = make_table("game-b", {"Bea"});
    table.moves.push_back({{"card", "c02"}});
    store->create_session(table);
    store->create_session(make_table("game-c", {"Cy"}));
  }
  fs::copy_file(live, copy);
  fs::copy_file(live + "-wal", copy + "-wal");
  return copy;
}

void make_read_only(const fs::path& folder) {
  for (const auto& entry : fs::directory_iterator(folder)) {
    fs::permissions(entry.path(),
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  }
  fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                              fs::perms::group_exec | fs::perms::others_read |
                              fs::perms::others_exec);
}

}  // namespace

TEST_CASE("a read-only folder with a -wal but no -shm shows the sessions in the -wal") {
  TempDir dir;
  const std::string path = copy_with_sessions_in_wal(dir, "ro");
  fs::create_directory(dir.file("alone"));
  fs::copy_file(path, dir.file("alone/t.db"));
  REQUIRE(raw_query(dir.file("alone/t.db"), "SELECT count(*) FROM sessions") == "1");
  make_read_only(dir.file("ro"));
  const std::string before = read_bytes(path) + read_bytes(path + "-wal");
  const int code = with_permissions_enforced([&] {
    auto store = Store::open(path);
    if (!store->read_only()) return 1;
    if (store->sessions({}).size() != 3) return 2;
    if (store->load_session(2).moves.size() != 1 || store->load_session(3).game != "game-c") {
      return 3;
    }
    return 0;
  });
  CHECK(code == 0);
  CHECK(read_bytes(path) + read_bytes(path + "-wal") == before);
  CHECK_FALSE(fs::exists(path + "-shm"));
  fs::permissions(dir.file("ro"), fs::perms::owner_all);  // so TempDir can remove it
}

TEST_CASE("a read-only folder whose journal cannot be read says the folder must be writable") {
  TempDir dir;
  const std::string path = copy_with_sessions_in_wal(dir, "ro");
  write_bytes(path + "-shm", std::string(32768, '\0'));  // there, but another user's
  make_read_only(dir.file("ro"));
  fs::permissions(path + "-shm", fs::perms::none);
  const int code = with_permissions_enforced([&] {
    try {
      Store::open(path);
      return 1;
    } catch (const StoreError& error) {
      return std::string(error.what()).find("make the folder writable") != std::string::npos ? 0
                                                                                             : 2;
    }
  });
  CHECK(code == 0);
  fs::permissions(dir.file("ro"), fs::perms::owner_all);
}

namespace {

unsigned mode_of(const std::string& path) {
  struct stat info {};
  REQUIRE(::stat(path.c_str(), &info) == 0);
  return info.st_mode & 07777;
}

}  // namespace

TEST_CASE("a new database's folders are 0700 and its files 0600, even under umask 022") {
  TempDir dir;
  const unsigned above = mode_of(dir.path().string());
  const mode_t umask_before = ::umask(022);
  const std::string path = dir.file("data/tributary/t.db");
  {
    auto store = Store::open(path);
    store->create_session(make_table("game-a", {"Ada"}));
    CHECK(mode_of(path + "-wal") == 0600);
    CHECK(mode_of(path + "-shm") == 0600);
  }
  CHECK(mode_of(dir.file("data")) == 0700);
  CHECK(mode_of(dir.file("data/tributary")) == 0700);
  CHECK(mode_of(path) == 0600);
  CHECK(mode_of(dir.path().string()) == above);  // a folder that existed is left alone
  fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  Store::open(path)->create_session(make_table("game-a", {"Bea"}));
  CHECK(mode_of(path) == 0640);  // and so is a database that existed
  ::umask(umask_before);
}

TEST_CASE("a folder in place of the file, or an unwritable place, is a clear StoreError") {
  TempDir dir;
  std::filesystem::create_directory(dir.file("folder.db"));
  CHECK_THROWS_WITH_AS(Store::open(dir.file("folder.db")), doctest::Contains("folder"), StoreError);
  write_bytes(dir.file("plainfile"), "x");
  CHECK_THROWS_AS(Store::open(dir.file("plainfile/inside/t.db")), StoreError);
  CHECK_THROWS_AS(Store::open(""), StoreError);
}

TEST_CASE("the default database path follows TRIBUTARY_DB, then XDG_DATA_HOME, then HOME") {
  const auto saved = [](const char* name) -> std::optional<std::string> {
    const char* value = std::getenv(name);
    return value ? std::optional<std::string>(value) : std::nullopt;
  };
  const auto db = saved("TRIBUTARY_DB"), data = saved("XDG_DATA_HOME"), home = saved("HOME");
  setenv("TRIBUTARY_DB", "/x/custom.db", 1);
  setenv("XDG_DATA_HOME", "/data", 1);
  setenv("HOME", "/home/ada", 1);
  CHECK(default_database_path() == "/x/custom.db");
  unsetenv("TRIBUTARY_DB");
  CHECK(default_database_path() == "/data/tributary/tributary.db");
  setenv("XDG_DATA_HOME", "relative/ignored", 1);
  CHECK(default_database_path() == "/home/ada/.local/share/tributary/tributary.db");
  unsetenv("XDG_DATA_HOME");
  CHECK(default_database_path() == "/home/ada/.local/share/tributary/tributary.db");
  const auto restore = [](const char* name, const std::optional<std::string>& value) {
    if (value) {
      setenv(name, value->c_str(), 1);
    } else {
      unsetenv(name);
    }
  };
  restore("TRIBUTARY_DB", db);
  restore("XDG_DATA_HOME", data);
  restore("HOME", home);
}
