// The danger gauge: levels 1 to 3 and the skull (flipped raft), the current level filled,
// the level the entered plays lead to outlined, and each level's threshold beneath.

#include <algorithm>
#include <cfloat>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"

namespace trib::ui::rr_ui {

namespace {

std::string level_help(const rr::Rules& rules, int level) {
  if (level >= rr::kFlipLevel) {
    return _(
        "Rising from level 3 flips the raft: the game ends at once and the fewest hearts "
        "win.");
  }
  const int threshold = rules.thresholds[static_cast<std::size_t>(level - 1)];
  if (level == rr::kDangerLevels) {
    return fill(_("Level {}: a difference of {} or more between left and right raises the danger "
                  "level. A difference of {} or less calms the raft back to level 2."),
                level, threshold, rr::kCalmDifference);
  }
  return fill(
      _("Level {}: a difference of {} or more between left and right raises the danger level."),
      level, threshold);
}

}  // namespace

void draw_danger_gauge(const rr::Rules& rules, int level, std::optional<int> next, float width) {
  const int segments = rr::kFlipLevel;
  const float gap = 6, sw = (width - gap * (segments - 1)) / segments;
  const float box = ImGui::GetFrameHeight();
  ImFont* small = fonts().small ? fonts().small : ImGui::GetFont();
  const float caption = small->FontSize;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImGui::InvisibleButton("##danger", ImVec2(std::max(width, 1.0f), box + caption * 2 + 6));
  const bool hovered = ImGui::IsItemHovered();
  const float mouse_x = ImGui::GetIO().MousePos.x;
  for (int i = 1; i <= segments; ++i) {
    const ImVec2 min(origin.x + (i - 1) * (sw + gap), origin.y);
    const ImVec2 max(min.x + sw, min.y + box);
    const bool current = i == level, upcoming = next && *next == i && *next != level;
    draw->AddRectFilled(min, max, level_colour(i, current ? 1.0f : 0.22f), 5.0f);
    if (upcoming) draw->AddRect(min, max, level_colour(i, 1.0f), 5.0f, 0, 3.0f);
    const ImU32 ink = current ? rgba(255, 255, 255) : to_u32(theme_colours().text);
    const ImVec2 centre((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
    if (i == rr::kFlipLevel) {
      draw_skull(draw, centre, box * 0.8f, current ? rgba(255, 255, 255) : level_colour(i, 0.9f));
    } else {
      // Smaller when the word is longer than the box is wide (narrow column, longer words).
      const std::string label = fill(_("Level {}"), i);
      const float size = ImGui::GetFontSize() * 0.9f;
      const float wide = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, label.c_str()).x;
      const float room = sw - 6;
      draw_text_centred(draw, centre, wide > room ? size * room / wide : size, ink, label.c_str());
    }
    // TRANSLATORS: under a danger level: the difference that raises it ("up at 5+") and, at
    // level 3, the one that calms it ("down at 0-3")
    std::string under = i < rr::kFlipLevel ? fill(_("up at {}+"), rules.thresholds[i - 1])
                                           : std::string(_("flipped"));
    std::string below = i == rr::kDangerLevels ? fill(_("down at 0-{}"), rr::kCalmDifference) : "";
    for (const std::string* text : {&under, &below}) {
      const ImVec2 extent = small->CalcTextSizeA(caption, FLT_MAX, 0, text->c_str());
      const float y = max.y + 3 + (text == &below ? caption : 0.0f);
      draw->AddText(small, caption, ImVec2(centre.x - extent.x * 0.5f, y),
                    to_u32(theme_colours().text_muted), text->c_str());
    }
    if (hovered && mouse_x >= min.x && mouse_x < max.x) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
      ImGui::TextUnformatted(level_help(rules, i).c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
  }
  if (next && *next != level) {  // an arrow from the current level to the next one
    const auto centre_x = [&](int i) { return origin.x + (i - 1) * (sw + gap) + sw * 0.5f; };
    const float side = *next > level ? sw * 0.42f : -sw * 0.42f;
    const float y = origin.y + box * 0.5f;
    draw_arrow(draw, ImVec2(centre_x(level) + side, y), ImVec2(centre_x(*next) - side, y),
               to_u32(theme_colours().text, 0.9f), 2.5f);
  }
}

}  // namespace trib::ui::rr_ui
