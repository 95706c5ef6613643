// River Woods' score pad: stars summed, ties broken by first-tier cubes.

#include "games/river-woods/pad.h"

#include "core/score_pad.h"
#include "games/river-woods/catalog.h"

namespace trib::river_woods {

Scoreboard score_pad(const TableFile& table) {
  Scoreboard board = pad_scoreboard(table, pad_sheet("river-woods"));
  resolve_typed_catalog(table.catalog);  // a pad table's catalog is checked like any table's
  const std::vector<int> first_tier = pad_numbers(table, "first_tier");
  for (std::size_t seat = 0; seat < first_tier.size(); ++seat) {
    board.players[seat].tie_breaker = first_tier[seat];
  }
  assign_places(board.players);
  return board;
}

}  // namespace trib::river_woods
