// Settings' backups without a window, on real database files: a restore backs the
// database up first and then holds the backup's sessions; the daily backup at start is made
// once a day, keeps the last 7 daily ones, and never in screenshot mode.

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "store/backup_folder.h"
#include "ui/state/app_state.h"
#include "ui/state/backup_actions.h"

using namespace trib;
namespace fs = std::filesystem;

namespace {

// A scratch folder that is also $XDG_STATE_HOME while it lives.
struct StateFolder {
  fs::path path = fs::temp_directory_path() / ("tributary-ui-backup-" + std::to_string(getpid()));
  std::string old_state;
  StateFolder() {
    fs::remove_all(path);
    fs::create_directories(path);
    if (const char* old = std::getenv("XDG_STATE_HOME")) old_state = old;
    setenv("XDG_STATE_HOME", path.c_str(), 1);
  }
  ~StateFolder() {
    if (old_state.empty()) {
      unsetenv("XDG_STATE_HOME");
    } else {
      setenv("XDG_STATE_HOME", old_state.c_str(), 1);
    }
    fs::remove_all(path);
  }
  std::string backups() const { return (path / "tributary" / "backups").string(); }
};

void add_game(Store& store, const std::string& player) {
  TableFile table;
  table.game = "game-d";
  table.players = {player};
  table.moves = {{{"n", 1}}};
  store.create_session(table);
}

std::int64_t sessions(Store& store) {
  HistoryFilter all;
  all.limit = -1;
  return static_cast<std::int64_t>(store.sessions(all).size());
}

std::size_t files_in(const std::string& folder) {
  std::size_t count = 0;
  std::error_code missing;
  for (fs::directory_iterator it(folder, missing), end; !missing && it != end; ++it) ++count;
  return count;
}

}  // namespace

TEST_CASE("a restore backs the database up first, then holds the backup's sessions") {
  StateFolder state;
  ui::App app;
  ui::open_database(app, (state.path / "games.db").string());
  REQUIRE(app.store);
  add_game(*app.store, "Ada");
  const std::string backup = ui::back_up_now(app);
  CHECK(fs::path(backup).parent_path() == state.backups());
  add_game(*app.store, "Bo");  // played after the backup
  REQUIRE(sessions(*app.store) == 2);
  const auto version = app.data_version;

  const std::string saved = ui::restore_backup(app, backup);
  CHECK(sessions(*app.store) == 1);
  CHECK(app.data_version > version);
  CHECK(fs::path(saved).parent_path() == state.backups());
  CHECK(saved != backup);
  // Nothing is lost: the database as it was, Bo's game included, is in the first backup.
  CHECK(sessions(*Store::open_read_only(saved)) == 2);

  // A file that is no backup is refused after the backup, and the database stays.
  const std::string text = (state.path / "notes.db").string();
  std::FILE* notes = std::fopen(text.c_str(), "w");
  std::fputs("not a database", notes);
  std::fclose(notes);
  CHECK_THROWS_AS(ui::restore_backup(app, text), StoreError);
  CHECK(sessions(*app.store) == 1);
}

TEST_CASE("the daily backup is made once a day, keeps the last 7, and never for screenshots") {
  StateFolder state;
  ui::App app;
  ui::open_database(app, (state.path / "games.db").string());
  REQUIRE(app.store);
  add_game(*app.store, "Ada");

  app.screenshot_mode = true;
  ui::start_daily_backup(app);
  CHECK_FALSE(app.daily_backup.valid());
  CHECK(files_in(state.backups()) == 0);

  app.screenshot_mode = false;
  fs::create_directories(state.backups());
  for (int day = 10; day < 18; ++day) {  // eight old daily backups, from a month ago
    const std::string old =
        state.backups() + "/tributary-2000-01-" + std::to_string(day) + "-080000-auto.db";
    std::FILE* file = std::fopen(old.c_str(), "w");
    std::fclose(file);
    fs::last_write_time(old, fs::file_time_type::clock::now() - std::chrono::hours(24 * 30));
  }
  ui::start_daily_backup(app);
  REQUIRE(app.daily_backup.valid());
  app.daily_backup.wait();
  const std::optional<std::string> outcome = ui::take_daily_backup_outcome(app);
  REQUIRE(outcome);
  CHECK(outcome->find("Today's automatic backup: " + state.backups()) == 0);
  CHECK_FALSE(ui::take_daily_backup_outcome(app));  // said once
  CHECK(files_in(state.backups()) == ui::kDailyBackupsKept);
  CHECK_FALSE(fs::exists(state.backups() + "/tributary-2000-01-11-080000-auto.db"));
  CHECK(fs::exists(state.backups() + "/tributary-2000-01-12-080000-auto.db"));

  // Started again the same day: nothing to do.
  ui::start_daily_backup(app);
  CHECK_FALSE(app.daily_backup.valid());
}
