#pragma once
// A beam search for a strong first line: layer by layer (one placement per layer), every
// legal child of the kept layouts is scored and the `width` best distinct layouts are kept.
// It proves nothing; it hands the branch and bound a high score to prune against.

#include <cstddef>
#include <cstdint>

#include "analysis/river_wild_search.h"

namespace trib::analysis {

struct BeamResult {
  Line line;                    // score -1 when stopped before any end was met
  std::uint64_t evaluated = 0;  // placements scored
};

// The best ending line the beam meets from `start`: its score and the placements after
// `start`. Stops between layers once `stop` is set.
BeamResult beam_line(const Search& search, const rw::Layout& start, std::size_t width,
                     const std::atomic<bool>* stop = nullptr);

}  // namespace trib::analysis
