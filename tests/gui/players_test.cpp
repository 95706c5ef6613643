// The Players tab's rename and merge with a session open: it is set aside for the change
// and opened again with the new name, in the view the user is in.

#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>

#include "core/registry.h"
#include "ui/state/app_state.h"

using namespace trib;

namespace {

struct TempDb {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("tributary-players-test-" + std::to_string(::getpid()));
  TempDb() {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~TempDb() { std::filesystem::remove_all(dir); }
  std::string path() const { return (dir / "players.db").string(); }
};

// A River Wild table on the bundled catalog, no moves yet.
TableFile solo_table(const std::string& player) {
  const Game* game = find_game("river-wild");
  REQUIRE(game != nullptr);
  TableFile table;
  table.game = "river-wild";
  table.players = {player};
  table.catalog = game->resolve_catalog(nlohmann::json::object());
  return table;
}

}  // namespace

TEST_CASE("renaming the open session's player opens it again with the new name") {
  TempDb db;
  ui::App app;
  app.store = Store::open(db.path());
  const std::int64_t id = app.store->create_session(solo_table("Gegżółka"));
  ui::open_stored_session(app, id, /*review=*/false);
  REQUIRE(app.session);
  REQUIRE_FALSE(app.session->read_only());
  app.view = ui::View::records;
  app.records.player = "gegżółka";
  const std::uint64_t version = app.data_version;

  CHECK(ui::rename_player(app, "Gegżółka", "Gżegżółka").empty());
  REQUIRE(app.session);
  CHECK(app.session->session_id() == id);
  CHECK_FALSE(app.session->read_only());  // live again: it holds the session's lock
  CHECK(app.session->table().players == std::vector<std::string>{"Gżegżółka"});
  CHECK(app.view == ui::View::records);
  CHECK(app.records.player == "Gżegżółka");
  CHECK(app.data_version > version);

  // A refusal changes nothing and keeps the session open.
  app.store->create_session(solo_table("Ada"));
  CHECK(ui::rename_player(app, "Gżegżółka", "ada").find("another player") != std::string::npos);
  CHECK(app.session->table().players == std::vector<std::string>{"Gżegżółka"});

  CHECK(ui::merge_players(app, "Gżegżółka", "ADA").empty());
  REQUIRE(app.session);
  CHECK(app.session->table().players == std::vector<std::string>{"Ada"});
  CHECK(app.records.player == "Ada");
  CHECK(app.store->players().size() == 1);
}
