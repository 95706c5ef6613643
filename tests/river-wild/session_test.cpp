// SessionController with River Wild's engine: its illegal moves refused and optionally kept
// as house rulings (a card never on top of another), a runestone chosen in the setup, and
// its data files lost mid-session. Part of test_session (tests/session/), whose
// controller_test.cpp holds the controller's own cases.

#include <doctest/doctest.h>

#include <cstdlib>

#include <algorithm>
#include <filesystem>

#include "core/data_dir.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "games/river-wild/river_wild.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

using namespace trib;
using nlohmann::json;
using trib::SessionController;
using trib::SubmitStatus;
using trib::test::TempDb;

namespace {

json card(const char* id, int row, int col) {
  return {{"card", id}, {"row", row}, {"col", col}, {"side", "front"}};
}

// A River Wild table on the bundled catalog, no moves yet.
TableFile bundled_table() {
  const Game* game = find_game("river-wild");
  REQUIRE(game != nullptr);
  TableFile table;
  table.game = "river-wild";
  table.players = {"Di"};
  table.catalog = game->resolve_catalog(json::object());
  return table;
}

}  // namespace

TEST_CASE("an illegal move is refused, and kept only as an explicit house ruling") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  REQUIRE(session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);

  const auto outcome = session->submit(card("c05", 1, 2));  // beside c02, nothing above it
  CHECK(outcome.status == SubmitStatus::illegal);
  CHECK(outcome.rule == "no-support");
  REQUIRE(session->pending());
  CHECK_FALSE(session->pending()->refusal);
  CHECK(store->moves(id).size() == 1);  // never stored by itself

  session->record_pending_as_house_ruling();
  CHECK_FALSE(session->pending());
  REQUIRE(store->moves(id).size() == 2);
  CHECK(store->moves(id)[1].house_ruling);
  CHECK(session->is_house_ruling(1));
  CHECK(session->overridden_rule(1) == "no-support");
  CHECK_FALSE(session->replay_failure());

  // Applied: the card is on the table, out of the palette, and cannot be placed again.
  const auto& match = dynamic_cast<const river_wild::RiverWildMatch&>(session->match());
  const int c05 = *match.catalog().find("c05");
  CHECK(match.layout().has(c05));
  CHECK(match.move_count() == 2);
  const auto unplaced = match.unplaced_cards();
  CHECK(std::find(unplaced.begin(), unplaced.end(), c05) == unplaced.end());
  CHECK(session->submit(card("c05", 2, 0)).rule == "card-already-placed");
  REQUIRE(session->pending());
  CHECK(session->pending()->refusal);  // not even as a house ruling
  // The same reason twice: the line under the banner does not repeat it.
  CHECK(house_ruling_refusal_text(*session->pending()) ==
        "Not even a house ruling can allow this.");
  session->record_pending_as_house_ruling();
  CHECK(store->moves(id).size() == 2);

  // The score sheet counts it, and a replay of the exported table scores the same.
  const auto& warnings = session->scoreboard().warnings;
  CHECK(std::find(warnings.begin(), warnings.end(), "house ruling at move 1: no-support") !=
        warnings.end());
  const TableFile exported = store->load_session(id);
  CHECK(exported.moves[1].at(kHouseRulingKey) == true);
  const Replay replayed = replay(*find_game("river-wild"), exported);
  CHECK_FALSE(replayed.failed_at);
  CHECK(replayed.scoreboard().players[0].score == session->scoreboard().players[0].score);
  CHECK(replayed.scoreboard().warnings == warnings);
  // The score panel names house rulings itself: the game's own warnings leave that line out.
  const auto game_warnings = session->game_warnings();
  CHECK(game_warnings.size() == warnings.size() - 1);
  CHECK(std::find(game_warnings.begin(), game_warnings.end(),
                  "house ruling at move 1: no-support") == game_warnings.end());

  // Resuming later (the window closed) replays the log the same way; undo and redo keep
  // the flag.
  session.reset();
  auto resumed = SessionController::resume(*store, id);
  CHECK(resumed->move_total() == 2);
  CHECK(resumed->match().move_count() == 2);
  resumed->undo();
  CHECK(resumed->match().move_count() == 1);
  resumed->redo();
  CHECK(store->moves(id)[1].house_ruling);
  CHECK(resumed->match().move_count() == 2);
  CHECK(resumed->overridden_rule(1) == "no-support");
}

TEST_CASE("a house ruling cannot put a card on top of another") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  REQUIRE(session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
  REQUIRE(session->submit(card("c10", 2, 0)).status == SubmitStatus::stored);
  CHECK(session->submit(card("c09", 2, 1)).rule == "overlap");
  REQUIRE(session->pending());
  REQUIRE(session->pending()->refusal);
  CHECK(session->pending()->refusal->rule == "overlap");
  session->record_pending_as_house_ruling();
  CHECK(store->moves(id).size() == 2);
  CHECK(session->match().move_count() == 2);
}

TEST_CASE("a setup change (a runestone choice) is stored and rescored; a bad one is refused") {
  TempDb db;
  auto store = Store::open(db.path());
  const TableFile golden =
      read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) + "/river-wild/manual-runestone.json");
  REQUIRE(golden.setup.contains("runestones"));
  TableFile table = golden;
  table.setup = json::object();
  table.catalog = find_game("river-wild")->resolve_catalog(golden.catalog);
  const auto id = store->create_session(table);
  auto session = SessionController::resume(*store, id);
  const double automatic = session->scoreboard().players[0].score;

  REQUIRE(session->set_setup(golden.setup));
  const double chosen = replay(*find_game("river-wild"), golden).match->score().players[0].score;
  CHECK(session->scoreboard().players[0].score == chosen);
  CHECK(chosen < automatic);  // the golden's manual choice is worse than the app's best
  CHECK(store->load_session(id).setup == golden.setup);

  CHECK_FALSE(session->set_setup(json{{"hand", json::array({"no-such-card"})}}));
  CHECK_FALSE(session->error().empty());
  CHECK(store->load_session(id).setup == golden.setup);
  CHECK(session->scoreboard().players[0].score == chosen);
}

TEST_CASE(
    "a data file that becomes unreadable mid-session stops neither undo, redo nor the slider") {
  namespace fs = std::filesystem;
  TempDb db;
  const fs::path data = db.dir / "data";
  const fs::path bundled = trib::data_dir();
  fs::copy(bundled, data, fs::copy_options::recursive);
  ::setenv("TRIBUTARY_DATA", data.c_str(), 1);
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  REQUIRE(session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
  REQUIRE(session->submit(card("c10", 2, 0)).status == SubmitStatus::stored);
  auto review = SessionController::review(*store, id);

  fs::remove_all(data);  // the bundled catalog was read once, when the game first needed it
  session->undo();
  CHECK(session->error().empty());
  CHECK(session->match().move_count() == 1);
  CHECK(store->moves(id).size() == 1);
  session->redo();
  CHECK(session->match().move_count() == 2);
  CHECK(store->moves(id).size() == 2);
  review->set_cursor(1);
  CHECK(review->match().move_count() == 1);
  CHECK(review->error().empty());
  // Back to the folder this binary was given (test_session's names the fixture game's too).
  ::setenv("TRIBUTARY_DATA", bundled.c_str(), 1);
}
