#pragma once
// The coach during a solo Wodny szlak game: every distinct placement of a tile of the hand,
// ranked by the final score it can expect over the tiles still to come. Each sample shuffles
// the unseen tiles into the rounds left (three a round, as they would be drawn) and plays
// every placement's river out on those same rounds, so the placements are compared on equal
// luck. A playout takes, each round, the placement that scores most at once (among equals,
// the one whose bound leaves the most to come): a fast lower estimate of that deal's best,
// which buys many more samples within a budget than the search would. With no round left the
// ranking is exact: the score the placement makes.

#include <cstdint>
#include <vector>

#include "games/wodny-szlak/analysis/search.h"
#include "games/wodny-szlak/hand_checks.h"

namespace trib::analysis::wodny {

struct CoachOption {
  Step step;
  double expected = 0;  // mean final score over the samples evaluated
  int samples = 0;      // deals of the unseen tiles evaluated
  bool exact = false;   // no round left: `expected` is the final score
};

// Every distinct placement of the tiles of `hand` on `board`, best expected final score
// first (ties in the order the search lists them). `unseen`: the tiles that may still be
// drawn; `rounds_after`: the rounds still to play after this one. Samples are evaluated for
// all placements alike, one deal at a time, until `max_samples` or the deadline; the first
// deal is always finished unless the budget's stop is set. The deals depend only on `seed`.
std::vector<CoachOption> coach(const ws::Catalog& catalog, const ws::Board& board,
                               const std::vector<int>& hand, const std::vector<int>& unseen,
                               std::size_t rounds_after, const Budget& budget, std::uint64_t seed,
                               std::size_t max_samples = 100000);

}  // namespace trib::analysis::wodny
