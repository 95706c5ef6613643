#pragma once
// Turns a scored layout into the Scoreboard: breakdown lines that add up to the score and
// the auditable details (every land with its cells, cards, animals, runestones and goals).

#include <string>
#include <vector>

#include "core/scoreboard.h"
#include "games/river-wild/ranks.h"
#include "games/river-wild/scoring.h"

namespace trib::river_wild {

struct ReportInput {
  const Catalog* catalog = nullptr;
  const Layout* layout = nullptr;
  const LayoutScore* score = nullptr;
  const std::vector<Rank>* ranks = nullptr;
  std::string player;
  bool finished = false;
  bool hand_blocked = false;
};

Scoreboard make_scoreboard(const ReportInput& input);

// "Land A (largest, 5 cards)"
std::string land_label(const Land& land, int index, bool largest);

}  // namespace trib::river_wild
