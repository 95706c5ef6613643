// PRAGMA quick_check on open only when needed (clean_close.h): not after a clean close,
// but after a kill, after another program changed the file, for a copy or a repaired
// copy; and on request (Store::check_file, check_problem).

#include <doctest/doctest.h>
#include <signal.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

void add_sessions(Store& store, int count) {
  for (int i = 0; i < count; ++i) {
    TableFile table = make_table("game-d", {"Ada", "Bo"});
    for (int m = 0; m < 4; ++m) table.moves.push_back({{"player", m % 2}, {"n", m}});
    store.create_session(table, make_board({{"Ada", i}, {"Bo", 10}}));
  }
}

// A child that opens the store, stores a session, tells the pipe and waits to be killed.
pid_t open_in_child(const std::string& path, int& ready) {
  int ends[2];
  REQUIRE(pipe(ends) == 0);
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    close(ends[0]);
    try {
      auto store = Store::open(path);
      store->create_session(make_table("game-a", {"Eve"}));
      const char byte = 1;
      if (write(ends[1], &byte, 1) != 1) _exit(3);
      for (;;) pause();
    } catch (...) {
      _exit(2);
    }
  }
  close(ends[1]);
  char byte = 0;
  REQUIRE(read(ends[0], &byte, 1) == 1);
  ready = ends[0];
  return child;
}

void kill_child(pid_t child, int ready) {
  kill(child, SIGKILL);
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  close(ready);
}

}  // namespace

TEST_CASE("a store closed cleanly is not checked again on open; a copy of it is") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  {
    auto store = Store::open(path);
    CHECK_FALSE(store->checked_at_open());  // a new file
    add_sessions(*store, 20);
  }
  CHECK(std::filesystem::exists(path + "-clean"));
  CHECK_FALSE(has_journal_files(path));
  for (int run = 0; run < 3; ++run) {
    auto store = Store::open(path);
    CHECK_FALSE(store->checked_at_open());
    add_sessions(*store, 1);
  }
  std::filesystem::copy_file(path, dir.file("copy.db"));
  CHECK(Store::open(dir.file("copy.db"))->checked_at_open());
  CHECK_FALSE(Store::open(dir.file("copy.db"))->checked_at_open());
}

TEST_CASE("after a store killed with SIGKILL the next open checks the file") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  add_sessions(*Store::open(path), 5);
  int ready = -1;
  const pid_t child = open_in_child(path, ready);
  kill_child(child, ready);
  REQUIRE(std::filesystem::exists(path + "-wal"));
  {
    auto store = Store::open(path);
    CHECK(store->checked_at_open());
    CHECK(store->sessions({}).size() == 6);
  }
  CHECK_FALSE(Store::open(path)->checked_at_open());
}

TEST_CASE("while another process has the file open, opening it does not check it again") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  add_sessions(*Store::open(path), 5);
  std::filesystem::remove(path + "-clean");
  int ready = -1;
  const pid_t child = open_in_child(path, ready);
  bool checked = true;
  {
    auto store = Store::open(path);
    checked = store->checked_at_open();
    CHECK(store->sessions({}).size() == 6);
  }
  kill_child(child, ready);
  CHECK_FALSE(checked);
  CHECK(Store::open(path)->checked_at_open());  // the child was the last, and killed
}

TEST_CASE("a file changed by another program after a clean close is checked") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  add_sessions(*Store::open(path), 5);
  raw_query(path, "UPDATE players SET last_used_at = 7");
  CHECK(Store::open(path)->checked_at_open());
}

TEST_CASE("damage written in place right after a clean close is found on open") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  add_sessions(*Store::open(path), 300);
  const std::string root = raw_query(path,
                                     "SELECT rootpage FROM sqlite_schema "
                                     "WHERE name = 'sessions_by_update'");
  REQUIRE_FALSE(root.empty());
  // At once, in the same inode: the clean-close mark was written after the file's times
  // settled, so this write shows.
  write_bytes(path, random_bytes(4096, 35), (std::stoll(root) - 1) * 4096, false);
  const std::string bytes = read_bytes(path);
  CHECK_THROWS_AS(Store::open(path), StoreError);
  CHECK(read_bytes(path) == bytes);
  CHECK_FALSE(Store::check_file(path).empty());
}

TEST_CASE("the check on request: ok, or the problem") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  {
    auto store = Store::open(path);
    add_sessions(*store, 50);
    CHECK(store->check_problem().empty());
  }
  CHECK(Store::check_file(path).empty());
  CHECK_FALSE(has_journal_files(path));
  const std::string root =
      raw_query(path, "SELECT rootpage FROM sqlite_schema WHERE name = 'results_by_player'");
  write_bytes(path, random_bytes(4096, 36), (std::stoll(root) - 1) * 4096, false);
  const std::string problem = Store::check_file(path);
  CHECK(problem.find("quick_check") != std::string::npos);
  CHECK_FALSE(has_journal_files(path));
  CHECK_THROWS_AS(Store::check_file(dir.file("missing.db")), StoreError);
}

TEST_CASE("a repaired copy is checked on its first open") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  add_sessions(*Store::open(path), 10);
  const std::string copy = dir.file("repaired.db");
  Store::make_repaired_copy(path, copy);
  CHECK_FALSE(std::filesystem::exists(copy + "-clean"));
  CHECK(Store::open(copy)->checked_at_open());
  CHECK_FALSE(Store::open(copy)->checked_at_open());
  // No mark is left under the name the copy was built with.
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    ++files;
  }
  CHECK(files == 4);  // games.db, its mark, repaired.db and its mark
}
