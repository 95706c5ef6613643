#pragma once
// Hearts at any moment (live during play, final at the end): the player's motivation terms
// over the trip plus the Paddle 2 heart cards; places by most hearts, or fewest after a flip.

#include <vector>

#include "core/scoreboard.h"
#include "games/roaring-river/state.h"

namespace trib::roaring_river {

struct PlayerScore {
  std::vector<TermResult> terms;  // every term of the motivation, scoring or not
  int heart_cards = 0;
  double heart_points = 0;
  std::vector<BreakdownLine> lines;  // the terms that scored, then the Paddle 2 hearts
  double total = 0;                  // the sum of `lines`
};

PlayerScore score_player(const Rules& rules, const State& state, int player);
Scoreboard score_match(const Rules& rules, const State& state);

}  // namespace trib::roaring_river
