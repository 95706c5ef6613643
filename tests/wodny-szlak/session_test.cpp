// SessionController with Wodny szlak's engine: the draft's refusals name the player and
// are not stored. Part of test_session (tests/session/).

#include <doctest/doctest.h>

#include "core/registry.h"
#include "core/table_file.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

using namespace trib;
using nlohmann::json;
using trib::test::TempDb;

TEST_CASE("Wodny szlak draft: a second placement in a round is refused, naming the player") {
  TempDb db;
  auto store = Store::open(db.path());
  TableFile table;
  table.game = "wodny-szlak";
  table.players = {"Ania", "Bartek"};
  table.catalog = find_game(table.game)->resolve_catalog(json::object());
  const auto id = store->create_session(table);
  auto session = SessionController::resume(*store, id);
  const auto draw = [](int player, std::vector<std::string> tiles) {
    return json{{"player", player}, {"draw", std::move(tiles)}};
  };
  const auto tile = [](int player, const char* id, int y) {
    return json{{"player", player}, {"tile", id}, {"x", 0}, {"y", y}, {"rot", 0}};
  };
  // The report of issue 26, as the board enters it.
  for (const json& move : {draw(0, {"base-01", "base-07", "base-04"}), tile(0, "base-04", -1),
                           json{{"player", 0}, {"pass", {"base-01", "base-07"}}},
                           draw(1, {"base-02", "base-03", "base-05"}), tile(1, "base-03", -1)}) {
    REQUIRE(session->submit(move).status == SubmitStatus::stored);
  }
  const auto second = session->submit(tile(1, "base-02", -2));
  CHECK(second.status == SubmitStatus::illegal);
  CHECK(second.rule == "one-tile-per-round");
  CHECK(second.message.rfind("Bartek has already placed a tile this round", 0) == 0);
  CHECK(store->moves(id).size() == 5);

  const auto full = session->submit(draw(1, {"base-06"}));
  CHECK(full.rule == "hand-full");
  CHECK(full.message.rfind("Bartek holds 2 tiles and has 2 passed in", 0) == 0);
  REQUIRE(session->pending());
  CHECK(house_ruling_refusal_text(*session->pending()) ==
        "Not even a house ruling can allow this.");
}
