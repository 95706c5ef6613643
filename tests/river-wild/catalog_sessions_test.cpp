// A new River Wild GUI session starts from the user's catalog and stores it; the stored
// session keeps that exact catalog whatever later happens to the user's catalog or to the
// bundled data. A real database file and the app's own "New session" path. Part of
// test_catalog_sessions (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/json_view.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/user_catalog.h"
#include "games/river-wild/river_wild.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_home.h"
#include "ui/state/app_state.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

// A copy of the bundled data/ folder that $TRIBUTARY_DATA points to while it lives.
class TempDataCopy {
 public:
  explicit TempDataCopy(const fs::path& under) : path_(under / "data") {
    fs::copy(fs::path(TRIBUTARY_TEST_DATA_DIR) / ".." / ".." / "data", path_,
             fs::copy_options::recursive);
    setenv("TRIBUTARY_DATA", path_.c_str(), 1);
  }
  ~TempDataCopy() { unsetenv("TRIBUTARY_DATA"); }
  TempDataCopy(const TempDataCopy&) = delete;
  TempDataCopy& operator=(const TempDataCopy&) = delete;
  fs::path file(const std::string& game, const std::string& name) const {
    return path_ / game / name;
  }

 private:
  fs::path path_;
};

double score_of(const trib::SessionController& session) {
  return session.scoreboard().players.at(0).score;
}

}  // namespace

TEST_CASE("a stored session keeps the catalog it was played with") {
  trib::test::TempDataHome home;
  TempDataCopy data(home.path());
  const trib::Game& game = *trib::find_game("river-wild");
  const std::string db = (home.path() / "sessions.db").string();

  // The owner's catalog: protected lands worth 3, their own rank titles.
  json mine = game.resolve_catalog(json::object());
  mine["scoring"]["protected_land"] = 3;
  mine["ranks"] = json::parse(R"([{"min": 0, "title": "Mine"}])");
  trib::install_user_catalog(game, mine);

  trib::ui::App app;
  trib::ui::open_database(app, db);
  REQUIRE(app.store);
  trib::ui::start_new_session(app, "river-wild");
  CHECK(app.setup.catalog == mine);
  CHECK(app.setup.catalog_changes == 2);
  CHECK(app.setup.catalog_problem.empty());

  // Started and played as the dialog does: the table carries the resolved catalog.
  trib::TableFile table;
  table.game = "river-wild";
  table.players = {"Ada"};
  table.catalog = app.setup.catalog;
  const std::int64_t id = app.store->create_session(table);
  auto session = trib::SessionController::resume(*app.store, id);
  for (int move = 0; move < 6; ++move) {
    const auto& match = dynamic_cast<const trib::river_wild::RiverWildMatch&>(session->match());
    const auto spots = match.legal_spots(match.unplaced_cards());
    REQUIRE_FALSE(spots.empty());
    const auto& p = spots.front();
    const json next = {{"card", match.catalog().card(p.card).id},
                       {"row", p.row},
                       {"col", p.col},
                       {"side", p.back ? "back" : "front"}};
    REQUIRE(session->submit(next).status == trib::SubmitStatus::stored);
  }
  const double played = score_of(*session);
  const trib::Scoreboard board = session->scoreboard();
  CHECK(*board.players[0].rank == "Mine");
  const json moves = session->table().moves;
  session.reset();
  app.store.reset();

  // Later: the owner resets their catalog and a new version changes the bundled data.
  trib::reset_user_catalog(game);
  json bundled = trib::load_json_file(data.file("river-wild", "cards.json").string());
  bundled["scoring"]["protected_land"] = 7;
  std::ofstream(data.file("river-wild", "cards.json")) << bundled.dump();
  std::ofstream(data.file("river-wild", "ranks.json"))
      << R"({"ranks": [{"min": 0, "title": "Changed"}]})";

  // The same moves on today's catalog would score differently (so this test can fail) …
  trib::TableFile fresh = table;
  fresh.catalog = json::object();
  fresh.moves = moves;
  const trib::Replay today = trib::replay(game, fresh);
  CHECK(today.match->score().players[0].score != played);

  // … but the stored session, reopened from the database file, scores as it was played.
  const auto store = trib::Store::open(db);
  const auto resumed = trib::SessionController::resume(*store, id);
  CHECK(score_of(*resumed) == played);
  CHECK(*resumed->scoreboard().players[0].rank == "Mine");
  const auto reviewed = trib::SessionController::review(*store, id);
  CHECK(score_of(*reviewed) == played);
  CHECK(store->load_session(id).catalog == mine);

  // Bundled catalogs are read once per run: a new session in this run still starts from
  // the bundled catalog as it was read, not from the file changed underneath it.
  trib::ui::App later;
  trib::ui::open_database(later, db);
  trib::ui::start_new_session(later, "river-wild");
  CHECK(later.setup.catalog_changes == 0);
  CHECK(later.setup.catalog["scoring"]["protected_land"] == 2);
}
