#pragma once
// Helpers for the store tests: a temporary folder, raw file access and small tables.

#include <doctest/doctest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "store/schema.h"
#include "store/store.h"

namespace trib {

// Grants the tests the store's connection (declared a friend in store.h).
struct StoreAccess {
  static sqlite3* db(Store& store) { return store.db_; }
};

}  // namespace trib

namespace trib::test {

// A unique folder under the system temp dir, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    std::random_device seed;
    const auto base = std::filesystem::temp_directory_path();
    do {
      path_ = base / ("tributary-store-test-" + std::to_string(seed()));
    } while (!std::filesystem::create_directory(path_));
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::permissions(path_, std::filesystem::perms::owner_all,
                                 std::filesystem::perm_options::add, ignored);
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

inline void write_bytes(const std::string& path, const std::string& bytes,
                        std::streamoff offset = 0, bool truncate = true) {
  std::fstream out(path, std::ios::binary | std::ios::in | std::ios::out |
                             (truncate ? std::ios::trunc : std::ios::openmode{}));
  if (!out) out.open(path, std::ios::binary | std::ios::out);
  out.seekp(offset);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::string random_bytes(std::size_t count, unsigned seed) {
  std::mt19937 random(seed);
  std::string bytes(count, '\0');
  for (char& byte : bytes) byte = static_cast<char>(random() & 0xff);
  return bytes;
}

// Runs SQL on a raw connection (outside the store) and returns the first column of the
// first row, or "" when there is none.
inline std::string raw_query(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr);
  sqlite3_busy_timeout(db, 5000);
  std::string result;
  sqlite3_stmt* stmt = nullptr;
  const char* tail = sql.c_str();
  while (*tail && sqlite3_prepare_v2(db, tail, -1, &stmt, &tail) == SQLITE_OK && stmt) {
    if (sqlite3_step(stmt) == SQLITE_ROW && result.empty() && sqlite3_column_text(stmt, 0)) {
      result = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
    }
    sqlite3_finalize(stmt);
    stmt = nullptr;
  }
  sqlite3_close(db);
  return result;
}

// Every row of the store's tables in key order, one line each: two files with the same
// dump hold the same data, whatever their pages look like.
inline std::string table_dump(const std::string& path) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_busy_timeout(db, 5000);
  std::string dump;
  for (const char* table :
       {"players", "sessions", "session_players", "moves", "results", "player_records"}) {
    sqlite3_stmt* stmt = nullptr;
    const std::string sql = std::string("SELECT * FROM ") + table + " ORDER BY 1, 2";
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
      dump += std::string("no table ") + table + "\n";
      continue;
    }
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      dump += table;
      for (int column = 0; column < sqlite3_column_count(stmt); ++column) {
        const auto* text = sqlite3_column_text(stmt, column);
        dump += text ? "|" + std::string(reinterpret_cast<const char*>(text)) : "|NULL";
      }
      dump += "\n";
    }
    sqlite3_finalize(stmt);
  }
  sqlite3_close(db);
  return dump;
}

// Turns a closed database of this schema into one of version 3 as version 3 wrote it:
// the same rows in a file made by migrations 1 to 3, each session's catalog inside its
// table_json again (compact JSON, keys sorted, as the store writes it); the records are
// rebuilt by version 3's triggers.
inline void make_version_3(const std::string& path) {
  const std::string building = path + ".v3";
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(building.c_str(), &db) == SQLITE_OK);
  store_detail::migrate(db, building, 3);
  const std::string copy =
      "ATTACH '" + path +
      "' AS v4; BEGIN;"
      "INSERT INTO players SELECT * FROM v4.players;"
      "INSERT INTO sessions(id, game, status, created_at, updated_at, finished_at, table_json, "
      "  uid) SELECT id, game, status, created_at, updated_at, finished_at, table_json, uid "
      "  FROM v4.sessions;"
      "INSERT INTO session_players SELECT * FROM v4.session_players;"
      "INSERT INTO moves SELECT * FROM v4.moves;"
      "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, finished_at, "
      "  highest_wins) SELECT session_id, seat, player_id, game, score, place, rank, "
      "  finished_at, highest_wins FROM v4.results;";
  REQUIRE(sqlite3_exec(db, copy.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_stmt* rows = nullptr;
  sqlite3_prepare_v2(db,
                     "SELECT s.id, s.table_json, c.catalog_json FROM v4.sessions s "
                     "JOIN v4.catalogs c ON c.id = s.catalog_id",
                     -1, &rows, nullptr);
  sqlite3_stmt* update = nullptr;
  sqlite3_prepare_v2(db, "UPDATE main.sessions SET table_json = ? WHERE id = ?", -1, &update,
                     nullptr);
  while (sqlite3_step(rows) == SQLITE_ROW) {
    nlohmann::json table =
        nlohmann::json::parse(reinterpret_cast<const char*>(sqlite3_column_text(rows, 1)));
    table["catalog"] =
        nlohmann::json::parse(reinterpret_cast<const char*>(sqlite3_column_text(rows, 2)));
    const std::string text = table.dump();
    sqlite3_bind_text(update, 1, text.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(update, 2, sqlite3_column_int64(rows, 0));
    REQUIRE(sqlite3_step(update) == SQLITE_DONE);
    sqlite3_reset(update);
  }
  sqlite3_finalize(update);
  sqlite3_finalize(rows);
  REQUIRE(sqlite3_exec(db, "COMMIT; DETACH v4", nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  for (const char* suffix : {"-wal", "-shm", "-clean"}) std::filesystem::remove(path + suffix);
  std::filesystem::rename(building, path);
}

// Turns a closed database of this schema into one of version 5 as version 5 wrote it: the
// same rows in a file made by migrations 1 to 5, results without what version 6 copies
// into them; the records are rebuilt by version 5's triggers.
inline void make_version_5(const std::string& path) {
  const std::string building = path + ".v5";
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(building.c_str(), &db) == SQLITE_OK);
  store_detail::migrate(db, building, 5);
  const std::string copy =
      "ATTACH '" + path +
      "' AS v6; BEGIN;"
      "INSERT INTO players SELECT * FROM v6.players;"
      "INSERT INTO catalogs SELECT * FROM v6.catalogs;"
      "INSERT INTO sessions SELECT * FROM v6.sessions;"
      "INSERT INTO session_players SELECT * FROM v6.session_players;"
      "INSERT INTO moves SELECT * FROM v6.moves;"
      "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, finished_at, "
      "  highest_wins) SELECT session_id, seat, player_id, game, score, place, rank, "
      "  finished_at, highest_wins FROM v6.results;"
      "INSERT INTO result_categories SELECT * FROM v6.result_categories;"
      "DELETE FROM categories_pending;"
      "INSERT INTO categories_pending SELECT * FROM v6.categories_pending;"
      "COMMIT; DETACH v6";
  REQUIRE(sqlite3_exec(db, copy.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  for (const char* suffix : {"-wal", "-shm", "-clean"}) std::filesystem::remove(path + suffix);
  std::filesystem::rename(building, path);
}

inline TableFile make_table(const std::string& game, std::vector<std::string> players) {
  TableFile table;
  table.game = game;
  table.players = std::move(players);
  table.catalog = {{"cards", {{"c01", {{"rows", {"LLRR", "LRRL"}}}}}}};
  table.setup = {{"hand", {"c02", "c03"}}};
  table.notes = {{"x-note", "kitchen table"}};
  return table;
}

inline Scoreboard make_board(const std::vector<std::pair<std::string, double>>& scores,
                             std::optional<std::string> rank = std::nullopt) {
  Scoreboard board;
  board.finished = true;
  for (const auto& [name, score] : scores) {
    PlayerResult result;
    result.name = name;
    result.score = score;
    result.rank = rank;
    board.players.push_back(result);
  }
  assign_places(board.players);
  return board;
}

// Whether SQLite left a -wal or -shm file beside the database at `path`.
inline bool has_journal_files(const std::string& path) {
  return std::filesystem::exists(path + "-wal") || std::filesystem::exists(path + "-shm");
}

// Runs `body` (0: as expected, else a code naming what was not) where file permissions
// apply. They do not stop root, so as root it runs in a child that gives up root for
// "nobody" first and reports through its exit code, never running doctest's teardown
// (10: it could not become nobody; 11: it threw).
inline int with_permissions_enforced(const std::function<int()>& body) {
  if (geteuid() != 0) return body();
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    int code = 10;
    if (setgid(65534) == 0 && setuid(65534) == 0) {
      try {
        code = body();
      } catch (...) {
        code = 11;
      }
    }
    _exit(code);
  }
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  return WEXITSTATUS(status);
}

// A child process that runs `work(report_fd)` and reports 64-bit numbers on a pipe (the
// crash tests: it announces where it is, the parent kills it mid-write with SIGKILL).
// `work` must end the process itself (`_exit`), never return into doctest.
class ReportingChild {
 public:
  template <class Work>
  explicit ReportingChild(Work work) {
    int ends[2];
    REQUIRE(pipe(ends) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      close(ends[0]);
      work(ends[1]);
      _exit(0);
    }
    close(ends[1]);
    reports_ = ends[0];
  }
  ~ReportingChild() {
    if (pid_ > 0) kill_now();
    close(reports_);
  }
  ReportingChild(const ReportingChild&) = delete;
  ReportingChild& operator=(const ReportingChild&) = delete;

  // The next number reported, or nothing once the child has ended without another.
  std::optional<std::int64_t> next_report() {
    std::int64_t value = 0;
    if (read(reports_, &value, sizeof value) != static_cast<ssize_t>(sizeof value)) {
      return std::nullopt;
    }
    return value;
  }

  // SIGKILL after `micros` µs, or, with `after_done`, once the child reports it is done;
  // whether it reported done before it died.
  bool kill_during(bool after_done, std::int64_t micros) {
    bool done = false;
    if (after_done) {
      done = next_report().has_value();
      REQUIRE(done);
    } else {
      std::this_thread::sleep_for(std::chrono::microseconds(micros));
    }
    kill_now();
    return done || next_report().has_value();
  }

  // SIGKILL, wherever the child is, and waits for it.
  void kill_now() {
    kill(pid_, SIGKILL);
    int status = 0;
    REQUIRE(waitpid(pid_, &status, 0) == pid_);
    pid_ = -1;
  }

 private:
  pid_t pid_ = -1;
  int reports_ = -1;
};

}  // namespace trib::test
