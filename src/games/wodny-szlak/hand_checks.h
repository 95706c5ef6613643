#pragma once
// The rules of the hand moves (draw, discard, pass), each with its own rule id:
// unknown-tile, tile-removed, tile-already-used, tile-not-in-player-count and hand-full for
// a draw; unknown-tile and tile-not-in-hand for a discard or a pass, then the round's rhythm:
// pass-after-last-placement, pass-before-placing and pass-leaves-tiles (discard-… for a
// discard).

#include <vector>

#include "core/verdict.h"
#include "games/wodny-szlak/codec.h"

namespace trib::wodny_szlak {

// At a draw the hand — with the tiles passed in that join it before that draw — holds at
// most this many.
constexpr int kHandLimit = 3;

// With `house_ruling`, a draw of a tile left out at this player count and a pass or discard
// out of the round's rhythm are allowed; nothing else is ever overridden. `board` is the
// mover's.
Verdict check_hand_move(const TableState& table, const Board& board, const HandMove& move,
                        bool house_ruling);

// The catalog indices of the move's tiles (the move must have passed the checks).
std::vector<int> tile_indices(const Catalog& catalog, const HandMove& move);

}  // namespace trib::wodny_szlak
