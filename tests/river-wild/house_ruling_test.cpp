// House rulings in River Wild: the position rules a table may set aside are skipped, the
// physical ones (a card placed twice, cards lying on each other, a card away from the
// layout) still refuse the move. Through core's replay, as the CLI, store and GUI run it.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/score_json.h"
#include "helpers.h"

using namespace river_wild_test;

namespace {

// The source's bottom row reads M R R M; "l" fits below it, "c" puts land under river.
json house_deck() {
  return deck(4, 2, card({"MMMM", "MRRM"}),
              {{"l", card({"LRRL", "LRRL"})}, {"c", card({"RMLL", "RMLL"})}});
}

json ruled(json m) {
  m[trib::kHouseRulingKey] = true;
  return m;
}

trib::Replay replay_moves(json moves) {
  return trib::replay(trib::river_wild_game(), table(house_deck(), json::object(), moves));
}

const rw::RiverWildMatch& typed(const trib::Replay& replayed) {
  return dynamic_cast<const rw::RiverWildMatch&>(*replayed.match);
}

}  // namespace

TEST_CASE("a house ruling places a card whose land meets the river") {
  const auto strict = replay_moves(json::array({move("c", 1, 0)}));
  REQUIRE(strict.failed_at);
  CHECK(strict.error.rule == "land-meets-river");

  const auto replayed = replay_moves(json::array({ruled(move("c", 1, 0))}));
  CHECK_FALSE(replayed.failed_at);
  CHECK(typed(replayed).layout().has(*typed(replayed).catalog().find("c")));
  CHECK(replayed.match->move_count() == 1);
  REQUIRE(replayed.house_rulings.size() == 1);
  CHECK(replayed.house_rulings[0].rule == "land-meets-river");
  const json document = trib::replay_json("river-wild", replayed);
  CHECK(document.at("legal") == true);
  CHECK(document.at("warnings").back() == "house ruling at move 0: land-meets-river");

  // The card is in the layout now: the next card sees it (no support is needed below it).
  const auto next = replay_moves(json::array({ruled(move("c", 1, 0)), move("l", 2, 0)}));
  CHECK(next.failed_at.value_or(99) == 1);
  CHECK(next.error.rule != "no-support");
}

TEST_CASE("a house ruling sets aside above-source, no-support and river-not-extended") {
  const auto beside = replay_moves(json::array({ruled(move("l", 0, 2))}));  // beside the source
  CHECK_FALSE(beside.failed_at);
  CHECK(beside.house_rulings.at(0).rule == "above-source");
  const auto below = replay_moves(json::array({move("l", 1, 0), ruled(move("c", 1, 2))}));
  CHECK_FALSE(below.failed_at);
  CHECK(below.house_rulings.at(0).rule == "no-support");
}

TEST_CASE("a house ruling never places a card twice, on another card or away from the layout") {
  const auto twice = replay_moves(json::array({move("l", 1, 0), ruled(move("l", 2, 0))}));
  CHECK(twice.failed_at.value_or(99) == 1);
  CHECK(twice.error.rule == "card-already-placed");
  CHECK(twice.house_rulings.empty());

  const auto on_top = replay_moves(json::array({move("l", 1, 0), ruled(move("c", 1, 1))}));
  CHECK(on_top.failed_at.value_or(99) == 1);
  CHECK(on_top.error.rule == "overlap");

  const auto away = replay_moves(json::array({ruled(move("c", 3, 0))}));
  CHECK(away.failed_at.value_or(99) == 0);
  CHECK(away.error.rule == "detached-card");
  CHECK(typed(away).layout().placed.size() == 1);  // refused: nothing placed

  const auto unknown = replay_moves(json::array({ruled(move("zz", 1, 0))}));
  CHECK(unknown.error.rule == "unknown-card");
}

TEST_CASE("the older x-house-ruling key is read the same way") {
  json legacy = move("c", 1, 0);
  legacy[trib::kLegacyHouseRulingKey] = true;
  const auto replayed = replay_moves(json::array({legacy}));
  CHECK_FALSE(replayed.failed_at);
  CHECK(replayed.house_rulings.at(0).rule == "land-meets-river");
}
