// The GUI's way out of a damaged database: the database-problem modal offers a repaired
// copy, and opening it makes it the database in use. Drives the modal's actions without a
// window.

#include <doctest/doctest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "ui/state/app_state.h"

using namespace trib;

namespace {

std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A database of finished sessions whose index pages are overwritten: quick_check flags it,
// and every session can still be read.
std::filesystem::path make_damaged_database(const std::filesystem::path& dir) {
  const auto path = dir / "games.db";
  {
    auto store = Store::open(path.string());
    for (int i = 0; i < 100; ++i) {
      TableFile table;
      table.game = "game-d";
      table.players = {"Ada", "Bo"};
      table.moves = {{{"player", 0}, {"n", i}}};
      Scoreboard board;
      board.finished = true;
      for (const char* name : {"Ada", "Bo"}) {
        PlayerResult player;
        player.name = name;
        player.score = name[0] == 'A' ? 1 + i : 0;
        board.players.push_back(player);
      }
      assign_places(board.players);
      store->create_session(table, board);
    }
  }
  sqlite3* db = nullptr;  // immutable: a plain reader would leave a -wal and -shm behind
  const std::string uri = "file:" + path.string() + "?immutable=1";
  sqlite3_open_v2(uri.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr);
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(db, "SELECT rootpage FROM sqlite_schema WHERE name = 'sessions_by_update'", -1,
                     &stmt, nullptr);
  REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
  const auto page = sqlite3_column_int64(stmt, 0);
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  std::string bytes = read_bytes(path);
  std::mt19937 random(7);
  for (std::size_t i = 0; i < 1000; ++i) {
    bytes[static_cast<std::size_t>((page - 1) * 4096) + 8 + i] = static_cast<char>(random());
  }
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  return path;
}

}  // namespace

TEST_CASE("a damaged database is offered a repaired copy, which then becomes the database") {
  const auto dir =
      std::filesystem::temp_directory_path() / ("tributary-ui-repair-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const auto damaged = make_damaged_database(dir);
  const std::string before = read_bytes(damaged);

  ui::App app;
  ui::open_database(app, damaged.string());
  REQUIRE_FALSE(app.store);
  CHECK(app.show_store_error);
  CHECK(app.store_damaged);
  CHECK(app.store_error.find("is damaged") != std::string::npos);

  ui::make_repaired_copy(app);
  CHECK(app.repaired_path == (dir / "games-repaired.db").string());
  CHECK(app.repair_report.find("100 sessions with 100 moves kept") != std::string::npos);
  CHECK(app.repair_report.find("Nothing was lost.") != std::string::npos);

  ui::open_repaired_copy(app);
  REQUIRE(app.store);
  CHECK(app.database_path == app.repaired_path);
  CHECK(app.settings.database_path == app.repaired_path);
  CHECK(app.store->records("game-d", std::string("Ada")).front().games == 100);
  CHECK(read_bytes(damaged) == before);
  CHECK_FALSE(std::filesystem::exists(damaged.string() + "-wal"));

  app.store.reset();
  std::filesystem::remove_all(dir);
}

TEST_CASE("a database that is not damaged but unusable offers no repair") {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("tributary-ui-norepair-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  ui::App app;
  ui::open_database(app, (dir / "is-a-folder").string() + "/");
  CHECK_FALSE(app.store);
  CHECK_FALSE(app.store_damaged);
  std::filesystem::remove_all(dir);
}
