// The player page's pictures: score distribution and win rate over time.

#include "ui/shell/player_charts.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"

namespace trib::ui {

namespace {

// The plot rectangle inside a chart of `size` at `origin`, leaving room on the left for
// labels `label_width` wide and a line of labels below.
struct PlayerPlotArea {
  ImVec2 min, max;
};

PlayerPlotArea player_plot_area(ImVec2 origin, ImVec2 size, float label_width) {
  const float line = ImGui::GetTextLineHeight();
  return {ImVec2(origin.x + label_width + 8, origin.y + line * 0.5f),
          ImVec2(origin.x + size.x - 12, origin.y + size.y - line * 1.6f)};
}

// Starts a chart: its hover area, and whether there is anything to draw.
bool begin_player_chart(const char* id, ImVec2& size, ImVec2& origin, bool empty,
                        const char* none) {
  origin = ImGui::GetCursorScreenPos();
  if (size.x <= 0) size.x = ImGui::GetContentRegionAvail().x;
  ImGui::InvisibleButton(id, size);
  if (empty) {
    ImGui::GetWindowDrawList()->AddText(ImVec2(origin.x + 8, origin.y + 8),
                                        to_u32(theme_colours().text_muted), none);
  }
  return !empty;
}

std::string chart_percent_text(double rate) {
  return std::to_string(static_cast<int>(std::lround(rate * 100))) + " %";
}

}  // namespace

void draw_score_histogram(const std::vector<ScoreBin>& bins, ImVec2 size) {
  ImVec2 origin;
  if (!begin_player_chart("##score-histogram", size, origin, bins.empty(),
                          _("No games in this period."))) {
    return;
  }
  const bool hovered = ImGui::IsItemHovered();
  const ThemeColours& p = theme_colours();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  std::int64_t most = 1;
  for (const ScoreBin& bin : bins) most = std::max(most, bin.count);
  const std::string top = std::to_string(most);
  const PlayerPlotArea area = player_plot_area(origin, size, ImGui::CalcTextSize(top.c_str()).x);
  const float line = ImGui::GetTextLineHeight();
  // The count scale: 0 and the tallest bar's count.
  for (const std::int64_t value : {std::int64_t{0}, most}) {
    const float y = area.max.y - (area.max.y - area.min.y) * static_cast<float>(value) /
                                     static_cast<float>(most);
    draw->AddLine(ImVec2(area.min.x, y), ImVec2(area.max.x, y), to_u32(p.border, 0.6f));
    const std::string label = std::to_string(value);
    draw->AddText(ImVec2(area.min.x - ImGui::CalcTextSize(label.c_str()).x - 8, y - line * 0.5f),
                  to_u32(p.text_muted), label.c_str());
  }
  const float slot = (area.max.x - area.min.x) / static_cast<float>(bins.size());
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (std::size_t i = 0; i < bins.size(); ++i) {
    const float x0 = area.min.x + slot * static_cast<float>(i);
    const float h =
        (area.max.y - area.min.y) * static_cast<float>(bins[i].count) / static_cast<float>(most);
    const bool over = hovered && mouse.x >= x0 && mouse.x < x0 + slot;
    if (bins[i].count > 0) {
      draw->AddRectFilled(ImVec2(x0 + 2, area.max.y - h), ImVec2(x0 + slot - 2, area.max.y),
                          to_u32(over ? p.accent_strong : p.accent, 0.85f), 3.0f,
                          ImDrawFlags_RoundCornersTop);
    }
    if (over) {
      // TRANSLATORS: a bar of the score histogram: "40 to under 50: 3 games".
      ImGui::SetTooltip(
          "%s", fill(P_("{} to under {}: {} game", "{} to under {}: {} games", bins[i].count),
                     format_score(bins[i].from), format_score(bins[i].to), bins[i].count)
                    .c_str());
    }
  }
  draw->AddLine(ImVec2(area.min.x, area.max.y), ImVec2(area.max.x, area.max.y), to_u32(p.border),
                1.5f);
  // The lowest and highest score under the axis.
  const std::string low = format_score(bins.front().from);
  const std::string high = format_score(bins.back().to);
  draw->AddText(ImVec2(area.min.x, area.max.y + 4), to_u32(p.text_muted), low.c_str());
  draw->AddText(ImVec2(area.max.x - ImGui::CalcTextSize(high.c_str()).x, area.max.y + 4),
                to_u32(p.text_muted), high.c_str());
}

void draw_win_rate_chart(const std::vector<WinRatePoint>& points, ImVec2 size) {
  ImVec2 origin;
  if (!begin_player_chart("##win-rate", size, origin, points.empty(),
                          _("No games with others in this period."))) {
    return;
  }
  const bool hovered = ImGui::IsItemHovered();
  const ThemeColours& p = theme_colours();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const PlayerPlotArea area = player_plot_area(origin, size, ImGui::CalcTextSize("100 %").x);
  const float line = ImGui::GetTextLineHeight();
  const auto to_screen = [&](std::size_t i, double rate) {
    const float t = points.size() == 1 ? 0.5f : static_cast<float>(i) / (points.size() - 1);
    return ImVec2(area.min.x + t * (area.max.x - area.min.x),
                  area.max.y - static_cast<float>(rate) * (area.max.y - area.min.y));
  };
  for (const double rate : {0.0, 0.5, 1.0}) {
    const float y = to_screen(0, rate).y;
    draw->AddLine(ImVec2(area.min.x, y), ImVec2(area.max.x, y),
                  to_u32(p.border, rate == 0.5 ? 1.0f : 0.6f), rate == 0.5 ? 1.5f : 1.0f);
    const std::string label = chart_percent_text(rate);
    draw->AddText(ImVec2(area.min.x - ImGui::CalcTextSize(label.c_str()).x - 8, y - line * 0.5f),
                  to_u32(p.text_muted), label.c_str());
  }
  const std::string first = points.front().played.substr(0, 10);
  const std::string last = points.back().played.substr(0, 10);
  draw->AddText(ImVec2(area.min.x, area.max.y + 4), to_u32(p.text_muted), first.c_str());
  if (points.size() > 1) {
    draw->AddText(ImVec2(area.max.x - ImGui::CalcTextSize(last.c_str()).x, area.max.y + 4),
                  to_u32(p.text_muted), last.c_str());
  }
  for (std::size_t i = 1; i < points.size(); ++i) {
    draw->AddLine(to_screen(i - 1, points[i - 1].rate), to_screen(i, points[i].rate),
                  to_u32(p.accent), 2.0f);
  }
  // Dots while they stay apart; a long history is a line alone.
  const bool dots = (area.max.x - area.min.x) / static_cast<float>(points.size()) > 6;
  std::size_t nearest = 0;
  float nearest_distance = 1e9f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const ImVec2 at = to_screen(i, points[i].rate);
    if (dots) draw->AddCircleFilled(at, 3.5f, to_u32(p.accent));
    if (std::fabs(at.x - mouse.x) < nearest_distance) {
      nearest_distance = std::fabs(at.x - mouse.x);
      nearest = i;
    }
  }
  if (hovered) {
    const ImVec2 at = to_screen(nearest, points[nearest].rate);
    draw->AddCircle(at, 7.0f, to_u32(p.accent_strong), 0, 2.0f);
    // TRANSLATORS: a point of the win-rate chart: the game's number and day, then the share
    // of the last games won: "Game 12 · 2026-11-03\n40 % of the last 10".
    ImGui::SetTooltip("%s", fill(_("Game {} \u00b7 {}\n{} of the last {}"), nearest + 1,
                                 points[nearest].played, chart_percent_text(points[nearest].rate),
                                 std::min<std::size_t>(nearest + 1, kWinRateWindow))
                                .c_str());
  }
}

}  // namespace trib::ui
