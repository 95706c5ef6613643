#pragma once
// Stepping through a board's spots with the arrow keys: the next spot after the current one
// in reading order, or the one before it, wrapping at the ends. Plain arrows step through the
// legal spots, Shift+arrows through every spot, so the current spot need not be in the list.

#include <algorithm>
#include <optional>
#include <vector>

#include "ui/widgets/widgets.h"

namespace trib::ui {

enum class SpotStep { none, next, previous, next_any, previous_any };

// Right / Down: next, Left / Up: previous; with Shift the "any" variants.
SpotStep spot_step_keys();

inline bool steps_any(SpotStep step) {
  return step == SpotStep::next_any || step == SpotStep::previous_any;
}

// `spots` sorted by `before`; returns `current` unchanged when there is nowhere to go.
template <class Spot, class Before>
std::optional<Spot> step_spot(const std::vector<Spot>& spots, const std::optional<Spot>& current,
                              SpotStep step, Before before) {
  if (step == SpotStep::none || spots.empty()) return current;
  const bool forward = step == SpotStep::next || step == SpotStep::next_any;
  if (!current) return forward ? spots.front() : spots.back();
  if (forward) {
    const auto after = std::upper_bound(spots.begin(), spots.end(), *current, before);
    return after == spots.end() ? spots.front() : *after;
  }
  const auto first_not_before = std::lower_bound(spots.begin(), spots.end(), *current, before);
  return first_not_before == spots.begin() ? spots.back() : *std::prev(first_not_before);
}

}  // namespace trib::ui
