// "Make a repaired copy": the copy holds whole sessions only, passes its own checks and
// opens for writing; the damaged original is never changed. Both ways of reading are
// tested: with the sqlite3 program's .recover (when it is installed) and row by row.

#include <doctest/doctest.h>

#include <cstdlib>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

constexpr int kSessions = 200;

std::string make_database(const TempDir& dir) {
  const std::string path = dir.file("games.db");
  auto store = Store::open(path);
  for (int i = 0; i < kSessions; ++i) {
    TableFile table = make_table("game-d", {"Ada", "Bo " + std::to_string(i % 5)});
    for (int m = 0; m < 6; ++m) table.moves.push_back({{"player", m % 2}, {"n", m}});
    if (i % 4 == 3) {
      store->create_session(table);  // still being played
    } else {
      store->create_session(table, make_board({{table.players[0], i}, {table.players[1], 50}}));
    }
  }
  return path;
}

// Runs the repair with PATH limited to `path_value` ("" keeps PATH), restoring PATH after.
RepairReport repair(const std::string& damaged, const std::string& copy, const char* path_value) {
  const char* saved = std::getenv("PATH");
  const std::string old = saved ? saved : "";
  if (path_value) setenv("PATH", path_value, 1);
  try {
    RepairReport report = Store::make_repaired_copy(damaged, copy);
    setenv("PATH", old.c_str(), 1);
    return report;
  } catch (...) {
    setenv("PATH", old.c_str(), 1);
    throw;
  }
}

// Every session in the copy is whole: seats, moves from 0 in order, and results for every
// seat of a finished one. Returns the number of sessions.
std::size_t check_whole(const std::string& copy, const RepairReport& report) {
  auto store = Store::open(copy);
  HistoryFilter all;
  all.limit = -1;
  const auto sessions = store->sessions(all);
  std::int64_t moves = 0;
  for (const SessionSummary& summary : sessions) {
    const TableFile table = store->load_session(summary.id);
    CHECK(summary.players == table.players);
    moves += summary.move_count;
    if (summary.status == SessionStatus::finished) CHECK_FALSE(summary.winners.empty());
  }
  CHECK(static_cast<std::int64_t>(sessions.size()) == report.sessions);
  CHECK(moves == report.moves);
  CHECK(raw_query(copy, "SELECT count(*) FROM results") == std::to_string(report.results));
  // Records are rebuilt from the copied results.
  CHECK(raw_query(copy, "SELECT coalesce(sum(games), 0) FROM player_records") ==
        raw_query(copy, "SELECT count(*) FROM results"));
  CHECK(raw_query(copy, "PRAGMA integrity_check") == "ok");
  CHECK(raw_query(copy, "PRAGMA foreign_key_check") == "");
  return sessions.size();
}

}  // namespace

TEST_CASE("a repaired copy of an intact database holds everything and reports no loss") {
  TempDir dir;
  const std::string original = make_database(dir);
  const std::string copy = dir.file("copy.db");
  const RepairReport report = repair(original, copy, dir.path().c_str());  // no sqlite3 here
  CHECK(report.method == "row by row");
  CHECK(report.losses.empty());
  CHECK(report.sessions == kSessions);
  CHECK(report.moves == kSessions * 6);
  CHECK(check_whole(copy, report) == kSessions);
  auto a = Store::open(original);
  auto b = Store::open(copy);
  CHECK(a->records(std::nullopt, std::nullopt).size() ==
        b->records(std::nullopt, std::nullopt).size());
  CHECK(a->load_session(17).moves == b->load_session(17).moves);
  // Every session keeps its stable id (what a merge tells sessions by).
  const std::string uids = "SELECT group_concat(uid) FROM (SELECT uid FROM sessions ORDER BY id)";
  CHECK(raw_query(copy, uids) == raw_query(original, uids));
}

TEST_CASE("repaired copies of damaged databases keep whole sessions; the original is untouched") {
  TempDir dir;
  const std::string pristine = read_bytes(make_database(dir));
  std::mt19937 random(314);
  // Debian 12's sqlite3 is built without sqlite_dbpage, so its .recover always fails and
  // the repair reads row by row; a sqlite3 whose .recover works is used.
  const std::string command = "sqlite3 '" + dir.file("games.db") + "' .recover >/dev/null 2>&1";
  const bool recover_works = std::system(command.c_str()) == 0;
  MESSAGE("sqlite3 .recover " << std::string(recover_works ? "works" : "fails") << " here");
  int repaired = 0;
  for (int copy = 0; copy < 6; ++copy) {
    CAPTURE(copy);
    std::string bytes = pristine;
    const std::size_t at = 4096 * (2 + random() % (bytes.size() / 4096 - 2));
    bytes.replace(at, 4096, random_bytes(4096, static_cast<unsigned>(random())));
    const std::string damaged = dir.file("damaged-" + std::to_string(copy) + ".db");
    write_bytes(damaged, bytes);
    for (const bool row_by_row : {true, false}) {
      CAPTURE(row_by_row);
      const std::string out =
          dir.file("copy-" + std::to_string(copy) + (row_by_row ? "-rows" : "-recover") + ".db");
      try {
        const RepairReport report = repair(damaged, out, row_by_row ? dir.path().c_str() : nullptr);
        CHECK(report.method == (row_by_row || !recover_works ? "row by row" : "sqlite3 .recover"));
        CHECK(check_whole(out, report) > 0);
        ++repaired;
      } catch (const StoreError& error) {
        // Only a damaged sessions table itself may leave nothing to copy.
        CHECK(std::string(error.what()).find("cannot repair") == 0);
        CHECK_FALSE(std::filesystem::exists(out));
      }
      CHECK(read_bytes(damaged) == bytes);
      CHECK_FALSE(std::filesystem::exists(damaged + "-wal"));
      CHECK_FALSE(std::filesystem::exists(damaged + "-shm"));
    }
  }
  CHECK(repaired >= 5);
}

TEST_CASE("the repair refuses to overwrite a file and gives up cleanly on noise") {
  TempDir dir;
  const std::string original = make_database(dir);
  write_bytes(dir.file("taken.db"), "mine");
  CHECK_THROWS_WITH_AS(Store::make_repaired_copy(original, dir.file("taken.db")),
                       doctest::Contains("exists already"), StoreError);
  CHECK(read_bytes(dir.file("taken.db")) == "mine");
  write_bytes(dir.file("noise.db"), random_bytes(20000, 5));
  CHECK_THROWS_WITH_AS(Store::make_repaired_copy(dir.file("noise.db"), dir.file("out.db")),
                       doctest::Contains("cannot repair"), StoreError);
  CHECK_FALSE(std::filesystem::exists(dir.file("out.db")));
}

TEST_CASE("repaired copies get a free name beside the original") {
  TempDir dir;
  CHECK(repaired_copy_path(dir.file("t.db")) == dir.file("t-repaired.db"));
  write_bytes(dir.file("t-repaired.db"), "x");
  CHECK(repaired_copy_path(dir.file("t.db")) == dir.file("t-repaired-2.db"));
}
