#pragma once
// A beam search for a strong first line: layer by layer (one placement per layer), every
// legal child of the kept layouts is scored and the `width` best distinct layouts are kept.
// It proves nothing; it hands the branch and bound a high score to prune against. And the
// quickest line of all, for a search that knows none when its deck is too big to score.

#include <cstddef>
#include <cstdint>

#include "games/river-wild/analysis/search.h"

namespace trib::analysis::wild {

struct BeamResult {
  Line line;                    // score -1 when stopped before any end was met
  std::uint64_t evaluated = 0;  // placements scored
};

// The best ending line the beam meets from `start`: its score and the placements after
// `start`. Stops at the budget's deadline or stop, between cards: the best line met so far.
BeamResult beam_line(const Search& search, const rw::Layout& start, std::size_t width,
                     const Budget& budget = {});

// At every turn from `start` until the game may end, the first card in card order that has
// a legal spot, placed nearest the source's column: a poor line, but one that a big deck gets in a
// fraction of the time that scoring its children takes. Score -1 when the budget runs out first.
Line first_legal_line(const Search& search, const rw::Layout& start, const Budget& budget);

}  // namespace trib::analysis::wild
