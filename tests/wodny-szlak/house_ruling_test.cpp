// House rulings in Wodny szlak: a tile whose river meets a bank (or loops, or is the 14th,
// or belongs to another player count) is placed; a used tile, a taken cell and a cell away
// from the river still refuse the move. Through core's replay.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/score_json.h"
#include "fixture.h"

using namespace wodny_szlak_test;

namespace {

json tile(const std::string& id, int x, int y, bool house_ruling = false) {
  json move = {{"player", 0}, {"tile", id}, {"x", x}, {"y", y}, {"rot", 0}};
  if (house_ruling) move[trib::kHouseRulingKey] = true;
  return move;
}

trib::Replay replay_moves(json moves, int players = 1) {
  trib::TableFile table = test_table(players);
  table.moves = std::move(moves);
  return trib::replay(trib::wodny_szlak_game(), table);
}

}  // namespace

TEST_CASE("a house ruling places a tile whose bank meets the river") {
  // (0,-1) is fed by the start's inlet from the north; a dry tile turns its bank to it.
  const auto strict = replay_moves(json::array({tile("dry.1", 0, -1)}));
  REQUIRE(strict.failed_at);
  CHECK(strict.error.rule == "river-meets-bank");

  const auto replayed = replay_moves(json::array({tile("dry.1", 0, -1, true)}));
  CHECK_FALSE(replayed.failed_at);
  CHECK(typed(replayed).board(0).placements() == 1);
  CHECK(typed(replayed).tile_owner(typed(replayed).catalog().find_tile("dry.1")) == 0);
  CHECK(replayed.house_rulings.at(0).rule == "river-meets-bank");
  const json document = trib::replay_json("wodny-szlak", replayed);
  CHECK(document.at("legal") == true);
  CHECK(document.at("warnings").back() == "house ruling at move 0: river-meets-bank");
}

TEST_CASE("a house ruling sets aside the player count of a tile") {
  const auto replayed = replay_moves(json::array({tile("cows.1", 0, -1, true)}), 2);
  CHECK_FALSE(replayed.failed_at);
  CHECK(replayed.house_rulings.at(0).rule == "tile-not-in-player-count");
}

TEST_CASE("a house ruling never reuses a tile, fills a taken cell or leaves the river") {
  const auto used = replay_moves(json::array({tile("ns.1", 0, -1), tile("ns.1", 1, -1, true)}));
  CHECK(used.failed_at.value_or(99) == 1);
  CHECK(used.error.rule == "tile-already-used");

  const auto taken = replay_moves(json::array({tile("dry.1", 0, 0, true)}));
  CHECK(taken.failed_at.value_or(99) == 0);
  CHECK(taken.error.rule == "cell-occupied");
  CHECK(typed(taken).board(0).placements() == 0);

  const auto away = replay_moves(json::array({tile("dry.1", 5, 5, true)}));
  CHECK(away.error.rule == "not-adjacent");
  CHECK(away.house_rulings.empty());
}
