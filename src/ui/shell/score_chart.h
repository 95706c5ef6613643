#pragma once
// Records charts drawn with ImDrawList: a player's scores over time in one game, and how
// often each rank title was reached.

#include <imgui.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "store/store.h"

namespace trib::ui {

// Points in the order given (oldest first); x is the game number, not the calendar, so
// a busy weekend does not squash the line. Hover shows the date and score.
void draw_score_chart(const std::vector<ScorePoint>& points, ImVec2 size);

void draw_rank_bars(const std::vector<std::pair<std::string, std::int64_t>>& ranks);

}  // namespace trib::ui
