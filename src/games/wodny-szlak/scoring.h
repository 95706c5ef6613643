#pragma once
// One player's final tally: mills and sawmills, the port route and meadows, as typed
// parts, breakdown lines (which add up to the total) and the JSON details.

#include <nlohmann/json.hpp>
#include <vector>

#include "core/scoreboard.h"
#include "games/wodny-szlak/deliveries.h"
#include "games/wodny-szlak/meadows.h"
#include "games/wodny-szlak/ports.h"

namespace trib::wodny_szlak {

struct PlayerScore {
  std::vector<MillResult> mills;  // every obstacle, scored or not
  PortRoute route;
  std::vector<Meadow> meadows;  // the scoring ones (3 or 4 fragments)
  int placements = 0;
  std::vector<BreakdownLine> breakdown;
  double total = 0;
  nlohmann::json details;  // {"mills", "port_route", "meadows", "placements"}
};

PlayerScore score_board(const Catalog& catalog, const Board& board);

// The same parts and total without breakdown lines or JSON: what a search scores with.
struct ScoreParts {
  std::vector<MillResult> mills;
  PortRoute route;
  std::vector<Meadow> meadows;
  int mill_points = 0;
  int route_points = 0;
  int meadow_points = 0;
  int total() const { return mill_points + route_points + meadow_points; }
};
ScoreParts score_parts(const Catalog& catalog, const Board& board);

}  // namespace trib::wodny_szlak
