#pragma once
// Ports: the single longest route along river connections between two port tiles, on
// the main river or an oxbow lake, direction ignored, passing no tile with a mill or
// sawmill (its end tiles included). The starting tile counts as one tile; two ports on
// one tile make a one-tile route.

#include <vector>

#include "games/wodny-szlak/board.h"

namespace trib::wodny_szlak {

struct PortRoute {
  std::vector<Cell> tiles;  // one cell per tile from end to end; the start as (0,0)
  int length() const { return static_cast<int>(tiles.size()); }
};

PortRoute longest_port_route(const Catalog& catalog, const Board& board);

}  // namespace trib::wodny_szlak
