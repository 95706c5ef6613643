// A schema object another program added or altered (#35 M4): the file opens read-only
// with a message naming the object, nothing is written through it, and a repair copies
// the sessions into a clean file. The expected schema is the migrations' own, so these
// hold for whatever schema version this build writes.

#include <doctest/doctest.h>

#include "store/schema.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

// A database with one finished session of two moves, closed.
void make_database(const std::string& path) {
  auto store = Store::open(path);
  TableFile table = make_table("game-d", {"Ada", "Bea"});
  table.moves = nlohmann::json::array({{{"tile", "a"}}, {{"tile", "b"}}});
  store->create_session(table, make_board({{"Ada", 3}, {"Bea", 4}}));
}

std::string moves_of_all(const std::string& path) {
  return raw_query(path, "SELECT count(*) FROM moves");
}

// Opens `path` after `sql` changed its schema: it must be read-only, say so naming
// `object`, refuse a write with the same words and store nothing.
void check_refused(const std::string& path, const std::string& sql, const std::string& object) {
  make_database(path);
  REQUIRE(raw_query(path, sql + "; SELECT 'done'") == "done");
  const std::string before = table_dump(path);
  auto store = Store::open(path);
  CAPTURE(object);
  CHECK(store->read_only());
  REQUIRE(store->warnings().size() == 1);
  const std::string& warning = store->warnings().front();
  CAPTURE(warning);
  CHECK(warning.find(object) != std::string::npos);
  CHECK(warning.find("opened read-only") != std::string::npos);
  CHECK(warning.find("tributary repair") != std::string::npos);
  CHECK(store->read_only_reason().find(object) != std::string::npos);
  // Reading works as before.
  CHECK(store->sessions({}).size() == 1);
  CHECK(store->moves(1).size() == 2);
  TableFile table = make_table("game-d", {"Cid"});
  table.moves = nlohmann::json::array({{{"tile", "c"}}});
  try {
    store->create_session(table);
    FAIL("a write went through");
  } catch (const StoreError& error) {
    const std::string message = error.what();
    CAPTURE(message);
    CHECK(message.find(object) != std::string::npos);
    CHECK(message.find("read-only") != std::string::npos);
  }
  store.reset();
  CHECK(table_dump(path) == before);
}

}  // namespace

TEST_CASE("a foreign trigger opens the file read-only, naming it (the issue's trigger)") {
  TempDir dir;
  check_refused(dir.file("t.db"),
                "CREATE TRIGGER eat AFTER INSERT ON moves BEGIN DELETE FROM moves WHERE "
                "session_id = NEW.session_id AND seq = NEW.seq; END",
                "a trigger \"eat\" that Tributary did not create");
}

TEST_CASE("a foreign view opens the file read-only, naming it") {
  TempDir dir;
  check_refused(dir.file("v.db"), "CREATE VIEW totals AS SELECT count(*) FROM moves",
                "a view \"totals\" that Tributary did not create");
}

TEST_CASE("a foreign index opens the file read-only, naming it") {
  TempDir dir;
  check_refused(dir.file("i.db"), "CREATE INDEX moves_by_time ON moves(created_at)",
                "an index \"moves_by_time\" that Tributary did not create");
}

TEST_CASE("a foreign table opens the file read-only, naming it") {
  TempDir dir;
  check_refused(dir.file("x.db"), "CREATE TABLE notes(text TEXT)",
                "a table \"notes\" that Tributary did not create");
}

TEST_CASE("an altered table opens the file read-only, naming it") {
  TempDir dir;
  check_refused(dir.file("a.db"), "ALTER TABLE moves ADD COLUMN extra INTEGER",
                "a table \"moves\" that is not as Tributary created it");
}

TEST_CASE("a replaced trigger and a dropped index are named too") {
  TempDir dir;
  check_refused(dir.file("r.db"),
                "DROP TRIGGER sessions_changed; CREATE TRIGGER sessions_changed AFTER UPDATE "
                "ON sessions BEGIN SELECT 1; END",
                "a trigger \"sessions_changed\" that is not as Tributary created it");
  TempDir other;
  check_refused(other.file("d.db"), "DROP INDEX sessions_by_uid", "no index \"sessions_by_uid\"");
}

TEST_CASE("several foreign objects are named, the rest counted") {
  TempDir dir;
  const std::string path = dir.file("many.db");
  make_database(path);
  raw_query(path,
            "CREATE VIEW v1 AS SELECT 1; CREATE VIEW v2 AS SELECT 2; CREATE VIEW v3 AS SELECT 3; "
            "CREATE VIEW v4 AS SELECT 4; CREATE VIEW v5 AS SELECT 5");
  auto store = Store::open(path);
  REQUIRE(store->warnings().size() == 1);
  CHECK(store->warnings().front().rfind(
            path + " has a view \"v1\" that Tributary did not create, a view \"v2\" that "
                   "Tributary did not create, a view \"v3\" that Tributary did not create and "
                   "2 more such objects: opened read-only",
            0) == 0);
}

TEST_CASE("Tributary's own schema opens writable: new, migrated from version 1, analysed") {
  TempDir dir;
  const std::string fresh = dir.file("fresh.db");
  make_database(fresh);
  {
    auto store = Store::open(fresh);
    CHECK_FALSE(store->read_only());
    CHECK(store->warnings().empty());
  }
  // ANALYZE's statistics table steers query plans only.
  raw_query(fresh, "ANALYZE");
  REQUIRE(raw_query(fresh, "SELECT count(*) FROM sqlite_schema WHERE name = 'sqlite_stat1'") ==
          "1");
  CHECK_FALSE(Store::open(fresh)->read_only());

  // Every migration step's ALTER TABLE leaves the same SQL as on a new file.
  const std::string old = dir.file("v1.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(old.c_str(), &db) == SQLITE_OK);
    store_detail::migrate(db, old, 1);
    sqlite3_close(db);
  }
  CHECK_FALSE(Store::open(old)->read_only());  // migrated here
  auto again = Store::open(old);
  CHECK_FALSE(again->read_only());
  CHECK(again->warnings().empty());
}

TEST_CASE("an older file with a foreign object is refused, untouched, and repair is named") {
  TempDir dir;
  const std::string path = dir.file("v1.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    store_detail::migrate(db, path, 1);
    sqlite3_close(db);
  }
  raw_query(path, "CREATE VIEW mine AS SELECT 1");
  const std::string before = read_bytes(path);
  try {
    Store::open(path);
    FAIL("opened");
  } catch (const StoreError& error) {
    const std::string message = error.what();
    CAPTURE(message);
    CHECK(error.kind == StoreError::Kind::damaged);
    CHECK(message.find("a view \"mine\" that Tributary did not create") != std::string::npos);
    CHECK(message.find("tributary repair") != std::string::npos);
  }
  CHECK(raw_query(path, "PRAGMA user_version") == "1");
  CHECK(read_bytes(path) == before);
}

TEST_CASE("repair copies the sessions of a file with a foreign trigger into a clean file") {
  TempDir dir;
  const std::string path = dir.file("eaten.db");
  make_database(path);
  raw_query(path,
            "CREATE TRIGGER eat AFTER INSERT ON moves BEGIN DELETE FROM moves WHERE "
            "session_id = NEW.session_id AND seq = NEW.seq; END; "
            "CREATE VIEW totals AS SELECT count(*) FROM moves; "
            "CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('kept out')");
  REQUIRE(moves_of_all(path) == "2");
  const std::string copy = dir.file("clean.db");
  const RepairReport report = Store::make_repaired_copy(path, copy);
  CHECK(report.sessions == 1);
  CHECK(report.moves == 2);
  CHECK(report.losses.empty());
  CHECK(moves_of_all(copy) == "2");
  CHECK(raw_query(copy,
                  "SELECT count(*) FROM sqlite_schema WHERE name IN "
                  "('eat', 'totals', 'notes')") == "0");
  auto store = Store::open(copy);
  CHECK_FALSE(store->read_only());
  CHECK(store->warnings().empty());
  // The copy stores moves again.
  store->create_session(make_table("game-d", {"Cid"}));
  TableFile table = make_table("game-d", {"Dee"});
  table.moves = nlohmann::json::array({{{"tile", "d"}}});
  const std::int64_t id = store->create_session(table);
  CHECK(store->moves(id).size() == 1);
}
