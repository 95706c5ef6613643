// The database file deleted, or moved and replaced, under an open store (#35 C1): the
// next write must store nothing, and say so, rather than go into files nobody reads again.

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace fs = std::filesystem;

namespace {

const nlohmann::json kMove = {{"card", "c02"}};

// An open store on `path` with one session and one move stored, its -wal not yet
// checkpointed.
std::unique_ptr<Store> playing(const std::string& path) {
  auto store = Store::open(path);
  store->append_move(store->create_session(make_table("game-a", {"Ada"})), kMove);
  REQUIRE(fs::exists(path + "-wal"));
  return store;
}

void check_refused(Store& store) {
  try {
    store.append_move(1, kMove);
    FAIL("a move was written into files no longer at the path");
  } catch (const StoreError& error) {
    CHECK(error.kind == StoreError::Kind::moved);
    CHECK(std::string(error.what()).find("was moved, replaced or deleted") != std::string::npos);
  }
}

std::string moves_at(const std::string& path) {
  return raw_query(path, "SELECT count(*) FROM moves");
}

}  // namespace

TEST_CASE("the database deleted with its -wal and -shm: the next write stores nothing") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::remove(path);
  fs::remove(path + "-wal");
  fs::remove(path + "-shm");
  check_refused(*store);
  CHECK_THROWS_AS(store->create_session(make_table("game-a", {"Bea"})), StoreError);
  CHECK_THROWS_AS(store->pop_move(1), StoreError);
  CHECK_FALSE(fs::exists(path));
}

TEST_CASE("the database moved away: the next write stores nothing, at either place") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::rename(path, dir.file("away.db"));
  check_refused(*store);
  store.reset();
  CHECK_FALSE(fs::exists(path));
}

TEST_CASE("the database moved and replaced by a copy: the copy is left as it was") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::rename(path, dir.file("away.db"));
  fs::copy_file(dir.file("away.db"), path);
  const std::string copy = read_bytes(path);
  check_refused(*store);
  CHECK(read_bytes(path) == copy);
  store.reset();
  CHECK(moves_at(path) == "1");
}

TEST_CASE("a copy put in place and opened by another program: the next write stores nothing") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::rename(path, dir.file("away.db"));
  fs::copy_file(dir.file("away.db"), path);
  // The copy's only user: it takes the -wal into the copy and removes -wal and -shm.
  REQUIRE(moves_at(path) == "1");
  REQUIRE_FALSE(fs::exists(path + "-wal"));
  check_refused(*store);
  store.reset();
  CHECK(moves_at(path) == "1");
}

TEST_CASE("the -wal and -shm removed under the store: the next write stores nothing") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::remove(path + "-wal");
  fs::remove(path + "-shm");
  check_refused(*store);
}

TEST_CASE("a -wal replaced under the store is no longer its -wal") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = playing(path);
  fs::rename(path + "-wal", dir.file("old-wal"));
  fs::copy_file(dir.file("old-wal"), path + "-wal");
  check_refused(*store);
}

TEST_CASE("files left in place take every write, across stores on one file") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto first = playing(path);
  auto second = Store::open(path);
  second->append_move(1, kMove);
  first->append_move(1, kMove);
  first.reset();
  second->append_move(1, kMove);
  CHECK(second->moves(1).size() == 4);
}
