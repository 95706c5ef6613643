// SessionController's own guarantees, whatever the game: undo and redo through the store,
// malformed moves refused, a second window read-only, a stale window's move refused,
// review read-only, a table shown up to its illegal move, finishing with results and
// badges, a failed write's banner, rewording after a language switch. They run through the
// fixture game (the stub of tests/add-game/stub/: stones s1, s2, s3 worth 1, 2, 3, taken in
// turn), found through the registry as every game is (tests/fixture/). Each game's own
// cases are tests/<game>/session_test.cpp.

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/i18n.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

#include <sqlite3.h>

using nlohmann::json;
using trib::SessionController;
using trib::Store;
using trib::SubmitStatus;
using trib::TableFile;
using trib::test::TempDb;

namespace {

json fixture_take(int seat, const char* stone) {
  return {{"player", seat}, {"stone", stone}};
}

// A fixture-game table on its bundled stones, no moves yet.
TableFile fixture_table(std::vector<std::string> players = {"Di"}) {
  const trib::Game* game = trib::find_game("stub-game");
  REQUIRE(game != nullptr);
  TableFile table;
  table.game = "stub-game";
  table.players = std::move(players);
  table.catalog = game->resolve_catalog(json::object());
  return table;
}

// The first seat's score a fresh replay of `moves` gives: what the session must show.
double fixture_replayed_score(const json& moves) {
  TableFile table = fixture_table();
  table.moves = moves;
  return trib::replay(*trib::find_game(table.game), table).match->score().players.at(0).score;
}

}  // namespace

TEST_CASE("moves are stored, undone and redone through the store") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(fixture_table());
  auto session = SessionController::resume(*store, id);
  CHECK_FALSE(session->read_only());

  CHECK(session->submit(fixture_take(0, "s2")).status == SubmitStatus::stored);
  CHECK(session->submit(fixture_take(0, "s1")).status == SubmitStatus::stored);
  CHECK(store->moves(id).size() == 2);
  CHECK(session->scoreboard().players[0].score ==
        fixture_replayed_score(json::array({fixture_take(0, "s2"), fixture_take(0, "s1")})));

  session->undo();
  CHECK(session->move_total() == 1);
  CHECK(store->moves(id).size() == 1);
  CHECK(session->scoreboard().players[0].score ==
        fixture_replayed_score(json::array({fixture_take(0, "s2")})));
  CHECK(session->can_redo());
  session->redo();
  CHECK(store->moves(id).size() == 2);
  CHECK(store->moves(id)[1].move == fixture_take(0, "s1"));
  CHECK_FALSE(session->can_redo());

  session->undo();
  CHECK(session->submit(fixture_take(0, "s1")).status == SubmitStatus::stored);
  CHECK_FALSE(session->can_redo());  // a new move drops the redo stack
}

TEST_CASE("a second window on a live session opens it read-only and says why") {
  TempDb db;
  auto first_store = Store::open(db.path());
  auto second_store = Store::open(db.path());  // another app instance on the same file
  const auto id = first_store->create_session(fixture_table());
  auto first = SessionController::resume(*first_store, id);
  CHECK_FALSE(first->read_only());
  auto second = SessionController::resume(*second_store, id);
  CHECK(second->read_only());
  CHECK(second->error().find("open in another Tributary window") != std::string::npos);
  CHECK(second->submit(fixture_take(0, "s1")).status == SubmitStatus::failed);
  CHECK(first->submit(fixture_take(0, "s1")).status == SubmitStatus::stored);
  // Closed in the first window, the session is live in the next one that resumes it.
  first.reset();
  auto third = SessionController::resume(*second_store, id);
  CHECK_FALSE(third->read_only());
  CHECK(third->error().empty());
  CHECK(third->submit(fixture_take(0, "s2")).status == SubmitStatus::stored);
}

TEST_CASE("a stale window's move is refused and nothing illegal is stored") {
  TempDb db;
  auto store = Store::open(db.path());
  auto other = Store::open(db.path());  // a writer that takes no lock: an older build, a script
  const auto id = store->create_session(fixture_table());
  auto session = SessionController::resume(*store, id);
  other->append_move(id, fixture_take(0, "s1"));
  // The window still shows every stone free: stored, the log would take s1 twice.
  const auto outcome = session->submit(fixture_take(0, "s1"));
  CHECK(outcome.status == SubmitStatus::failed);
  CHECK(outcome.message.find("changed in another Tributary window") != std::string::npos);
  CHECK(session->error() == outcome.message);
  CHECK(session->move_total() == 0);
  CHECK(store->moves(id).size() == 1);
  const TableFile stored = store->load_session(id);
  CHECK_FALSE(trib::replay(*trib::find_game(stored.game), stored).failed_at);
  // Nor does an undo of the stale view remove the other writer's move.
  REQUIRE(other->pop_move(id));
  other->append_move(id, fixture_take(0, "s2"));
  other->append_move(id, fixture_take(0, "s1"));
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
  const auto id = store->create_session(fixture_table());
  auto session = SessionController::resume(*store, id);
  const auto outcome = session->submit(json{{"player", "one"}, {"stone", "s1"}});
  CHECK(outcome.status == SubmitStatus::malformed);
  CHECK_FALSE(outcome.message.empty());
  CHECK_FALSE(session->pending());
  CHECK(store->moves(id).empty());
  CHECK(session->check(json(7)).reason().rule == "malformed-move");
}

TEST_CASE("review sessions are read-only and step through the moves") {
  TempDb db;
  auto store = Store::open(db.path());
  TableFile table = fixture_table();
  table.moves = json::array({fixture_take(0, "s1"), fixture_take(0, "s2")});
  const auto id = store->create_session(table);
  auto review = SessionController::review(*store, id);
  CHECK(review->read_only());
  CHECK(review->cursor() == 2);
  CHECK(review->submit(fixture_take(0, "s3")).status == SubmitStatus::failed);
  review->set_cursor(1);
  CHECK(review->cursor() == 1);
  CHECK(review->match().move_count() == 1);
  CHECK(review->scoreboard().players[0].score ==
        fixture_replayed_score(json::array({fixture_take(0, "s1")})));
  CHECK(store->moves(id).size() == 2);
}

TEST_CASE("a table file with an illegal move is shown up to that move") {
  TableFile table = fixture_table({"Ada", "Bo"});
  table.moves = json::array(
      {fixture_take(0, "s3"), fixture_take(1, "s2"), fixture_take(0, "s2"), fixture_take(1, "s1")});
  auto session = SessionController::review_file(table, "taken-twice.json");
  REQUIRE(session->replay_failure());
  CHECK(session->replay_failure()->move == 2);
  CHECK(session->replay_failure()->rule == "stone-taken");
  CHECK(session->match().move_count() == 2);
}

TEST_CASE("finishing stores results; badges compare with the best before the session") {
  TempDb db;
  auto store = Store::open(db.path());
  const TableFile table = fixture_table();
  const json moves =
      json::array({fixture_take(0, "s1"), fixture_take(0, "s2"), fixture_take(0, "s3")});

  const auto first_id = store->create_session(table);
  auto first = SessionController::resume(*store, first_id);
  for (const json& move : moves) REQUIRE(first->submit(move).status == SubmitStatus::stored);
  REQUIRE(first->finished());
  REQUIRE(first->final_results().size() == 1);
  CHECK_FALSE(first->final_results()[0].previous_best);  // a first result
  CHECK(store->session(first_id)->status == trib::SessionStatus::finished);
  const double score = first->final_results()[0].player.score;
  CHECK(score == fixture_replayed_score(moves));
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
  CHECK(store->session(second_id)->status == trib::SessionStatus::active);
  CHECK(second->final_results().empty());
}

TEST_CASE("a failed write's banner goes once a later write succeeds (a disk full, then freed)") {
  TempDb db;
  auto store = Store::open(db.path());
  const auto id = store->create_session(fixture_table());
  auto session = SessionController::resume(*store, id);
  // Another program holds the write lock past the store's 5 s wait: the write fails as
  // one on a full disk does, and goes through once the lock (the space) is back.
  sqlite3* other = nullptr;
  REQUIRE(sqlite3_open(db.path().c_str(), &other) == SQLITE_OK);
  REQUIRE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK);
  CHECK(session->submit(fixture_take(0, "s1")).status == SubmitStatus::failed);
  CHECK_FALSE(session->error().empty());
  CHECK(store->moves(id).empty());
  REQUIRE(sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(other);
  CHECK(session->submit(fixture_take(0, "s1")).status == SubmitStatus::stored);
  CHECK(session->error().empty());
  CHECK(store->moves(id).size() == 1);
}

TEST_CASE("after a language switch, reword() shows the session's score lines in the new one") {
  // Ada takes twice in a row, as the table ruled: the score sheet's house-ruling line is
  // worded when the moves are replayed.
  TableFile table = fixture_table({"Ada", "Bo"});
  json ruled = fixture_take(0, "s2");
  ruled[trib::kHouseRulingKey] = true;
  table.moves = json::array({fixture_take(0, "s1"), ruled});
  auto session = SessionController::review_file(table, "two-in-a-row.json");
  REQUIRE(session);
  REQUIRE_FALSE(session->replay_failure());
  const auto ruling_line = [&] { return session->scoreboard().warnings.at(0); };
  const std::string english = ruling_line();
  CHECK(english == "house ruling at move 1: not-your-turn");
  trib::i18n::use(trib::i18n::Language::polish);
  CHECK(ruling_line() == english);  // worded when the moves were replayed
  session->reword();
  const std::string polish = ruling_line();
  trib::i18n::use(trib::i18n::Language::english);
  CHECK(polish == "zasada domowa w ruchu 1: not-your-turn");
  session->reword();
  CHECK(ruling_line() == english);
}
