// Store queries over 100 000 finished sessions (4 games, 20 players). The seeded file is
// cached in the build folder, keyed by schema version, so only the first run seeds it.

#include <benchmark/benchmark.h>
#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>

#include "store/store.h"

namespace {

constexpr int session_count = 100000;
constexpr int player_count = 20;

struct Game {
  const char* id;
  int min_players, max_players;
};
constexpr Game games[] = {{"game-a", 1, 1}, {"game-d", 1, 4}, {"game-c", 2, 6}, {"game-b", 2, 4}};

std::string player_name(int index) {
  return "Player " + std::to_string(index + 1);
}

void check(int rc, sqlite3* db) {
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) {
    throw std::runtime_error(std::string("seeding failed: ") + sqlite3_errmsg(db));
  }
}

struct Insert {
  sqlite3* db;
  sqlite3_stmt* stmt = nullptr;
  Insert(sqlite3* connection, const char* sql) : db(connection) {
    check(sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr), db);
  }
  ~Insert() { sqlite3_finalize(stmt); }
  Insert& bind(int i, std::int64_t v) { return check(sqlite3_bind_int64(stmt, i, v), db), *this; }
  Insert& bind(int i, double v) { return check(sqlite3_bind_double(stmt, i, v), db), *this; }
  Insert& bind(int i, const std::string& v) {
    return check(sqlite3_bind_text(stmt, i, v.c_str(), -1, SQLITE_TRANSIENT), db), *this;
  }
  void run() {
    check(sqlite3_step(stmt), db);
    sqlite3_reset(stmt);
    sqlite3_clear_bindings(stmt);
  }
};

// Fills the schema the store created with one big transaction of prepared inserts.
void seed(const std::string& path) {
  trib::Store::open(path);  // creates the schema
  sqlite3* db = nullptr;
  check(sqlite3_open(path.c_str(), &db), db);
  check(sqlite3_exec(db, "PRAGMA synchronous = OFF; BEGIN", nullptr, nullptr, nullptr), db);
  Insert player(db, "INSERT INTO players(id, name, last_used_at) VALUES (?, ?, ?)");
  for (int p = 0; p < player_count; ++p)
    player.bind(1, std::int64_t{p + 1}).bind(2, player_name(p)).bind(3, std::int64_t{p}).run();
  Insert session(db,
                 "INSERT INTO sessions(id, game, status, created_at, updated_at, finished_at, "
                 "table_json) VALUES (?, ?, 'finished', ?, ?, ?, ?)");
  Insert seat(db,
              "INSERT INTO session_players(session_id, seat, player_id, game, status, "
              "updated_at) VALUES (?, ?, ?, ?, 'finished', ?)");
  Insert move(db, "INSERT INTO moves(session_id, seq, move_json, created_at) VALUES (?, ?, ?, ?)");
  Insert result(db,
                "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, "
                "finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const char* ranks[] = {"Trickle", "Brook", "Stream", "River", "Delta"};
  std::mt19937 random(2024);
  for (std::int64_t id = 1; id <= session_count; ++id) {
    const Game& game = games[random() % 4];
    const int seats =
        game.min_players + static_cast<int>(random() % (game.max_players - game.min_players + 1));
    const std::int64_t finished = 1600000000 + id * 600 + random() % 300;
    std::vector<int> players;
    while (static_cast<int>(players.size()) < seats) {
      const int pick = static_cast<int>(random() % player_count);
      if (std::find(players.begin(), players.end(), pick) == players.end()) players.push_back(pick);
    }
    std::string table = R"({"format":1,"game":")" + std::string(game.id) + R"(","players":[)";
    std::vector<double> scores;
    for (int s = 0; s < seats; ++s) {
      table += (s ? ",\"" : "\"") + player_name(players[s]) + "\"";
      scores.push_back(static_cast<double>(random() % 80));
    }
    table += R"(],"catalog":{},"setup":{}})";
    session.bind(1, id).bind(2, std::string(game.id)).bind(3, finished - 1800).bind(4, finished);
    session.bind(5, finished).bind(6, table).run();
    for (std::int64_t m = 0; m < 3; ++m) {
      move.bind(1, id).bind(2, m).bind(3, std::string(R"({"card":"c07","col":0,"row":1})"));
      move.bind(4, finished).run();
    }
    for (int s = 0; s < seats; ++s) {
      std::int64_t place = 1;
      for (double other : scores) place += other > scores[s];
      seat.bind(1, id).bind(2, std::int64_t{s}).bind(3, std::int64_t{players[s] + 1});
      seat.bind(4, std::string(game.id)).bind(5, finished).run();
      result.bind(1, id).bind(2, std::int64_t{s}).bind(3, std::int64_t{players[s] + 1});
      result.bind(4, std::string(game.id)).bind(5, scores[s]).bind(6, place);
      if (seats == 1) result.bind(7, std::string(ranks[static_cast<int>(scores[s]) / 16]));
      result.bind(8, finished).run();
    }
  }
  check(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db);
  sqlite3_close(db);
}

std::string query_text(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* stmt = nullptr;
  std::string text;
  if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK &&
      sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_text(stmt, 0)) {
    text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return text;
}

// The cached file is reused only when it is complete and has this build's exact schema.
bool seeded(const std::string& path) {
  if (!std::filesystem::exists(path)) return false;
  const std::string fresh = path + ".schema";
  std::filesystem::remove(fresh);
  trib::Store::open(fresh);
  const char* schema =
      "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_schema "
      "ORDER BY name)";
  const bool same_schema = query_text(fresh, schema) == query_text(path, schema);
  for (const char* suffix : {"", "-wal", "-shm", "-clean"}) std::filesystem::remove(fresh + suffix);
  return same_schema &&
         query_text(path, "SELECT count(*) FROM sessions") == std::to_string(session_count);
}

const std::string& bench_db_path() {
  static const std::string path = std::string(TRIBUTARY_BENCH_DB_DIR) + "/bench_store_v" +
                                  std::to_string(trib::Store::schema_version) + "_100k.db";
  return path;
}

trib::Store& store() {
  static std::unique_ptr<trib::Store> opened = [] {
    const std::string& path = bench_db_path();
    if (!seeded(path)) {
      std::filesystem::remove(path);
      seed(path);
    }
    return trib::Store::open(path);
  }();
  return *opened;
}

const std::string busy_player = player_name(3);

void BM_RecordsPlayerGame(benchmark::State& state) {
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.records("game-d", busy_player));
}
void BM_RecordsAll(benchmark::State& state) {
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.records(std::nullopt, std::nullopt));
}
void BM_PersonalBest(benchmark::State& state) {
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.personal_best("game-c", busy_player));
}
void BM_ScoreHistory(benchmark::State& state) {
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.score_history("game-a", busy_player));
}
void BM_RankCounts(benchmark::State& state) {
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.rank_counts("game-a", busy_player));
}
void BM_HistoryByPlayer(benchmark::State& state) {
  trib::HistoryFilter filter;
  filter.player = busy_player;
  filter.limit = static_cast<int>(state.range(0));
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.sessions(filter));
}
void BM_HistoryByGame(benchmark::State& state) {
  trib::HistoryFilter filter;
  filter.game = "game-b";
  filter.limit = static_cast<int>(state.range(0));
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.sessions(filter));
}
// Worst cases: no session matches, so the whole index range is walked.
void BM_HistoryPlayerActive(benchmark::State& state) {
  trib::HistoryFilter filter;
  filter.player = busy_player;
  filter.status = trib::SessionStatus::active;
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.sessions(filter));
}
void BM_HistoryGameActive(benchmark::State& state) {
  trib::HistoryFilter filter;
  filter.game = "game-b";
  filter.status = trib::SessionStatus::active;
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.sessions(filter));
}
void BM_HistoryAll(benchmark::State& state) {
  trib::HistoryFilter filter;
  filter.limit = static_cast<int>(state.range(0));
  trib::Store& db = store();
  for (auto _ : state) benchmark::DoNotOptimize(db.sessions(filter));
}

// Opening for writing, as at every start: the file was closed cleanly, so no PRAGMA
// quick_check (store/clean_close.h); the full check's cost is in tests/bench/store_scale.
void BM_OpenForWriting(benchmark::State& state) {
  store();
  for (auto _ : state) benchmark::DoNotOptimize(trib::Store::open(bench_db_path()));
}

BENCHMARK(BM_OpenForWriting)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RecordsPlayerGame)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RecordsAll)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PersonalBest)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScoreHistory)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RankCounts)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HistoryByPlayer)->Arg(50)->Arg(200)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HistoryByGame)->Arg(50)->Arg(200)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HistoryPlayerActive)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HistoryGameActive)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HistoryAll)->Arg(50)->Arg(200)->Unit(benchmark::kMicrosecond);

}  // namespace
