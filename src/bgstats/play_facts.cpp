// A play's facts for BG Stats: the defaults every game shares, then the game's own.

#include "bgstats/play_facts.h"

#include "core/registry.h"

namespace trib {

PlayFacts play_facts(const TableFile& table, const Scoreboard& board) {
  PlayFacts facts;
  if (table.players.size() == 1) facts.start_seat = 0;  // a solo player starts, trivially
  if (const Game* game = find_game(table.game)) game->read_play_facts(table, board, facts);
  return facts;
}

}  // namespace trib
