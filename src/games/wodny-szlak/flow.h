#pragma once
// Which way the water runs. From the starting tile, everything reached through a
// tributary inlet is upstream (flows towards the start), everything reached through the
// outlet is downstream (flows away). Networks are trees, so every arm of a main-river
// square is either an inflow or an outflow arm; open arms at the river's ends included.
// Oxbow lakes (networks not joined to the start) have no flow at all.

#include <bit>
#include <vector>

#include "games/wodny-szlak/networks.h"

namespace trib::wodny_szlak {

enum class Region : std::uint8_t { Start, Upstream, Downstream, Oxbow };

struct SquareFlow {
  Region region = Region::Oxbow;
  Mask inflow = 0;   // arms water enters the square's junction through
  Mask outflow = 0;  // arms water leaves through
  // Upstream squares with two or more inflow arms are confluences, downstream squares
  // with two or more outflow arms are splits.
  bool confluence() const {
    return region == Region::Upstream && std::popcount(static_cast<unsigned>(inflow)) >= 2;
  }
  bool split() const {
    return region == Region::Downstream && std::popcount(static_cast<unsigned>(outflow)) >= 2;
  }
};

struct Flow {
  std::vector<SquareFlow> squares;  // parallel to Board::squares
};

Flow compute_flow(const Catalog& catalog, const Board& board);

}  // namespace trib::wodny_szlak
