// River Wild's score pad: the rows summed and the rank title given.

#include "games/river-wild/pad.h"

#include "core/score_pad.h"
#include "games/river-wild/catalog.h"

namespace trib::river_wild {

Scoreboard score_pad(const TableFile& table) {
  Scoreboard board = pad_scoreboard(table, pad_sheet("river-wild"));
  // The table's catalog may carry its own rank table.
  const std::shared_ptr<const Catalog> catalog = resolve_typed_catalog(table.catalog);
  PlayerResult& player = board.players.front();
  player.rank = rank_title(catalog->ranks, player.score);
  assign_places(board.players);
  return board;
}

}  // namespace trib::river_wild
