#pragma once
// River networks: squares joined by river connections (a union-find over the board).
// The network holding the starting tile's outlet half is the main river; every other
// network is an oxbow lake. The no-loop rule keeps every network a tree.

#include <vector>

#include "games/wodny-szlak/board.h"

namespace trib::wodny_szlak {

struct Networks {
  std::vector<int> of;  // per square: its network id (the index of a representative square)
  int main = 0;         // network id of the main river

  bool on_main_river(int square) const { return of[square] == main; }
};

Networks find_networks(const Catalog& catalog, const Board& board);

}  // namespace trib::wodny_szlak
