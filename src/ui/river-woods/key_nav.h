#pragma once
// The arrow keys on the River Woods map: they move the keyboard's cell to the nearest spot
// in the arrow's direction (as on the screen), so a spot two cells away is two keys or
// fewer, wherever it falls in reading order. No ImGui here: the entry benchmark's generator
// (tests/river-woods/bench_game.cpp) counts the same keys.

#include <optional>
#include <vector>

#include "games/river-woods/hex.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

enum class Arrow { right, left, down, up };

// The spot of `spots` that `arrow` moves to from `from`: the nearest one on that side,
// sideways distance counting double; `from` itself when there is none.
rwd::Cell spot_towards(const std::vector<rwd::Cell>& spots, rwd::Cell from, Arrow arrow);

// Where the keyboard's cell starts for a tool just picked: the spot nearest `anchor` (the
// first in reading order among equals, or without an anchor); none without spots.
std::optional<rwd::Cell> first_spot(const std::vector<rwd::Cell>& spots,
                                    const std::optional<rwd::Cell>& anchor);

}  // namespace trib::ui::woods_ui
