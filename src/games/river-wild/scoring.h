#pragma once
// Turns a scored layout into the Scoreboard: breakdown lines that add up to the score and
// the auditable details (every land with its cells, cards, animals, runestones and goals).

#include <string>
#include <vector>

#include "core/scoreboard.h"
#include "games/river-wild/layout_score.h"
#include "games/river-wild/placement.h"
#include "games/river-wild/ranks.h"

namespace trib::river_wild {

struct ReportInput {
  const Catalog* catalog = nullptr;
  const Layout* layout = nullptr;
  const LayoutScore* score = nullptr;
  const std::vector<Rank>* ranks = nullptr;
  std::string player;
  End end = End::None;
  std::vector<int> unplaceable;            // End::HandBlocked: the hand that does not fit
  const std::vector<int>* hand = nullptr;  // the hand kept during play, if any
  int deck = 0;                            // with a kept hand: cards neither drawn nor placed
  bool setup_hand_ignored = false;         // a kept hand overrides the setup's "hand"
};

Scoreboard make_scoreboard(const ReportInput& input);

// "Land A (largest, 5 cards)"
std::string land_label(const Land& land, int index, bool largest);

}  // namespace trib::river_wild
