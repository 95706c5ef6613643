#pragma once
// An admissible upper bound on the final Wodny szlak score of a board that gets some more
// tiles, read off the engine's own scoring parts. Every part only grows as tiles are added
// (deliveries to main-river obstacles, the port route, meadow fragments), so the bound is
// the current parts plus the most the tiles to come can add, part by part:
// - mills: every obstacle that scores now or could still be fed (its shortfall is within
//   the cargo on the board and to come), plus the pennants of the obstacles to come;
// - ports: with two ports on the board or to come, a route through every tile that could
//   lie on one (no obstacle; the start counts once), each tile to come included;
// - meadows: each fragment to come adds at most one step up the meadow table at its
//   corner, and a scoring corner is worth at most the table's best points per fragment
//   for every fragment it holds (corners that can no longer reach three hold none).

#include <array>
#include <vector>

#include "games/wodny-szlak/scoring.h"

namespace trib::analysis::wodny {

namespace ws = trib::wodny_szlak;

// What one tile could add, part by part.
struct TileFacts {
  int obstacle_points = 0;
  int fragments = 0;    // meadow corners
  int route_tiles = 0;  // 1 when the tile could lie on a port route
  int ports = 0;
  std::array<int, 2> cargo{};  // sacks, wood
};

TileFacts tile_facts(const ws::Catalog& catalog, int tile);

// The most the tiles still to come add, part by part (each part maximised on its own).
struct Potential {
  int tiles = 0;  // tiles still to come
  int obstacle_points = 0;
  int fragments = 0;
  int route_tiles = 0;
  int ports = 0;
  std::array<int, 2> cargo{};

  void add(const TileFacts& facts);
};

// One tile from each round from `first_round` on (each part the round's largest;
// tiles on the board are no longer on offer).
Potential rounds_potential(const std::vector<TileFacts>& facts,
                           const std::vector<std::vector<int>>& rounds, std::size_t first_round,
                           const ws::Board& board);
// Any `count` distinct tiles of `pool` not on the board (the largest of each part).
Potential pool_potential(const std::vector<TileFacts>& facts, const std::vector<int>& pool,
                         int count, const ws::Board& board);

// No final score of a board growing from `board` (scored as `parts`) with tiles adding at
// most `potential` is higher. Never below parts.total().
int upper_bound(const ws::Catalog& catalog, const ws::Board& board, const ws::ScoreParts& parts,
                const Potential& potential);

}  // namespace trib::analysis::wodny
