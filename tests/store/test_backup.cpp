// Backups with SQLite's online backup API and restores from them, on real database files:
// a backup made while another connection writes is that connection's last commit, whole;
// a backup never replaces a file; the backups folder names, dates and prunes its files; a
// restore replaces everything at once and is refused for files it cannot take.

#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <regex>

#include "core/file_write.h"
#include "store/backup_folder.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

void add_games(Store& store, int count) {
  for (int i = 0; i < count; ++i) {
    TableFile table = make_table("game-a", {"Ada", "Bo"});
    for (int m = 0; m < 5; ++m) table.moves.push_back({{"player", m % 2}, {"n", m}});
    store.create_session(table, make_board({{"Ada", 10 + i}, {"Bo", 20 - i}}));
  }
}

std::size_t files_in(const std::filesystem::path& folder) {
  std::size_t count = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder)) ++count;
  return count;
}

// Sets an environment variable for one scope.
class Env {
 public:
  Env(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value.c_str(), 1);
  }
  ~Env() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }
  Env(const Env&) = delete;
  Env& operator=(const Env&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("a backup while another connection holds a write transaction is its last commit") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  auto store = Store::open(path);
  add_games(*store, 20);
  const std::string committed = table_dump(path);

  // Another program is in the middle of a write it has not committed.
  sqlite3* writer = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &writer) == SQLITE_OK);
  REQUIRE(sqlite3_exec(writer,
                       "BEGIN IMMEDIATE; INSERT INTO players(name) VALUES ('Half'); "
                       "UPDATE sessions SET updated_at = 1;",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  const std::string copy = dir.file("copy.db");
  store->back_up_to(copy);
  REQUIRE(sqlite3_exec(writer, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(writer);

  CHECK(table_dump(copy) == committed);
  CHECK(raw_query(copy, "PRAGMA integrity_check") == "ok");
  CHECK(raw_query(copy, "PRAGMA journal_mode") == "delete");  // one file, whole alone
  CHECK(std::filesystem::exists(path + "-wal"));
  CHECK_FALSE(has_journal_files(copy));
  CHECK(files_in(dir.path()) == 4);  // games.db, its -wal and -shm, copy.db: no temporary
  auto opened = Store::open(copy);
  CHECK(opened->sessions({}).size() == 20);
  CHECK(opened->records("game-a", std::string("Bo")).front().games == 20);
  CHECK(opened->create_session(make_table("game-a", {"Cy"})) == 21);
}

TEST_CASE("a backup from a second reader in this process leaves the store its write-ahead log") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  // Another program opens and closes the database when told to. Had this process lost its
  // locks on the file, that program would take the log away as its last user, and what
  // this store writes next would be lost to everyone else. (Forked before this process
  // opens the database: a child that shares its SQLite state shares its locks too.)
  int go[2];
  REQUIRE(pipe(go) == 0);
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    close(go[1]);
    char byte = 0;
    if (read(go[0], &byte, 1) != 1) _exit(3);
    try {
      Store::open(path);
    } catch (...) {
      _exit(2);
    }
    _exit(0);
  }
  close(go[0]);
  auto store = Store::open(path);
  add_games(*store, 2);
  store->second_reader()->back_up_to(dir.file("copy.db"));
  REQUIRE(write(go[1], "g", 1) == 1);
  close(go[1]);
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  REQUIRE((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  CHECK(std::filesystem::exists(path + "-wal"));
  store->create_session(make_table("game-a", {"Cy"}));
  CHECK(raw_query(path, "SELECT count(*) FROM sessions") == "3");
}

TEST_CASE("a backup never replaces a file nor writes through a link, and leaves no temporary") {
  TempDir dir;
  auto store = Store::open(dir.file("games.db"));
  add_games(*store, 2);
  const std::string taken = dir.file("taken.db");
  write_bytes(taken, "keep me");
  CHECK_THROWS_WITH_AS(store->back_up_to(taken), doctest::Contains("exists already"),
                       FileWriteError);
  CHECK(read_bytes(taken) == "keep me");
  const std::string link = dir.file("link.db");
  std::filesystem::create_symlink(dir.file("elsewhere.db"), link);
  CHECK_THROWS_WITH_AS(store->back_up_to(link), doctest::Contains("symbolic link"), FileWriteError);
  CHECK_THROWS_AS(store->back_up_to(dir.file("no/such/folder.db")), FileWriteError);
  CHECK(files_in(dir.path()) == 5);  // games.db, -wal, -shm, taken.db, link.db
}

TEST_CASE("the backups folder follows XDG_STATE_HOME, names files by time, prunes the daily") {
  TempDir dir;
  {
    Env state("XDG_STATE_HOME", dir.file("state"));
    CHECK(default_backup_folder() == dir.file("state") + "/tributary/backups");
  }
  {
    Env state("XDG_STATE_HOME", "relative/state");  // not absolute: ignored, as XDG says
    Env home("HOME", dir.file("home"));
    CHECK(default_backup_folder() == dir.file("home") + "/.local/state/tributary/backups");
  }
  const std::string folder = dir.file("backups");
  CHECK(backup_due(folder, std::chrono::hours(24)));  // no folder yet
  auto store = Store::open(dir.file("games.db"));
  add_games(*store, 1);
  const std::string first = back_up_into(*store, folder, false);
  CHECK(std::regex_match(std::filesystem::path(first).filename().string(),
                         std::regex(R"(tributary-\d{4}-\d\d-\d\d-\d{6}(-\d+)?\.db)")));
  CHECK_FALSE(backup_due(folder, std::chrono::hours(24)));
  // The same second again gets a free name.
  const std::string next = new_backup_path(folder, false);
  CHECK(next != first);
  CHECK(new_backup_path(folder, true).find("-auto") != std::string::npos);
  std::filesystem::last_write_time(
      first, std::filesystem::file_time_type::clock::now() - std::chrono::hours(25));
  CHECK(backup_due(folder, std::chrono::hours(24)));

  // Ten daily backups and two by hand: the daily ones past the newest 7 go.
  for (int day = 10; day < 20; ++day) {
    write_bytes(folder + "/tributary-2026-01-" + std::to_string(day) + "-080000-auto.db", "x");
  }
  write_bytes(folder + "/tributary-2025-01-01-080000.db", "by hand");
  prune_automatic_backups(folder, 7);
  CHECK_FALSE(std::filesystem::exists(folder + "/tributary-2026-01-12-080000-auto.db"));
  CHECK(std::filesystem::exists(folder + "/tributary-2026-01-13-080000-auto.db"));
  CHECK(std::filesystem::exists(folder + "/tributary-2026-01-19-080000-auto.db"));
  CHECK(std::filesystem::exists(folder + "/tributary-2025-01-01-080000.db"));
  CHECK(std::filesystem::exists(first));
  CHECK(files_in(folder) == 9);
}

TEST_CASE("a restore replaces everything with the backup at once, for every connection") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  auto store = Store::open(path);
  add_games(*store, 3);
  const std::string backup = dir.file("backup.db");
  store->back_up_to(backup);
  const std::string backed_up = table_dump(backup);
  add_games(*store, 2);
  auto other = Store::open(path);  // another window or the command line
  REQUIRE(other->sessions({}).size() == 5);

  store->restore_from(backup);
  CHECK(table_dump(path) == backed_up);
  CHECK(other->sessions({}).size() == 3);
  CHECK(other->records("game-a", std::string("Ada")).front().games == 3);
  CHECK(raw_query(path, "PRAGMA journal_mode") == "wal");
  CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
  CHECK(store->create_session(make_table("game-a", {"Cy"})) == 4);
  CHECK(read_bytes(backup).size() > 0);
  CHECK(table_dump(backup) == backed_up);  // the backup itself is only read
}

TEST_CASE("a restore refuses a newer, foreign or damaged file and the database in use") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  auto store = Store::open(path);
  add_games(*store, 3);
  const std::string before = table_dump(path);

  const std::string newer = dir.file("newer.db");
  store->back_up_to(newer);
  raw_query(newer, "PRAGMA user_version = " + std::to_string(Store::schema_version + 1));
  CHECK_THROWS_WITH_AS(store->restore_from(newer), doctest::Contains("newer version"), StoreError);
  const std::string text = dir.file("notes.db");
  write_bytes(text, "shopping list");
  CHECK_THROWS_WITH_AS(store->restore_from(text), doctest::Contains("not a Tributary database"),
                       StoreError);
  const std::string empty = dir.file("empty.db");
  write_bytes(empty, "");
  CHECK_THROWS_WITH_AS(store->restore_from(empty), doctest::Contains("no Tributary data"),
                       StoreError);
  CHECK_THROWS_WITH_AS(store->restore_from(dir.file("missing.db")), doctest::Contains("no such"),
                       StoreError);
  CHECK_THROWS_WITH_AS(store->restore_from(path), doctest::Contains("the database in use"),
                       StoreError);
  CHECK(table_dump(path) == before);
}

TEST_CASE("a backup from before stable ids is restored and given them") {
  TempDir dir;
  auto store = Store::open(dir.file("games.db"));
  add_games(*store, 4);
  const std::string old = dir.file("old.db");
  store->back_up_to(old);
  make_version_3(old);
  raw_query(old,
            "DROP INDEX sessions_by_uid; ALTER TABLE sessions DROP COLUMN uid; "
            "PRAGMA user_version = 2");
  REQUIRE(raw_query(old, "PRAGMA user_version") == "2");
  store->restore_from(old);
  CHECK(raw_query(dir.file("games.db"), "SELECT count(DISTINCT uid) FROM sessions") == "4");
  CHECK(raw_query(dir.file("games.db"), "PRAGMA user_version") ==
        std::to_string(Store::schema_version));
}
