// The filtered queries behind records, personal bests, player pages and history must be
// index lookups: every statement the store runs is captured and checked with EXPLAIN
// QUERY PLAN.

#include <doctest/doctest.h>

#include <functional>
#include <regex>

#include "store/database.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

int capture(unsigned, void* context, void* statement, void*) {
  const char* sql = sqlite3_sql(static_cast<sqlite3_stmt*>(statement));
  if (sql) static_cast<std::vector<std::string>*>(context)->push_back(sql);
  return 0;
}

std::vector<std::string> statements_of(Store& store, const std::function<void()>& call) {
  std::vector<std::string> sql;
  sqlite3* db = StoreAccess::db(store);
  sqlite3_trace_v2(db, SQLITE_TRACE_STMT, capture, &sql);
  call();
  sqlite3_trace_v2(db, 0, nullptr, nullptr);
  return sql;
}

std::vector<std::string> plan(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  store_detail::add_functions(db);
  sqlite3_stmt* stmt = nullptr;
  std::vector<std::string> lines;
  REQUIRE(sqlite3_prepare_v2(db, ("EXPLAIN QUERY PLAN " + sql).c_str(), -1, &stmt, nullptr) ==
          SQLITE_OK);
  while (sqlite3_step(stmt) == SQLITE_ROW) {
    lines.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 3)));
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return lines;
}

// A full scan of a big table (sessions, their seats, moves, results, records), by any alias.
bool full_scan(const std::string& line) {
  static const std::regex scan(
      R"(^SCAN (sessions|session_players|moves|results|player_records|result_categories|s|sp|m|r|pr)\b)");
  return std::regex_search(line, scan);
}

void check_indexed(Store& store, const std::string& path, const char* what,
                   const std::function<void()>& call) {
  const std::vector<std::string> statements = statements_of(store, call);
  CHECK(!statements.empty());
  for (const std::string& sql : statements) {
    if (sql.rfind("SELECT", 0) != 0 && sql.rfind("DELETE", 0) != 0 && sql.rfind("UPDATE", 0) != 0) {
      continue;
    }
    for (const std::string& line : plan(path, sql)) {
      CAPTURE(what);
      CAPTURE(sql);
      CAPTURE(line);
      CHECK_FALSE(full_scan(line));
    }
  }
}

}  // namespace

TEST_CASE("filtered record and history queries use indexes, not table scans") {
  TempDir dir;
  const std::string path = dir.file("plans.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-d", {"Ada", "Bea"}));
  store->append_move(id, {{"tile", "a"}});
  store->finish_session(id, make_board({{"Ada", 3}, {"Bea", 4}}));
  const std::string game = "game-d", player = "Ada";

  check_indexed(*store, path, "records(game, player)", [&] { store->records(game, player); });
  check_indexed(*store, path, "records(game)", [&] { store->records(game, std::nullopt); });
  check_indexed(*store, path, "records(player)", [&] { store->records(std::nullopt, player); });
  check_indexed(*store, path, "personal_best", [&] { store->personal_best(game, player); });
  check_indexed(*store, path, "score_history", [&] { store->score_history(game, player); });
  check_indexed(*store, path, "rank_counts", [&] { store->rank_counts(game, player); });
  check_indexed(*store, path, "player_page", [&] { store->player_page(player); });
  check_indexed(*store, path, "category_earnings",
                [&] { store->category_earnings(game, player, RecordSessions::mirrored); });
  check_indexed(*store, path, "session", [&] { store->session(id); });
  check_indexed(*store, path, "load_session", [&] { store->load_session(id); });
  HistoryFilter filter;
  filter.game = game;
  check_indexed(*store, path, "sessions(game)", [&] { store->sessions(filter); });
  filter.player = player;
  check_indexed(*store, path, "sessions(game, player)", [&] { store->sessions(filter); });
  filter.game.reset();
  check_indexed(*store, path, "sessions(player)", [&] { store->sessions(filter); });
  filter.status = SessionStatus::active;
  check_indexed(*store, path, "sessions(player, active)", [&] { store->sessions(filter); });
  filter.game = game;
  check_indexed(*store, path, "sessions(game, player, active)", [&] { store->sessions(filter); });
  filter.player.reset();
  check_indexed(*store, path, "sessions(game, active)", [&] { store->sessions(filter); });
  filter.game.reset();
  check_indexed(*store, path, "sessions(active)", [&] { store->sessions(filter); });
  check_indexed(*store, path, "reopen", [&] { store->reopen_session(id); });
  check_indexed(*store, path, "append_move", [&] { store->append_move(id, {{"tile", "b"}}); });
  check_indexed(*store, path, "pop_move", [&] { store->pop_move(id); });
  check_indexed(*store, path, "delete", [&] { store->delete_session(id); });
}

TEST_CASE("the full-scan check itself recognises a scan") {
  CHECK(full_scan("SCAN results"));
  CHECK(full_scan("SCAN s USING INDEX sessions_by_update"));
  CHECK(full_scan("SCAN result_categories"));
  CHECK_FALSE(full_scan("SEARCH r USING COVERING INDEX results_by_game (game=? AND player_id=?)"));
  CHECK_FALSE(full_scan("SCAN players"));
}
