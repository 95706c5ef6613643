// Sessions stored without category points (an older file, a merge, a repair) get them by
// being scored again with each game's own code: the same rows finishing them wrote.

#include <doctest/doctest.h>
#include <sqlite3.h>

#include <filesystem>

#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "session/category_backfill.h"
#include "temp_db.h"

namespace {

namespace fs = std::filesystem;

// Runs `sql` on its own connection; the first column of every row, one line each.
std::string backfill_query(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_busy_timeout(db, 5000);
  std::string out;
  const char* tail = sql.c_str();
  sqlite3_stmt* stmt = nullptr;
  while (*tail && sqlite3_prepare_v2(db, tail, -1, &stmt, &tail) == SQLITE_OK && stmt) {
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      const auto* text = sqlite3_column_text(stmt, 0);
      out += (text ? reinterpret_cast<const char*>(text) : "NULL") + std::string("\n");
    }
    sqlite3_finalize(stmt);
    stmt = nullptr;
  }
  sqlite3_close(db);
  return out;
}

constexpr const char* kCategoryRows =
    "SELECT session_id || '|' || seat || '|' || category || '|' || player_id || '|' || points "
    "|| '|' || table_points || '|' || pad FROM result_categories ORDER BY 1";

}  // namespace

TEST_CASE("scoring stored golden tables again gives the category rows finishing them gave") {
  trib::test::TempDb temp;
  const std::string path = temp.path();
  int stored = 0;
  {
    auto store = trib::Store::open(path);
    for (const trib::Game* game : trib::all_games()) {
      for (const auto& entry :
           fs::directory_iterator(fs::path(TRIBUTARY_TEST_DATA_DIR) / std::string(game->id()))) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
          continue;
        }
        try {
          trib::TableFile table = trib::read_table_file(entry.path().string());
          const trib::Replay replayed = trib::replay(*game, table);
          if (replayed.failed_at || !replayed.match->finished()) continue;
          table.catalog = game->resolve_catalog(table.catalog);
          store->create_session(table, replayed.scoreboard());
          ++stored;
        } catch (const std::exception&) {
          // A malformed golden table: not stored.
        }
      }
    }
  }
  REQUIRE(stored >= 12);
  const std::string finished_rows = backfill_query(path, kCategoryRows);
  CHECK(finished_rows.size() > 100);
  // As a migration from schema 4 leaves the file: no rows, every finished session waiting.
  backfill_query(path,
                 "DELETE FROM result_categories; INSERT OR IGNORE INTO categories_pending "
                 "SELECT DISTINCT session_id FROM results");
  REQUIRE(backfill_query(path, kCategoryRows).empty());
  auto store = trib::Store::open(path);
  CHECK(store->sessions_without_categories(1000).size() == static_cast<std::size_t>(stored));
  CHECK(trib::backfill_categories(*store, 5) == static_cast<std::size_t>(stored));
  CHECK(store->sessions_without_categories(1000).empty());
  CHECK(backfill_query(path, kCategoryRows) == finished_rows);
  CHECK(trib::backfill_categories(*store) == 0);
}
