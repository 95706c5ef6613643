// SessionController fixing a past move with Roaring River's engine and a real store file:
// replace, insert and delete a round, the later rounds replayed (those that fit kept, the
// first that no longer fits named with its rule), drop and fix, a finished game's results
// stored again. What an edit guarantees in any game (undo of the whole edit, a stale
// window, a kill during its transaction) is tests/session/controller_past_edit_test.cpp.
// Part of test_session (tests/session/).

#include <doctest/doctest.h>

#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

using namespace trib;
using nlohmann::json;
using trib::test::TempDb;

namespace {

// Twelve rounds for four players; the river ends after the last one.
TableFile twelve_rounds() {
  return read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) +
                         "/roaring-river/gui/twelve-rounds.json");
}

// Round 3 with Dee's 5R played as 5L: the raft goes left instead of right, the same number
// of cards is dealt, and nobody's hand changes for the later rounds.
json round_three_paddled_left(const TableFile& table) {
  json round = table.moves[2];
  round["plays"][3] = json::array({"5L"});
  return round;
}

std::vector<json> stored_log(const Store& store, std::int64_t id) {
  std::vector<json> log;
  for (const StoredMove& move : store.moves(id)) {
    json entry = move.move;
    if (move.house_ruling) entry[kHouseRulingKey] = true;
    log.push_back(std::move(entry));
  }
  return log;
}

std::vector<json> as_log(const json& moves) {
  return {moves.begin(), moves.end()};
}

// The scores a fresh replay of `moves` gives.
std::vector<double> replayed_scores(TableFile table, const std::vector<json>& moves) {
  table.moves = json(moves);
  std::vector<double> scores;
  for (const PlayerResult& player : replay(*find_game(table.game), table).scoreboard().players) {
    scores.push_back(player.score);
  }
  return scores;
}

struct Fixture {
  TempDb db;
  std::unique_ptr<Store> store = Store::open(db.path());
  TableFile table = twelve_rounds();
  std::int64_t id = store->create_session(table);
  std::unique_ptr<SessionController> session = SessionController::resume(*store, id);
};

}  // namespace

TEST_CASE("replacing round 3 keeps rounds 4-12 that still fit, in one stored edit") {
  Fixture f;
  REQUIRE(f.session->finished());
  REQUIRE(f.store->session(f.id)->status == SessionStatus::finished);
  const std::vector<json> before = stored_log(*f.store, f.id);

  REQUIRE(f.session->begin_replace(2));
  REQUIRE(f.session->past_edit());
  CHECK(f.session->past_edit()->replaced == f.table.moves[2]);
  CHECK(f.session->match().move_count() == 2);  // the board shows the table before round 3
  CHECK_FALSE(f.session->finished());
  CHECK(stored_log(*f.store, f.id) == before);  // nothing stored while the edit is open

  const json replacement = round_three_paddled_left(f.table);
  CHECK(f.session->submit(replacement).status == SubmitStatus::stored);
  CHECK_FALSE(f.session->past_edit());
  std::vector<json> expected = before;
  expected[2] = replacement;
  CHECK(stored_log(*f.store, f.id) == expected);
  CHECK(as_log(f.session->table().moves) == expected);
  CHECK(f.session->move_total() == 12);

  // Still finished, its results stored again from the new log.
  CHECK(f.session->finished());
  CHECK(f.store->session(f.id)->status == SessionStatus::finished);
  const std::vector<double> scores = replayed_scores(f.table, expected);
  REQUIRE(f.session->final_results().size() == 4);
  for (const FinalResult& result : f.session->final_results()) {
    const auto seat = static_cast<std::size_t>(
        std::find(f.table.players.begin(), f.table.players.end(), result.player.name) -
        f.table.players.begin());
    CHECK(result.player.score == scores.at(seat));
    CHECK_FALSE(result.new_best);
  }
  CHECK(scores != replayed_scores(f.table, before));  // the raft took another way
}

TEST_CASE("a replaced round that makes a later one illegal stops there with its rule") {
  Fixture f;
  const std::vector<json> before = stored_log(*f.store, f.id);
  REQUIRE(f.session->begin_replace(2));
  json replacement = f.table.moves[2];
  replacement["plays"][2] = json::array({"3L"});  // Cy keeps his 4L in hand
  CHECK(f.session->submit(replacement).status == SubmitStatus::stored);

  // Round 4 has Cy take back a 4L he now holds.
  REQUIRE(f.session->past_edit());
  const PastEdit& edit = *f.session->past_edit();
  REQUIRE(edit.stopped);
  CHECK(edit.later_from == 3);
  CHECK(edit.later.front() == f.table.moves[3]);
  CHECK(edit.stopped->rule == "card-not-played");
  CHECK(edit.kept.size() == 3);
  CHECK(f.session->match().move_count() == 3);
  CHECK(stored_log(*f.store, f.id) == before);
  // No move is entered while the stopped one waits for a decision.
  CHECK(f.session->submit(f.table.moves[3]).status == SubmitStatus::failed);

  SUBCASE("cancel leaves the log as it was") {
    f.session->cancel_past_edit();
    CHECK_FALSE(f.session->past_edit());
    CHECK(as_log(f.session->table().moves) == before);
    CHECK(f.session->match().move_count() == 12);
    CHECK(stored_log(*f.store, f.id) == before);
  }
  SUBCASE("fix puts the edit point at the stopped round") {
    f.session->fix_stopped_move();
    REQUIRE(f.session->past_edit());
    CHECK_FALSE(f.session->past_edit()->stopped);
    CHECK(f.session->past_edit()->replaced == f.table.moves[3]);
    json fixed = f.table.moves[3];
    fixed["recover"].erase("2");  // Cy rests and takes nothing back
    CHECK(f.session->submit(fixed).status == SubmitStatus::stored);
    // Round 5 on: Cy plays the 4L he holds; every later round fits.
    CHECK_FALSE(f.session->past_edit());
    std::vector<json> expected = before;
    expected[2] = replacement;
    expected[3] = fixed;
    CHECK(stored_log(*f.store, f.id) == expected);
  }
  SUBCASE("drop leaves it out and the replay goes on") {
    f.session->drop_stopped_move();
    // Without round 4, Dee never took back the 4R she plays in round 5.
    REQUIRE(f.session->past_edit());
    REQUIRE(f.session->past_edit()->stopped);
    CHECK(f.session->past_edit()->later_from == 4);
    CHECK(f.session->past_edit()->stopped->rule == "card-not-in-hand");
    CHECK(f.session->past_edit()->kept.size() == 3);
    while (f.session->past_edit()) {
      REQUIRE(f.session->past_edit()->stopped);
      f.session->drop_stopped_move();
    }
    const std::vector<json> after = stored_log(*f.store, f.id);
    CHECK(after.size() < before.size());
    CHECK(after == as_log(f.session->table().moves));
    CHECK(after[2] == replacement);
    CHECK_FALSE(f.session->finished());  // the river no longer ends: results removed
    CHECK(f.store->session(f.id)->status == SessionStatus::active);
    CHECK(f.session->final_results().empty());
  }
}

TEST_CASE("deleting a round replays the rest; inserting one keeps them") {
  Fixture f;
  const std::vector<json> before = stored_log(*f.store, f.id);

  SUBCASE("delete: round 6 gave back the cards round 7 plays") {
    REQUIRE(f.session->delete_move(5));
    REQUIRE(f.session->past_edit());
    REQUIRE(f.session->past_edit()->stopped);
    CHECK(f.session->past_edit()->later_from == 6);
    CHECK(f.session->past_edit()->stopped->rule == "card-not-in-hand");
    f.session->cancel_past_edit();
    CHECK(stored_log(*f.store, f.id) == before);
  }
  SUBCASE("delete the last round: stored at once, the game no longer over") {
    REQUIRE(f.session->delete_move(11));
    CHECK_FALSE(f.session->past_edit());
    CHECK(stored_log(*f.store, f.id) == std::vector<json>(before.begin(), before.end() - 1));
    CHECK(f.store->session(f.id)->status == SessionStatus::active);
  }
  SUBCASE("insert a round where everyone rests, before round 1, on a longer deck") {
    TableFile longer = f.table;
    longer.setup["deck"] = 100;
    longer.moves.erase(11);  // it dealt the last four cards of the shorter deck
    const std::int64_t id = f.store->create_session(longer);
    auto session = SessionController::resume(*f.store, id);
    const std::vector<json> log = stored_log(*f.store, id);
    REQUIRE(session->begin_insert(0));
    CHECK_FALSE(session->past_edit()->replaced);
    CHECK(session->match().move_count() == 0);
    const json rests = {{"plays", {{"rest"}, {"rest"}, {"rest"}, {"rest"}}},
                        {"deal", {"1", "2", "3", "4", "1F"}}};
    CHECK(session->submit(rests).status == SubmitStatus::stored);
    CHECK_FALSE(session->past_edit());
    std::vector<json> expected = log;
    expected.insert(expected.begin(), rests);
    CHECK(stored_log(*f.store, id) == expected);
    CHECK(session->move_total() == 12);
  }
}
