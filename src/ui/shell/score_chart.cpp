// The Records charts: scores over time, and how often each rank title was reached.

#include "ui/shell/score_chart.h"

#include <algorithm>
#include <cmath>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// A "nice" tick step (1, 2 or 5 × 10^k) giving about `count` intervals over `range`.
double nice_step(double range, int count) {
  const double raw = range / count;
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  const double fraction = raw / magnitude;
  const double nice = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10;
  return nice * magnitude;
}

}  // namespace

void draw_score_chart(const std::vector<ScorePoint>& points, ImVec2 size) {
  const ThemeColours& p = theme_colours();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  if (size.x <= 0) size.x = ImGui::GetContentRegionAvail().x;
  ImGui::InvisibleButton("##chart", size);
  const bool hovered = ImGui::IsItemHovered();
  if (points.empty()) {
    draw->AddText(ImVec2(origin.x + 8, origin.y + 8), to_u32(p.text_muted),
                  _("No finished games yet."));
    return;
  }

  double lo = points[0].score, hi = points[0].score;
  for (const ScorePoint& point : points) {
    lo = std::min(lo, point.score);
    hi = std::max(hi, point.score);
  }
  if (hi - lo < 1) hi = lo + 1;
  bool whole = true;  // whole-number scores get whole-number ticks
  for (const ScorePoint& point : points) whole = whole && std::floor(point.score) == point.score;
  double step = nice_step(hi - lo, 4);
  if (whole && step < 1) step = 1;
  lo = std::floor(lo / step) * step;
  hi = std::ceil(hi / step) * step;

  const float label_width = ImGui::CalcTextSize("00000").x;
  const float line = ImGui::GetTextLineHeight();
  const ImVec2 plot_min(origin.x + label_width + 8, origin.y + line * 0.5f);
  const ImVec2 plot_max(origin.x + size.x - 12, origin.y + size.y - line * 1.6f);
  const auto to_screen = [&](std::size_t i, double score) {
    const float t = points.size() == 1 ? 0.5f : static_cast<float>(i) / (points.size() - 1);
    const float u = static_cast<float>((score - lo) / (hi - lo));
    return ImVec2(plot_min.x + t * (plot_max.x - plot_min.x),
                  plot_max.y - u * (plot_max.y - plot_min.y));
  };

  // Horizontal grid with score labels.
  for (double v = lo; v <= hi + step * 0.5; v += step) {
    const float y = to_screen(0, v).y;
    draw->AddLine(ImVec2(plot_min.x, y), ImVec2(plot_max.x, y), to_u32(p.border, 0.6f));
    const std::string label = format_score(v);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    draw->AddText(ImVec2(plot_min.x - w - 8, y - line * 0.5f), to_u32(p.text_muted), label.c_str());
  }
  draw->AddLine(ImVec2(plot_min.x, plot_max.y), ImVec2(plot_max.x, plot_max.y), to_u32(p.border),
                1.5f);
  // Dates of the first and last game under the axis.
  const std::string first = format_date(points.front().finished_at).substr(0, 10);
  const std::string last = format_date(points.back().finished_at).substr(0, 10);
  draw->AddText(ImVec2(plot_min.x, plot_max.y + 4), to_u32(p.text_muted), first.c_str());
  if (points.size() > 1) {
    const float w = ImGui::CalcTextSize(last.c_str()).x;
    draw->AddText(ImVec2(plot_max.x - w, plot_max.y + 4), to_u32(p.text_muted), last.c_str());
  }

  for (std::size_t i = 1; i < points.size(); ++i) {
    draw->AddLine(to_screen(i - 1, points[i - 1].score), to_screen(i, points[i].score),
                  to_u32(p.accent), 2.0f);
  }
  std::size_t nearest = points.size();
  float nearest_distance = 1e9f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const ImVec2 at = to_screen(i, points[i].score);
    draw->AddCircleFilled(at, 4.0f, to_u32(p.accent));
    const float d = std::fabs(at.x - mouse.x);
    if (d < nearest_distance) {
      nearest_distance = d;
      nearest = i;
    }
  }
  if (hovered && nearest < points.size()) {
    const ImVec2 at = to_screen(nearest, points[nearest].score);
    draw->AddCircle(at, 7.0f, to_u32(p.accent_strong), 0, 2.0f);
    ImGui::SetTooltip(
        "%s", fill(_("Game {} \u00b7 {}\nScore {}"), nearest + 1,
                   format_date(points[nearest].finished_at), format_score(points[nearest].score))
                  .c_str());
  }
}

void draw_rank_bars(const std::vector<std::pair<std::string, std::int64_t>>& ranks) {
  if (ranks.empty()) {
    muted(_("No rank titles reached yet."));
    return;
  }
  std::int64_t most = 1;
  for (const auto& [rank, count] : ranks) most = std::max(most, count);
  const ThemeColours& p = theme_colours();
  float label_width = 0;
  for (const auto& [rank, count] : ranks) {
    label_width = std::max(label_width, ImGui::CalcTextSize(_(rank.c_str())).x);
  }
  // Each title left of its bar, or above it when the titles would take most of the width.
  const float room = ImGui::GetContentRegionAvail().x;
  const float count_width = ImGui::CalcTextSize("0000").x;
  const bool stacked = label_width > room * 0.55f;
  const float bar_space =
      std::max(20.0f, room - (stacked ? 0.0f : label_width + 12) - count_width - 12);
  for (const auto& [rank, count] : ranks) {
    // Rank titles are stored in English (data/); shown in the player's language.
    const char* title = _(rank.c_str());
    if (stacked) {
      fitted_text(title);
    } else {
      ImGui::TextUnformatted(title);
      ImGui::SameLine(0, label_width - ImGui::CalcTextSize(title).x + 12);
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    const float w =
        std::max(2.0f, bar_space * static_cast<float>(count) / static_cast<float>(most));
    ImGui::GetWindowDrawList()->AddRectFilled(
        ImVec2(at.x, at.y + 2), ImVec2(at.x + w, at.y + h - 2), to_u32(p.accent, 0.8f), 3.0f);
    ImGui::Dummy(ImVec2(w + 6, h));
    ImGui::SameLine();
    ImGui::Text("%lld", static_cast<long long>(count));  // not translated: a number
  }
}

}  // namespace trib::ui
