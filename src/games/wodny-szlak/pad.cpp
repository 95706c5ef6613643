// Wodny szlak's score pad: the rows summed, shared places, the solo rank title.

#include "games/wodny-szlak/pad.h"

#include "core/score_pad.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace trib::wodny_szlak {

Scoreboard score_pad(const TableFile& table) {
  Scoreboard board = pad_scoreboard(table, pad_sheet("wodny-szlak"));
  if (board.players.size() == 1) {
    // The table's catalog may carry its own rank table.
    const ResolvedCatalog resolved = resolve_typed_catalog(table.catalog);
    board.players.front().rank = resolved.catalog->ranks.title(board.players.front().score);
  }
  assign_places(board.players);
  return board;
}

}  // namespace trib::wodny_szlak
