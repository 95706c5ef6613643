#pragma once
// Placing a tile: the round's check and the six of the rules, in order, each with its own
// rule id (one-tile-per-round, unknown-tile / tile-already-used / tile-removed /
// tile-not-in-player-count / tile-not-in-hand, cell-occupied,
// not-adjacent, river-meets-bank, river-loop, too-many-tiles), the legal spots of a tile
// and the dead gaps (empty cells next to a river where no tile can ever go).

#include <string>
#include <vector>

#include "core/verdict.h"
#include "games/wodny-szlak/ledger.h"
#include "games/wodny-szlak/networks.h"

namespace trib::wodny_szlak {

struct Placement {
  int player = 0;
  std::string tile;
  Cell cell;
  int rot = 0;
};

struct Spot {
  Cell cell;
  int rot = 0;
};

// Everything the checks need to know about the table besides the player's board.
struct TableState {
  const Catalog* catalog = nullptr;
  int players = 1;
  const TileLedger* ledger = nullptr;
  const std::vector<std::string>* names = nullptr;  // for messages; null: "Player 2"

  std::string player_name(int player) const;
  std::string where(const TileSpot& spot) const;  // spot_text with the players' names
};

// Rule 1 only: the tile is known, in nobody's river, not removed at setup, in play for
// this player count, and — when it lies in another hand or the discard pile, or the
// player's hand is tracked — in the player's hand.
Verdict check_tile(const TableState& table, int player, const std::string& tile_id);

// Rules 2-5 for a known tile on `board` (networks = find_networks(board)).
Verdict check_spot(const Catalog& catalog, const Board& board, const Networks& networks, int player,
                   int tile, Cell cell, int rot);

// A player who keeps a hand places one tile a round, then passes the rest to the left
// (solo: discards them) before placing again.
Verdict check_round(const TableState& table, int player);

// All the rules in order: the round, then the six of the rulebook.
Verdict check_placement(const TableState& table, const Board& board, const Placement& placement);

// The rules a house ruling never sets aside: the tile is known, in nobody's river and not
// removed, and its cell is free and touches the player's river edge to edge. The others
// (tile-not-in-player-count, tile-not-in-hand, river-meets-bank, river-loop,
// too-many-tiles) may be overridden.
Verdict check_house_ruling(const TableState& table, const Board& board, const Placement& placement);

// The empty cells that touch the board edge to edge, row by row (y, then x).
std::vector<Cell> frontier(const Board& board);

// Every cell and rotation where `tile` could be placed now (rules 2-6; rule 1 is the
// caller's). Rotations that look alike on a symmetric tile are all listed.
std::vector<Spot> legal_spots(const Catalog& catalog, const Board& board, int tile);

// Empty frontier cells where no tile that is still available (in play for the player
// count, neither placed, discarded nor removed) fits in any rotation, ignoring the 13-tile limit.
// Neighbours only ever get added and networks only ever merge, so such a gap stays dead.
std::vector<Cell> dead_gaps(const TableState& table, const Board& board);

}  // namespace trib::wodny_szlak
