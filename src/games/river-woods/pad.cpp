// River Woods' score pad: stars summed, ties broken by first-tier cubes.

#include "games/river-woods/pad.h"

#include "core/json_view.h"
#include "core/score_pad.h"
#include "games/river-woods/catalog.h"

namespace trib::river_woods {

namespace {

// A player holds at most one cube per terrain objective card: far fewer than this.
constexpr std::int64_t kMaxFirstTierCubes = 100;

}  // namespace

Scoreboard score_pad(const TableFile& table) {
  Scoreboard board = pad_scoreboard(table, pad_rows("river-woods"), {"first_tier"});
  resolve_typed_catalog(table.catalog);  // a pad table's catalog is checked like any table's
  const JsonView setup(table.setup, "/setup");
  if (setup.has("first_tier")) {
    const JsonView cubes = setup.at("first_tier");
    cubes.expect_array();
    if (cubes.size() != board.players.size()) {
      cubes.fail("one number per player in seat order: " + std::to_string(board.players.size()) +
                 " expected, " + std::to_string(cubes.size()) + " given");
    }
    for (std::size_t seat = 0; seat < board.players.size(); ++seat) {
      board.players[seat].tie_breaker =
          static_cast<int>(cubes.at(seat).as_int(0, kMaxFirstTierCubes));
    }
  }
  assign_places(board.players);
  return board;
}

}  // namespace trib::river_woods
