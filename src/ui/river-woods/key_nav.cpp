// The arrow keys' steps on the map, by the cells' places on the screen (pointy-top hexes).

#include "ui/river-woods/key_nav.h"

#include <cmath>
#include <cstdlib>

namespace trib::ui::woods_ui {

namespace {

struct ScreenPoint {
  double x = 0;
  double y = 0;
};

// A hex's centre in units of its radius, as the board draws it.
ScreenPoint nav_centre(rwd::Cell cell) {
  return {std::sqrt(3.0) * (cell.q + cell.r / 2.0), 1.5 * cell.r};
}

bool nav_reads_before(rwd::Cell a, rwd::Cell b) {
  return a.r != b.r ? a.r < b.r : a.q < b.q;
}

int nav_distance(rwd::Cell a, rwd::Cell b) {
  const int dq = a.q - b.q, dr = a.r - b.r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

}  // namespace

rwd::Cell spot_towards(const std::vector<rwd::Cell>& spots, rwd::Cell from, Arrow arrow) {
  const ScreenPoint start = nav_centre(from);
  const ScreenPoint way = arrow == Arrow::right  ? ScreenPoint{1, 0}
                          : arrow == Arrow::left ? ScreenPoint{-1, 0}
                          : arrow == Arrow::down ? ScreenPoint{0, 1}
                                                 : ScreenPoint{0, -1};
  rwd::Cell best = from;
  double best_cost = 0;
  for (rwd::Cell spot : spots) {
    const ScreenPoint p = nav_centre(spot);
    const double dx = p.x - start.x, dy = p.y - start.y;
    const double along = dx * way.x + dy * way.y;
    if (along < 0.5) continue;  // not on the arrow's side (a cell's neighbours are ≥ 0.86 away)
    const double cost = along + 2 * std::abs(dx * way.y - dy * way.x);
    if (best == from || cost < best_cost - 1e-9 ||
        (std::abs(cost - best_cost) < 1e-9 && nav_reads_before(spot, best))) {
      best = spot;
      best_cost = cost;
    }
  }
  return best;
}

std::optional<rwd::Cell> first_spot(const std::vector<rwd::Cell>& spots,
                                    const std::optional<rwd::Cell>& anchor) {
  std::optional<rwd::Cell> best;
  for (rwd::Cell spot : spots) {
    if (!best) {
      best = spot;
      continue;
    }
    const int d = anchor ? nav_distance(spot, *anchor) : 0;
    const int best_d = anchor ? nav_distance(*best, *anchor) : 0;
    if (d < best_d || (d == best_d && nav_reads_before(spot, *best))) best = spot;
  }
  return best;
}

}  // namespace trib::ui::woods_ui
