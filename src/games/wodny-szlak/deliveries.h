#pragma once
// Mills and sawmills: which sacks and wood the water carries to each obstacle.
//
// A sack on an inflow arm of its square enters the junction: it reaches the square's
// obstacle there (and stops: every obstacle has a bridge, and a sawmill also stops
// sacks), or, without an obstacle, it floats on through every outflow arm - so after a
// split it can reach an obstacle on each branch. A sack on an outflow arm leaves through
// that arm and never meets its own square's obstacle. A sack at the junction of an
// obstacle-free square leaves through every outflow arm. Oxbow lakes deliver nothing.

#include <vector>

#include "games/wodny-szlak/flow.h"

namespace trib::wodny_szlak {

struct MillResult {
  int square = 0;  // board square index holding the obstacle
  Obstacle obstacle;
  int delivered = 0;  // sacks for a mill, wood for a sawmill
  bool oxbow = false;
  bool scored = false;
};

// One entry per obstacle on the board, in board order (start halves first).
std::vector<MillResult> deliver(const Catalog& catalog, const Board& board, const Flow& flow);

}  // namespace trib::wodny_szlak
