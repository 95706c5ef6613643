// New session's name completion across case (Polish letters too), and the Players tab's
// rename and merge with a session open: it is set aside for the change and opened again
// with the new name, in the view the user is in.

#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>

#include "core/registry.h"
#include "ui/state/app_state.h"
#include "ui/state/name_completion.h"

using namespace trib;
using trib::ui::complete_player_name;

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

TEST_CASE("Tab completes a known name across case, Polish letters included") {
  const std::vector<std::string> known = {"Łucja", "Żaneta", "Ada", "Adam", "ŚWIATOSŁAW"};
  CHECK(complete_player_name(known, "łucja") == "Łucja");
  CHECK(complete_player_name(known, "łu") == "Łucja");
  CHECK(complete_player_name(known, "ŁU") == "Łucja");
  CHECK(complete_player_name(known, "ża") == "Żaneta");
  CHECK(complete_player_name(known, "świato") == "ŚWIATOSŁAW");
  CHECK(complete_player_name(known, "ad") == "Ada");  // the most recent first
  CHECK(complete_player_name(known, "ada") == "Ada");
  CHECK(complete_player_name(known, "Ada") == "Adam");  // not what is typed already
  CHECK_FALSE(complete_player_name(known, "lucja"));    // ł is not l
  CHECK_FALSE(complete_player_name(known, "Bo"));
  CHECK_FALSE(complete_player_name(known, ""));
}

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
