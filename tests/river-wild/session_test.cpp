// SessionController with River Wild's engine: undo/redo through the store, illegal moves
// refused and optionally kept as house rulings, two windows on one session, resuming and
// reviewing, finishing with personal-best badges, setup changes and data files lost
// mid-session. Part of test_session (tests/session/).

#include <doctest/doctest.h>

#include <cstdlib>

#include <algorithm>
#include <filesystem>

#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "games/river-wild/river_wild.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

#include <sqlite3.h>

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

// The score a fresh replay of `moves` gives: what the session must show.
double replayed_score(TableFile table, const json& moves) {
  table.moves = moves;
  return replay(*find_game(table.game), table).match->score().players.at(0).score;
}

TableFile finished_table_without_moves(json& moves) {
  TableFile table =
      read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) + "/river-wild/largest-tie.json");
  moves = table.moves;
  table.moves = json::array();
  return table;
}

}  // namespace

TEST_CASE("moves are stored, undone and redone through the store") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  CHECK_FALSE(session->read_only());

  CHECK(session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
  CHECK(session->submit(card("c10", 2, 0)).status == SubmitStatus::stored);
  CHECK(store->moves(id).size() == 2);
  CHECK(session->scoreboard().players[0].score ==
        replayed_score(bundled_table(), json::array({card("c02", 1, 0), card("c10", 2, 0)})));

  session->undo();
  CHECK(session->move_total() == 1);
  CHECK(store->moves(id).size() == 1);
  CHECK(session->can_redo());
  session->redo();
  CHECK(store->moves(id).size() == 2);
  CHECK(store->moves(id)[1].move == card("c10", 2, 0));
  CHECK_FALSE(session->can_redo());

  session->undo();
  CHECK(session->submit(card("c10", 2, 0)).status == SubmitStatus::stored);
  CHECK_FALSE(session->can_redo());  // a new move drops the redo stack
}

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

TEST_CASE("a second window on a live session opens it read-only and says why") {
  TempDb db;
  auto first_store = Store::open(db.path());
  auto second_store = Store::open(db.path());  // another app instance on the same file
  const auto id = first_store->create_session(bundled_table());
  auto first = SessionController::resume(*first_store, id);
  CHECK_FALSE(first->read_only());
  auto second = SessionController::resume(*second_store, id);
  CHECK(second->read_only());
  CHECK(second->error().find("open in another Tributary window") != std::string::npos);
  CHECK(second->submit(card("c02", 1, 0)).status == SubmitStatus::failed);
  CHECK(first->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
  // Closed in the first window, the session is live in the next one that resumes it.
  first.reset();
  auto third = SessionController::resume(*second_store, id);
  CHECK_FALSE(third->read_only());
  CHECK(third->error().empty());
  CHECK(third->submit(card("c10", 2, 0)).status == SubmitStatus::stored);
}

TEST_CASE("a stale window's move is refused and nothing illegal is stored") {
  TempDb db;
  auto store = Store::open(db.path());
  auto other = Store::open(db.path());  // a writer that takes no lock: an older build, a script
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  other->append_move(id, card("c02", 1, 0));
  // The window still shows the empty table, where c02 fits: stored, the log would place
  // c02 twice.
  const auto outcome = session->submit(card("c02", 1, 0));
  CHECK(outcome.status == SubmitStatus::failed);
  CHECK(outcome.message.find("changed in another Tributary window") != std::string::npos);
  CHECK(session->error() == outcome.message);
  CHECK(session->move_total() == 0);
  CHECK(store->moves(id).size() == 1);
  const TableFile stored = store->load_session(id);
  CHECK_FALSE(replay(*find_game(stored.game), stored).failed_at);
  // Nor does an undo of the stale view remove the other writer's move.
  REQUIRE(other->pop_move(id));
  other->append_move(id, card("c10", 2, 0));
  other->append_move(id, card("c02", 1, 0));
  session.reset();  // the window closes, and opens again on the two moves
  session = SessionController::resume(*store, id);
  other->pop_move(id);
  session->undo();
  CHECK(store->moves(id).size() == 1);
  CHECK(session->error().find("changed in another Tributary window") != std::string::npos);
}

TEST_CASE("malformed moves are reported, not stored") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  const auto outcome = session->submit(json{{"card", "c02"}, {"row", "one"}});
  CHECK(outcome.status == SubmitStatus::malformed);
  CHECK_FALSE(outcome.message.empty());
  CHECK_FALSE(session->pending());
  CHECK(store->moves(id).empty());
  CHECK(session->check(json(7)).reason().rule == "malformed-move");
}

TEST_CASE("review sessions are read-only and step through the moves") {
  TempDb db;
  auto store = Store::open(db.path());
  TableFile table = bundled_table();
  table.moves = json::array({card("c02", 1, 0), card("c10", 2, 0)});
  const auto id = store->create_session(table);
  auto review = SessionController::review(*store, id);
  CHECK(review->read_only());
  CHECK(review->cursor() == 2);
  CHECK(review->submit(card("c09", 3, 0)).status == SubmitStatus::failed);
  review->set_cursor(1);
  CHECK(review->cursor() == 1);
  CHECK(review->match().move_count() == 1);
  CHECK(review->scoreboard().players[0].score ==
        replayed_score(bundled_table(), json::array({card("c02", 1, 0)})));
  CHECK(store->moves(id).size() == 2);
}

TEST_CASE("a table file with an illegal move is shown up to that move") {
  TableFile table = read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) +
                                    "/river-wild/bundled-illegal-overlap.json");
  auto session = SessionController::review_file(table, "overlap.json");
  REQUIRE(session->replay_failure());
  CHECK(session->replay_failure()->move == 2);
  CHECK(session->replay_failure()->rule == "overlap");
  CHECK(session->match().move_count() == 2);
}

TEST_CASE("finishing stores results; badges compare with the best before the session") {
  TempDb db;
  auto store = Store::open(db.path());
  json moves;
  const TableFile table = finished_table_without_moves(moves);
  REQUIRE(moves.size() >= 1);

  const auto first_id = store->create_session(table);
  auto first = SessionController::resume(*store, first_id);
  for (const json& move : moves) REQUIRE(first->submit(move).status == SubmitStatus::stored);
  REQUIRE(first->finished());
  REQUIRE(first->final_results().size() == 1);
  CHECK_FALSE(first->final_results()[0].previous_best);  // a first result
  CHECK(store->session(first_id)->status == SessionStatus::finished);
  const double score = first->final_results()[0].player.score;
  CHECK(store->personal_best(table.game, table.players[0]) == score);

  // The same game again: equal to the best, so no new-best badge.
  const auto second_id = store->create_session(table);
  auto second = SessionController::resume(*store, second_id);
  for (const json& move : moves) REQUIRE(second->submit(move).status == SubmitStatus::stored);
  REQUIRE(second->final_results().size() == 1);
  CHECK(second->final_results()[0].previous_best == score);
  CHECK_FALSE(second->final_results()[0].new_best);

  // Undo after the end reopens the session and clears its results.
  second->undo();
  CHECK(store->session(second_id)->status == SessionStatus::active);
  CHECK(second->final_results().empty());
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
  fs::copy(trib::game_data_file("river-wild", "cards.json").parent_path().parent_path(), data,
           fs::copy_options::recursive);
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
  ::unsetenv("TRIBUTARY_DATA");
}

TEST_CASE("a failed write's banner goes once a later write succeeds (a disk full, then freed)") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(bundled_table());
  auto session = SessionController::resume(*store, id);
  // Another program holds the write lock past the store's 5 s wait: the write fails as
  // one on a full disk does, and goes through once the lock (the space) is back.
  sqlite3* other = nullptr;
  REQUIRE(sqlite3_open(db.path().c_str(), &other) == SQLITE_OK);
  REQUIRE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK);
  CHECK(session->submit(card("c02", 1, 0)).status == SubmitStatus::failed);
  CHECK_FALSE(session->error().empty());
  CHECK(store->moves(id).empty());
  REQUIRE(sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(other);
  CHECK(session->submit(card("c02", 1, 0)).status == SubmitStatus::stored);
  CHECK(session->error().empty());
  CHECK(store->moves(id).size() == 1);
}

TEST_CASE("after a language switch, reword() shows the session's score lines in the new one") {
  TableFile table =
      read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) + "/river-wild/largest-tie.json");
  auto session = SessionController::review_file(table, "largest-tie.json");
  REQUIRE(session);
  const auto first_label = [&] {
    return session->scoreboard().players.at(0).breakdown.at(0).label;
  };
  const std::string english = first_label();
  i18n::use(i18n::Language::polish);
  CHECK(first_label() == english);  // worded when the moves were replayed
  session->reword();
  const std::string polish = first_label();
  i18n::use(i18n::Language::english);
  CHECK(polish != english);
  CHECK(polish.rfind("Chronione tereny", 0) == 0);
  session->reword();
  CHECK(first_label() == english);
}
