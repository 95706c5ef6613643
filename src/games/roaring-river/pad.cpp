// Roaring River's score pad: hearts summed, most first, or fewest after a flip.

#include "games/roaring-river/pad.h"

#include "core/score_pad.h"
#include "games/roaring-river/catalog.h"

namespace trib::roaring_river {

Scoreboard score_pad(const TableFile& table) {
  Scoreboard board = pad_scoreboard(table, pad_sheet("roaring-river"));
  resolve_typed_catalog(table.catalog);  // checked like any table's
  board.highest_wins = !pad_flag(table, "flipped");
  assign_places(board.players, board.highest_wins);
  return board;
}

}  // namespace trib::roaring_river
