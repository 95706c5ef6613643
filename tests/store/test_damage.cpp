// Damaged databases are never written to: 30 copies of a real database, each damaged at
// random past its first page. Every copy PRAGMA quick_check flags must be refused for
// writing, left byte-identical, with no -wal or -shm file beside it.

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

constexpr int kPage = 4096;

// A database the store wrote itself: finished sessions with moves, several hundred pages.
std::string make_real_database(const TempDir& dir) {
  const std::string path = dir.file("real.db");
  auto store = Store::open(path);
  for (int i = 0; i < 300; ++i) {
    TableFile table = make_table("game-d", {"Ada", "Bo " + std::to_string(i % 7)});
    for (int m = 0; m < 8; ++m) {
      table.moves.push_back({{"player", m % 2}, {"tile", "t" + std::to_string(m)}, {"x", m}});
    }
    store->create_session(table, make_board({{table.players[0], i % 40}, {table.players[1], 20}}));
  }
  return path;
}

// quick_check's verdict from a connection that cannot write or create anything.
std::string quick_check(const std::string& path) {
  sqlite3* db = nullptr;
  const std::string uri = "file:" + path + "?immutable=1";
  sqlite3_open_v2(uri.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr);
  std::string verdict = "error";
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db, "PRAGMA quick_check", -1, &stmt, nullptr) == SQLITE_OK &&
      sqlite3_step(stmt) == SQLITE_ROW) {
    verdict = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return verdict;
}

}  // namespace

TEST_CASE("every randomly damaged copy that quick_check flags is refused and left untouched") {
  TempDir dir;
  const std::string original = make_real_database(dir);
  const std::string pristine = read_bytes(original);
  REQUIRE(pristine.size() > 50 * kPage);
  REQUIRE(quick_check(original) == "ok");
  std::mt19937 random(1107);
  int flagged = 0;
  for (int copy = 0; copy < 30; ++copy) {
    CAPTURE(copy);
    std::string bytes = pristine;
    // One to three damaged spots of 16 to 512 bytes, anywhere after page 1.
    const int spots = 1 + static_cast<int>(random() % 3);
    for (int spot = 0; spot < spots; ++spot) {
      const std::size_t length = 16 + random() % 497;
      const std::size_t at = kPage + random() % (bytes.size() - kPage - length);
      const std::string noise = random_bytes(length, static_cast<unsigned>(random()));
      bytes.replace(at, length, noise);
    }
    const std::string path = dir.file("damaged-" + std::to_string(copy) + ".db");
    write_bytes(path, bytes);
    if (quick_check(path) == "ok") continue;  // the noise landed where nothing is checked
    ++flagged;
    try {
      Store::open(path)->create_session(make_table("game-a", {"Eve"}));
      FAIL("a damaged copy was opened for writing");
    } catch (const StoreError& error) {
      CHECK(error.kind == StoreError::Kind::damaged);
      CHECK(std::string(error.what()).find("is damaged") != std::string::npos);
    }
    CHECK(read_bytes(path) == bytes);
    CHECK_FALSE(has_journal_files(path));
  }
  MESSAGE(flagged << " of 30 damaged copies flagged by quick_check");
  CHECK(flagged >= 20);
}

TEST_CASE("damage inside a row's text that quick_check cannot see still never breaks a read") {
  TempDir dir;
  const std::string path = make_real_database(dir);
  std::string bytes = read_bytes(path);
  // Overwrite one session's stored JSON text in place: the b-trees stay intact.
  const std::size_t at = bytes.find("kitchen table");
  REQUIRE(at != std::string::npos);
  bytes.replace(at, 6, "\x01{{{[[");
  write_bytes(path, bytes);
  REQUIRE(quick_check(path) == "ok");
  auto store = Store::open(path);
  int unreadable = 0;
  HistoryFilter all;
  all.limit = -1;
  for (const SessionSummary& summary : store->sessions(all)) {
    try {
      store->load_session(summary.id);
    } catch (const StoreError& error) {
      CHECK(error.kind == StoreError::Kind::damaged);
      ++unreadable;
    }
  }
  CHECK(unreadable == 1);
}
