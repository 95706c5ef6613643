// The river in front of the raft: row B (three cards) beyond row A (two cards), the raft
// below them coloured by its danger level, and the marks of the round being entered (where
// the raft lands, which cards go to the discard pile). Below it: the trip so far.

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/layout_check.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

struct Slot {
  std::string name;  // "A0"
  ImVec2 min;
  const rr::RiverCard* card = nullptr;
};

void draw_raft(ImDrawList* draw, ImVec2 min, ImVec2 max, int level) {
  const float h = max.y - min.y;
  draw->AddRectFilled(min, max, rgba(150, 104, 60), h * 0.2f);
  for (int plank = 1; plank < 4; ++plank) {
    const float y = min.y + h * static_cast<float>(plank) / 4.0f;
    draw->AddLine(ImVec2(min.x + h * 0.15f, y), ImVec2(max.x - h * 0.15f, y), rgba(110, 72, 38),
                  std::max(1.0f, h * 0.04f));
  }
  draw->AddRect(min, max, level_colour(level), h * 0.2f, 0, std::max(2.0f, h * 0.1f));
  const ImVec2 badge(max.x - h * 0.05f, min.y + h * 0.05f);
  if (level >= rr::kFlipLevel) {
    draw->AddCircleFilled(badge, h * 0.42f, level_colour(level));
    draw_skull(draw, badge, h * 0.6f, rgba(240, 236, 228));
    return;
  }
  draw->AddCircleFilled(badge, h * 0.34f, level_colour(level));
  draw_text_centred(draw, badge, h * 0.46f, rgba(255, 255, 255), std::to_string(level).c_str());
}

void cross(ImDrawList* draw, ImVec2 min, float w, ImU32 colour) {
  const float h = w * kCardAspect, m = w * 0.2f, t = std::max(2.0f, w * 0.06f);
  draw->AddLine(ImVec2(min.x + m, min.y + m), ImVec2(min.x + w - m, min.y + h - m), colour, t);
  draw->AddLine(ImVec2(min.x + w - m, min.y + m), ImVec2(min.x + m, min.y + h - m), colour, t);
}

void slot_tooltip(const Slot& slot, bool landing, bool discard) {
  ImGui::BeginTooltip();
  if (slot.card) {
    ImGui::Text("%s: %s  (%s)", slot.name.c_str(), rr::river_card_text(*slot.card).c_str(),
                river_card_words(*slot.card).c_str());
  } else {
    ImGui::TextUnformatted(fill(_("{}: no card"), slot.name).c_str());
  }
  if (landing)
    ImGui::TextColored(theme_colours().legal, "%s", _("The raft lands here this round."));
  if (discard) {
    ImGui::TextColored(theme_colours().illegal, "%s", _("Out of reach: goes to the discard pile."));
  }
  ImGui::EndTooltip();
}

}  // namespace

void draw_river(const rr::RoaringRiverMatch& match, const RiverMarks& marks, ImVec2 size) {
  const rr::State& state = match.state();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float label = ImGui::GetFontSize() * 0.85f;
  const float w = std::max(
      8.0f, std::min(size.x / 3.5f, (size.y - 2 * label - 12) / (2 * kCardAspect + 0.55f)));
  const float h = w * kCardAspect, gap = w * 0.14f, row_gap = label + 4;
  const float raft_w = w * 1.3f, raft_h = w * 0.5f;
  const float used = 2 * (h + row_gap) + raft_h + 6;
  ImGui::InvisibleButton("##river", ImVec2(std::max(size.x, 1.0f), used));
  note_shown_whole("river", origin, ImVec2(origin.x + size.x, origin.y + used));
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float row_b = 3 * w + 2 * gap;
  const float x0 = origin.x + (size.x - row_b) * 0.5f, y0 = origin.y + 4;
  std::vector<Slot> slots;
  for (int i = 0; i < rr::kRowB; ++i) {
    const rr::RiverCard* card =
        i < static_cast<int>(state.river.b.size()) ? &state.river.b[i] : nullptr;
    slots.push_back({"B" + std::to_string(i), ImVec2(x0 + i * (w + gap), y0), card});
  }
  for (int i = 0; i < rr::kRowA; ++i) {
    const rr::RiverCard* card =
        i < static_cast<int>(state.river.a.size()) ? &state.river.a[i] : nullptr;
    slots.push_back({"A" + std::to_string(i),
                     ImVec2(x0 + (w + gap) * 0.5f + i * (w + gap), y0 + h + row_gap), card});
  }
  const ImVec2 raft_min(x0 + row_b * 0.5f - raft_w * 0.5f, y0 + 2 * (h + row_gap));
  const ImVec2 raft_max(raft_min.x + raft_w, raft_min.y + raft_h);

  const ImU32 muted_line = to_u32(theme_colours().text_muted, 0.6f);
  for (const Slot& slot : slots) {
    const bool discard =
        std::find(marks.discards.begin(), marks.discards.end(), slot.name) != marks.discards.end();
    const bool landing = slot.name == marks.landing;
    const float alpha = discard || marks.flip ? 0.35f : 1.0f;
    if (slot.card) {
      draw_river_card(draw, slot.min, w, *slot.card, alpha);
    } else {
      draw_empty_slot(draw, slot.min, w, to_u32(theme_colours().text_muted, 0.25f));
    }
    if (discard) cross(draw, slot.min, w, to_u32(theme_colours().illegal, 0.9f));
    if (landing) {
      draw->AddRect(ImVec2(slot.min.x - 3, slot.min.y - 3),
                    ImVec2(slot.min.x + w + 3, slot.min.y + h + 3), to_u32(theme_colours().legal),
                    w * 0.1f, 0, 3.0f);
      draw_arrow(draw, ImVec2((raft_min.x + raft_max.x) * 0.5f, raft_min.y - 2),
                 ImVec2(slot.min.x + w * 0.5f, slot.min.y + h + 2),
                 to_u32(theme_colours().legal, 0.9f), std::max(2.0f, w * 0.05f));
    }
    // A card too narrow for its slot's name (a tiny river) leaves it to the tooltip.
    if (ImGui::CalcTextSize(slot.name.c_str()).x <= w + gap) {
      ImGui::GetWindowDrawList()->AddText(ImVec2(slot.min.x, slot.min.y + h + 1), muted_line,
                                          slot.name.c_str());
    }
    if (hovered && mouse.x >= slot.min.x && mouse.x < slot.min.x + w && mouse.y >= slot.min.y &&
        mouse.y < slot.min.y + h) {
      slot_tooltip(slot, landing, discard);
    }
  }
  draw_raft(draw, raft_min, raft_max, state.level);
  if (marks.flip) {
    draw_skull(draw, ImVec2(x0 + row_b * 0.5f, y0 + h + row_gap * 0.5f), w * 0.9f,
               to_u32(theme_colours().illegal));
  }
  if (state.river.empty() && state.finished()) {
    const char* text = state.end == rr::End::Flip ? _("the raft flipped") : _("end of the river");
    const ImVec2 c(x0 + row_b * 0.5f, y0 + h * 0.5f);
    const ImVec2 extent = ImGui::CalcTextSize(text);
    draw->AddRectFilled(ImVec2(c.x - extent.x * 0.5f - 10, c.y - extent.y * 0.5f - 5),
                        ImVec2(c.x + extent.x * 0.5f + 10, c.y + extent.y * 0.5f + 5),
                        to_u32(theme_colours().surface), 6.0f);
    draw_text_centred(draw, c, ImGui::GetFontSize(), to_u32(theme_colours().text_muted), text);
  }
  if (hovered && mouse.x >= raft_min.x && mouse.x < raft_max.x && mouse.y >= raft_min.y &&
      mouse.y < raft_max.y) {
    ImGui::SetTooltip("%s", state.level >= rr::kFlipLevel
                                ? _("The raft flipped.")
                                : fill(_("The raft, at danger level {}."), state.level).c_str());
  }
}

void draw_trip(const rr::State& state, float width, float card_height) {
  const unsigned long cards = state.trip.size();
  ImGui::TextDisabled(
      "%s", fill(state.finished() ? P_("The trip: {} card", "The trip: {} cards", cards)
                                  : P_("Trip so far: {} card", "Trip so far: {} cards", cards),
                 cards)
                .c_str());
  if (state.trip.empty()) {
    ImGui::TextDisabled("%s", _("(the raft has not moved yet)"));
    return;
  }
  const float w = card_height / kCardAspect, gap = 4;
  const float start = ImGui::GetCursorPosX();
  float x = 0;
  for (std::size_t i = 0; i < state.trip.size(); ++i) {
    if (i > 0) {
      if (x + w > width) {
        x = 0;
      } else {
        ImGui::SameLine(start + x, 0);
      }
    }
    ImGui::PushID(static_cast<int>(i));
    river_chip(state.trip[i], card_height);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "%s", fill(_("Landed in round {}: {} ({})"), i + 1, rr::river_card_text(state.trip[i]),
                     river_card_words(state.trip[i]))
                    .c_str());
    }
    ImGui::PopID();
    x += w + gap;
  }
}

}  // namespace trib::ui::rr_ui
