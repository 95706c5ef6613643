// Category bars (player against the table's average) and monthly trend lines.

#include "ui/shell/category_view.h"

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

std::string category_points(double points) {
  return format_decimal(points, 1);
}

// "+1.3", "−0.7", "±0.0" for a difference that rounds to nothing.
std::string signed_points(double points) {
  if (std::fabs(points) < kCategoryGainShown) return "\u00b10.0";
  return (points >= 0 ? "+" : "\u2212") + category_points(std::fabs(points));
}

// Months oldest first, as a small line inside [min, max]; one month is a dot.
void draw_category_trend(ImDrawList* draw, const CategoryEarning& row, ImVec2 min, ImVec2 max,
                         double top) {
  const ThemeColours& p = theme_colours();
  draw->AddLine(ImVec2(min.x, max.y), ImVec2(max.x, max.y), to_u32(p.border), 1.0f);
  if (row.trend.empty() || top <= 0) return;
  const auto at = [&](std::size_t i) {
    const float t = row.trend.size() == 1
                        ? 0.5f
                        : static_cast<float>(i) / static_cast<float>(row.trend.size() - 1);
    const float u = static_cast<float>(std::clamp(row.trend[i].average / top, 0.0, 1.0));
    return ImVec2(min.x + t * (max.x - min.x), max.y - u * (max.y - min.y));
  };
  for (std::size_t i = 1; i < row.trend.size(); ++i) {
    draw->AddLine(at(i - 1), at(i), to_u32(p.accent), 1.5f);
  }
  draw->AddCircleFilled(at(row.trend.size() - 1), 2.5f, to_u32(p.accent));
}

void category_tooltip(const CategoryEarning& row) {
  // TRANSLATORS: a category, its points a game, the games counted, the table's points a
  // game and the difference: "Fish: 4.2 a game over 7 games; the table 3.1 (+1.1)".
  std::string text = fill(P_("{}: {} a game over {} game; the table {} ({})",
                             "{}: {} a game over {} games; the table {} ({})", row.games),
                          _(row.name.c_str()), category_points(row.average), row.games,
                          category_points(row.table_average), signed_points(row.gain()));
  for (const CategoryMonth& month : row.trend) {
    // TRANSLATORS: a month, the points a game in it, over how many games: "2026-11: 4.0 over 3".
    text +=
        "\n" + fill(_("{}: {} over {}"), month.month, category_points(month.average), month.games);
  }
  ImGui::SetTooltip("%s", text.c_str());
}

}  // namespace

std::string category_summary(const CategoryEarnings& earnings) {
  std::string text;
  if (earnings.gains_most) {
    const CategoryEarning& row = earnings.categories[*earnings.gains_most];
    // trib:: spelt out: with three arguments std::fill would be found too (by a string's ADL).
    text = trib::fill(_("Gains most: {}, {} a game over the table"), _(row.name.c_str()),
                      signed_points(row.gain()));
  }
  if (earnings.loses_most) {
    const CategoryEarning& row = earnings.categories[*earnings.loses_most];
    text += trib::fill(text.empty() ? _("Loses most: {}, {}") : _(" \u00b7 loses most: {}, {}"),
                       _(row.name.c_str()), signed_points(row.gain()));
  }
  return text;
}

void draw_category_earnings(const CategoryEarnings& earnings) {
  if (earnings.categories.empty()) {
    muted(
        _("No category points yet: they come from finished games scored move by move, and "
          "from score pads whose rows name a category."));
    return;
  }
  const ThemeColours& p = theme_colours();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float line = ImGui::GetTextLineHeight();
  const float width = ImGui::GetContentRegionAvail().x;
  // Columns: name, bars, numbers, trend. The name takes what the others leave.
  // Every table was the player alone (solo games): the table's average is the player's
  // own, so its bar and the difference would say nothing.
  const bool alone =
      std::all_of(earnings.categories.begin(), earnings.categories.end(),
                  [](const CategoryEarning& row) { return std::fabs(row.gain()) < 1e-9; });
  // TRANSLATORS: the player's points a game against the table's, then the difference.
  const char* versus = _("{} vs {}  ({})");
  // TRANSLATORS: a solo player's points in a category, a game: "3.3 a game".
  const char* per_game = _("{} a game");
  const float numbers_width =
      ImGui::CalcTextSize(
          (alone ? fill(per_game, "00.0") : fill(versus, "00.0", "00.0", "\u221200.0")).c_str())
          .x;
  const float trend_width = std::max(line * 4, width * 0.16f);
  // The widest name whole where it takes at most 40 % of the row (the bars give way).
  float widest_name = 0;
  for (const CategoryEarning& row : earnings.categories) {
    widest_name = std::max(widest_name, ImGui::CalcTextSize(_(row.name.c_str())).x);
  }
  const float name_width = std::clamp(widest_name + line, line * 4,
                                      std::max(line * 4, std::min(width * 0.4f, line * 14)));
  const float bar_width = std::max(line * 3, width - name_width - numbers_width - trend_width -
                                                 ImGui::GetStyle().ItemSpacing.x * 4);
  double top = 0;
  for (const CategoryEarning& row : earnings.categories) {
    top = std::max({top, row.average, row.table_average});
    for (const CategoryMonth& month : row.trend) top = std::max(top, month.average);
  }
  if (top <= 0) top = 1;

  // Legend: what the two bars are.
  {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw->AddRectFilled(ImVec2(at.x, at.y + line * 0.3f), ImVec2(at.x + line, at.y + line * 0.7f),
                        to_u32(p.accent), 2.0f);
    ImGui::Dummy(ImVec2(line * 1.2f, line));
    ImGui::SameLine();
    fitted_text(earnings.player, nullptr, std::min(width * 0.4f, line * 12));
    ImGui::SameLine(0, line);
    if (alone) {
      ImGui::TextDisabled("%s", _("solo games: no table to compare with"));
    } else {
      const ImVec2 at2 = ImGui::GetCursorScreenPos();
      draw->AddRectFilled(ImVec2(at2.x, at2.y + line * 0.4f),
                          ImVec2(at2.x + line, at2.y + line * 0.6f), to_u32(p.text_muted), 2.0f);
      ImGui::Dummy(ImVec2(line * 1.2f, line));
      ImGui::SameLine();
      ImGui::TextDisabled("%s", _("table average"));
    }
    // Over the trend column when it fits there; the rows' tooltips say it too.
    const char* trend_title = _("by month");
    const float title_x = at.x + width - trend_width;
    if (ImGui::GetItemRectMax().x + line < title_x) {
      draw->AddText(ImVec2(title_x, ImGui::GetItemRectMin().y), to_u32(p.text_muted), trend_title);
    }
  }
  ImGui::Spacing();
  const float row_height = line * 1.9f;
  for (std::size_t i = 0; i < earnings.categories.size(); ++i) {
    const CategoryEarning& row = earnings.categories[i];
    ImGui::PushID(static_cast<int>(i));
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##category", ImVec2(width, row_height));
    const bool hovered = ImGui::IsItemHovered();
    if (hovered) {
      draw->AddRectFilled(origin, ImVec2(origin.x + width, origin.y + row_height),
                          to_u32(p.accent, 0.08f), 3.0f);
      category_tooltip(row);
    }
    const bool gains = earnings.gains_most == i;
    const bool loses = earnings.loses_most == i;
    const float text_y = origin.y + (row_height - line) * 0.5f;
    const std::string name = fit_to_width(_(row.name.c_str()), name_width - line * 0.5f);
    draw->AddText(ImVec2(origin.x, text_y), to_u32(p.text), name.c_str());
    // The player's bar above, the table's thinner one below, on one scale.
    const float bar_x = origin.x + name_width;
    const float player_w = bar_width * static_cast<float>(std::max(0.0, row.average) / top);
    const float table_w = bar_width * static_cast<float>(std::max(0.0, row.table_average) / top);
    draw->AddRectFilled(ImVec2(bar_x, origin.y + row_height * 0.18f),
                        ImVec2(bar_x + std::max(2.0f, player_w), origin.y + row_height * 0.56f),
                        to_u32(gains   ? p.legal
                               : loses ? p.illegal
                                       : p.accent,
                               0.9f),
                        3.0f);
    if (!alone) {
      draw->AddRectFilled(ImVec2(bar_x, origin.y + row_height * 0.64f),
                          ImVec2(bar_x + std::max(2.0f, table_w), origin.y + row_height * 0.82f),
                          to_u32(p.text_muted, 0.7f), 2.0f);
    }
    const std::string numbers =
        alone ? fill(per_game, category_points(row.average))
              : fill(versus, category_points(row.average), category_points(row.table_average),
                     signed_points(row.gain()));
    const float numbers_x = bar_x + bar_width + ImGui::GetStyle().ItemSpacing.x;
    draw->AddText(ImVec2(numbers_x, text_y),
                  to_u32(gains   ? p.legal
                         : loses ? p.illegal
                                 : p.text_muted),
                  fit_to_width(numbers, numbers_width).c_str());
    const float trend_x = origin.x + width - trend_width;
    draw_category_trend(draw, row, ImVec2(trend_x, origin.y + row_height * 0.15f),
                        ImVec2(origin.x + width - line * 0.3f, origin.y + row_height * 0.85f), top);
    ImGui::PopID();
  }
}

}  // namespace trib::ui
