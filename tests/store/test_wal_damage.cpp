// A damaged -wal (#35 minor): SQLite's recovery keeps the transactions before the first
// frame whose checksum breaks and drops the rest without a word; the store says so.

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

constexpr std::size_t kWalHeader = 32;

// A database of `sessions` sessions, each its own transaction, all still in the -wal,
// copied (file and -wal) to `copy` as a crash would leave them. With `restart`, the log
// is first filled, checkpointed and started again, so older frames stay behind the new.
void crashed_copy(const TempDir& dir, const std::string& copy, int sessions, bool restart) {
  const std::string path = dir.file("live.db");
  auto store = Store::open(path);
  sqlite3* db = StoreAccess::db(*store);
  REQUIRE(sqlite3_exec(db, "PRAGMA wal_autocheckpoint = 0", nullptr, nullptr, nullptr) == 0);
  if (restart) {
    for (int i = 0; i < 8; ++i) store->create_session(make_table("game-a", {"Old"}));
    REQUIRE(sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_RESTART, nullptr, nullptr) ==
            SQLITE_OK);
  }
  for (int i = 0; i < sessions; ++i) store->create_session(make_table("game-a", {"Ada"}));
  write_bytes(copy, read_bytes(path));
  write_bytes(copy + "-wal", read_bytes(path + "-wal"));
}

std::int64_t page_size_of(const std::string& wal) {
  const std::string header = read_bytes(wal).substr(8, 4);
  std::int64_t size = 0;
  for (char byte : header) size = size * 256 + static_cast<unsigned char>(byte);
  return size;
}

}  // namespace

TEST_CASE("a -wal whose checksum breaks before committed transactions is reported") {
  TempDir dir;
  const std::string copy = dir.file("copy.db");
  crashed_copy(dir, copy, 6, false);
  const std::string wal = copy + "-wal";
  const std::int64_t frame = 24 + page_size_of(wal);
  const std::int64_t frames = (static_cast<std::int64_t>(read_bytes(wal).size()) - 32) / frame;
  REQUIRE(frames > 6);
  // A byte of a page in the middle of the log, as a torn write leaves it.
  const std::int64_t middle = frames / 2;
  const std::int64_t offset = kWalHeader + (middle - 1) * frame + 24 + 100;
  std::string byte = read_bytes(wal).substr(static_cast<std::size_t>(offset), 1);
  byte[0] = static_cast<char>(byte[0] ^ 0x5a);
  write_bytes(wal, byte, offset, false);

  auto store = Store::open(copy);
  REQUIRE(store->warnings().size() == 1);
  const std::string& warning = store->warnings().front();
  CAPTURE(warning);
  CHECK(warning.rfind(wal + " is damaged at frame " + std::to_string(middle) + " of " +
                          std::to_string(frames) + ":",
                      0) == 0);
  CHECK(warning.find("are missing") != std::string::npos);
  const auto kept = store->sessions({}).size();
  CHECK(kept < 6);  // what the warning is about: sessions committed, not read
  CHECK_FALSE(store->read_only());
  // Told once: the log is folded into the file when the store closes.
  store.reset();
  CHECK(Store::open(copy)->warnings().empty());
}

TEST_CASE("an intact -wal, and one holding an earlier log's frames, say nothing") {
  TempDir dir;
  const std::string whole = dir.file("whole.db");
  crashed_copy(dir, whole, 4, false);
  auto store = Store::open(whole);
  CHECK(store->warnings().empty());
  CHECK(store->sessions({}).size() == 4);

  TempDir other;
  const std::string restarted = other.file("restarted.db");
  crashed_copy(other, restarted, 2, true);
  auto again = Store::open(restarted);
  CHECK(again->warnings().empty());
  CHECK(again->sessions({}).size() == 10);
}

TEST_CASE("a damaged last frame of an unfinished transaction is not a loss") {
  TempDir dir;
  const std::string copy = dir.file("copy.db");
  crashed_copy(dir, copy, 3, false);
  const std::string wal = copy + "-wal";
  const std::int64_t frame = 24 + page_size_of(wal);
  // Half a frame more, as a kill in the middle of writing one leaves it.
  write_bytes(wal, std::string(static_cast<std::size_t>(frame / 2), '\x07'),
              static_cast<std::streamoff>(read_bytes(wal).size()), false);
  auto store = Store::open(copy);
  CHECK(store->warnings().empty());
  CHECK(store->sessions({}).size() == 3);
}
