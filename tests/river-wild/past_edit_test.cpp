// SessionController fixing a past move with River Wild's engine (a solo game): a card
// replaced by the card a later move places stops the replay there with the engine's rule;
// an illegal replacement may go in as a house ruling. Part of test_session (tests/session/).

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

json placed(const char* id, int row, int col) {
  return {{"card", id}, {"row", row}, {"col", col}, {"side", "front"}};
}

TableFile two_cards() {
  TableFile table;
  table.game = "river-wild";
  table.players = {"Di"};
  table.catalog = find_game("river-wild")->resolve_catalog(json::object());
  table.moves = json::array({placed("c02", 1, 0), placed("c10", 2, 0)});
  return table;
}

}  // namespace

TEST_CASE("River Wild: a card replaced by a later move's card stops the replay there") {
  TempDb db;
  auto store = Store::open(db.path());
  const std::int64_t id = store->create_session(two_cards());
  auto session = SessionController::resume(*store, id);
  REQUIRE(session->can_edit_past());
  REQUIRE(session->begin_replace(0));
  CHECK(session->match().move_count() == 0);
  REQUIRE(session->check(placed("c10", 1, 0)).legal());
  CHECK(session->submit(placed("c10", 1, 0)).status == SubmitStatus::stored);
  REQUIRE(session->past_edit());
  REQUIRE(session->past_edit()->stopped);
  CHECK(session->past_edit()->stopped->rule == "card-already-placed");
  CHECK(store->moves(id).size() == 2);
  CHECK(store->moves(id)[0].move == placed("c02", 1, 0));  // nothing stored yet

  session->drop_stopped_move();
  CHECK_FALSE(session->past_edit());
  const std::vector<StoredMove> moves = store->moves(id);
  REQUIRE(moves.size() == 1);
  CHECK(moves[0].move == placed("c10", 1, 0));
  session->undo();
  CHECK(store->moves(id).size() == 2);
  CHECK(store->moves(id)[0].move == placed("c02", 1, 0));
}

TEST_CASE("River Wild: an illegal move put in a past place may be recorded as a house ruling") {
  TempDb db;
  auto store = Store::open(db.path());
  const std::int64_t id = store->create_session(two_cards());
  auto session = SessionController::resume(*store, id);
  REQUIRE(session->begin_insert(1));
  const json beside = placed("c05", 1, 2);  // beside c02, nothing above it
  const SubmitOutcome outcome = session->submit(beside);
  CHECK(outcome.status == SubmitStatus::illegal);
  CHECK(outcome.rule == "no-support");
  REQUIRE(session->pending());
  REQUIRE_FALSE(session->pending()->refusal);
  session->record_pending_as_house_ruling();
  CHECK_FALSE(session->past_edit());
  const std::vector<StoredMove> moves = store->moves(id);
  REQUIRE(moves.size() == 3);
  CHECK(moves[1].move == beside);
  CHECK(moves[1].house_ruling);
  CHECK(moves[2].move == placed("c10", 2, 0));
  CHECK(session->overridden_rule(1) == "no-support");
}
