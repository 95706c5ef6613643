// A live session whose database file is deleted, or moved and replaced, under the window
// (#35 C1): the moves entered afterwards are kept in the window, never shown as stored,
// and can be saved as a table file or stored at the database's path again. Drives the
// App's actions without a window.

#include <doctest/doctest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>

#include "core/registry.h"
#include "core/table_file.h"
#include "ui/state/app_state.h"

using namespace trib;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

json card(const char* id, int row, int col) {
  return {{"card", id}, {"row", row}, {"col", col}, {"side", "front"}};
}

struct Folder {
  fs::path path;
  Folder() {
    static int count = 0;
    path = fs::temp_directory_path() /
           ("tributary-ui-moved-" + std::to_string(getpid()) + "-" + std::to_string(count++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Folder() { fs::remove_all(path); }
  Folder(const Folder&) = delete;
  Folder& operator=(const Folder&) = delete;
};

// What another program sees at `path`: the moves stored there ("none": no file).
std::string moves_at(const fs::path& path) {
  if (!fs::exists(path)) return "none";
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr);
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(db, "SELECT count(*) FROM moves", -1, &stmt, nullptr);
  const std::string count = sqlite3_step(stmt) == SQLITE_ROW
                                ? reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))
                                : "unreadable";
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return count;
}

// The window plays a River Wild session on `database`; one move is stored.
void play_one_move(ui::App& app, const fs::path& database) {
  ui::open_database(app, database.string());
  REQUIRE(app.store);
  TableFile table;
  table.game = "river-wild";
  table.players = {"Di"};
  table.catalog = find_game("river-wild")->resolve_catalog(json::object());
  ui::open_stored_session(app, app.store->create_session(table), false);
  REQUIRE(app.session);
  REQUIRE(app.session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
}

// The next move is kept in the window, unstored, and quitting asks first.
void check_kept(ui::App& app) {
  CHECK(app.session->submit(card("c10", 2, 0)).status == SubmitStatus::kept);
  CHECK(app.session->detached());
  CHECK(app.session->unsaved_moves() == 1);
  CHECK(app.session->move_total() == 2);
  CHECK_FALSE(ui::may_quit(app));
  CHECK(app.confirm_leaving == ui::App::Leaving::quit);
}

}  // namespace

TEST_CASE("a copy put back and opened by another program: the move is kept, then stored there") {
  Folder folder;
  const fs::path database = folder.path / "t.db";
  ui::App app;
  play_one_move(app, database);
  fs::rename(database, folder.path / "away.db");
  fs::copy_file(folder.path / "away.db", database);
  REQUIRE(moves_at(database) == "1");  // the copy's only user takes the -wal into it
  check_kept(app);
  CHECK(moves_at(database) == "1");

  const fs::path file = folder.path / "saved.json";
  CHECK(ui::save_session_as_table_file(app, file.string()).find("2 moves") != std::string::npos);
  CHECK(read_table_file(file.string()).moves.size() == 2);

  const std::int64_t id = *app.session->session_id();
  CHECK(ui::store_session_at_path(app).find("session " + std::to_string(id)) != std::string::npos);
  CHECK_FALSE(app.session->detached());
  CHECK(app.session->session_id() == id);  // the copy's session, continued
  CHECK(moves_at(database) == "2");
  CHECK(ui::may_quit(app));
  app.session->undo();  // stored again, so undone in the store too
  CHECK(moves_at(database) == "1");
  app.session->redo();
  CHECK(moves_at(database) == "2");
}

TEST_CASE("a deleted database: the moves kept go into a new file at its path") {
  Folder folder;
  const fs::path database = folder.path / "t.db";
  ui::App app;
  play_one_move(app, database);
  fs::remove(database);
  fs::remove(database.string() + "-wal");
  fs::remove(database.string() + "-shm");
  check_kept(app);
  CHECK(moves_at(database) == "none");
  app.session->undo();  // a kept move is taken back in the window only
  CHECK(app.session->unsaved_moves() == 0);
  CHECK_FALSE(app.session->can_undo());  // the stored one is out of reach
  app.session->redo();
  CHECK(app.session->unsaved_moves() == 1);

  ui::store_session_at_path(app);
  CHECK_FALSE(app.session->detached());
  CHECK(moves_at(database) == "2");
  CHECK(app.session->submit(card("c02", 1, 0)).status == SubmitStatus::illegal);
}
