#pragma once
// The player page's pictures, drawn with ImDrawList in the Records charts' style: a score
// distribution (bars over score ranges) and the win rate over time.

#include <imgui.h>

#include <vector>

#include "store/player_stats.h"

namespace trib::ui {

// Bars of how many games scored in each range; hover shows the range and count.
void draw_score_histogram(const std::vector<ScoreBin>& bins, ImVec2 size);

// The win rate over the last kWinRateWindow games with others, game by game (x is the game
// number), on a 0–100 % scale with the 50 % line marked; hover shows the date and rate.
void draw_win_rate_chart(const std::vector<WinRatePoint>& points, ImVec2 size);

}  // namespace trib::ui
