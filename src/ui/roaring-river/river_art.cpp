// River cards, paddle cards and small glyphs drawn from shapes (no textures).

#include "ui/roaring-river/river_art.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

ImVec2 at(ImVec2 c, float s, float x, float y) {
  return ImVec2(c.x + x * s, c.y + y * s);
}

void triangle(ImDrawList* d, ImVec2 a, ImVec2 b, ImVec2 c, ImU32 colour) {
  d->AddTriangleFilled(a, b, c, colour);
}

// Glyphs in a box of side `s` around `c` (coordinates from -0.5 to 0.5).
void forest(ImDrawList* d, ImVec2 c, float s, float a) {
  const ImU32 trunk = rgba(110, 72, 40, a);
  const ImU32 green = rgba(38, 122, 62, a), light = rgba(60, 150, 80, a);
  for (const float x : {-0.2f, 0.18f}) {
    const float h = x < 0 ? 1.0f : 0.8f;  // the tree behind is smaller
    const ImU32 leaf = x < 0 ? green : light;
    d->AddRectFilled(at(c, s, x - 0.04f, 0.3f * h), at(c, s, x + 0.04f, 0.46f), trunk);
    for (int tier = 0; tier < 3; ++tier) {
      const float top = (-0.45f + tier * 0.2f) * h, base = top + 0.34f * h;
      const float half = (0.14f + tier * 0.05f) * h;
      triangle(d, at(c, s, x, top), at(c, s, x - half, base), at(c, s, x + half, base), leaf);
    }
  }
}

void mountain(ImDrawList* d, ImVec2 c, float s, float a) {
  triangle(d, at(c, s, 0.18f, -0.22f), at(c, s, -0.1f, 0.4f), at(c, s, 0.48f, 0.4f),
           rgba(132, 138, 150, a));
  triangle(d, at(c, s, -0.1f, -0.42f), at(c, s, -0.48f, 0.4f), at(c, s, 0.28f, 0.4f),
           rgba(100, 106, 120, a));
  triangle(d, at(c, s, -0.1f, -0.42f), at(c, s, -0.2f, -0.2f), at(c, s, 0.0f, -0.2f),
           rgba(245, 248, 252, a));
}

void deer(ImDrawList* d, ImVec2 c, float s, float a) {
  const ImU32 fur = rgba(150, 98, 52, a), dark = rgba(96, 60, 30, a);
  const float leg = std::max(1.5f, 0.06f * s);
  d->AddRectFilled(at(c, s, -0.34f, -0.04f), at(c, s, 0.2f, 0.2f), fur, 0.1f * s);
  for (const float x : {-0.28f, -0.16f, 0.06f, 0.15f}) {
    d->AddLine(at(c, s, x, 0.15f), at(c, s, x, 0.44f), fur, leg);
  }
  d->AddLine(at(c, s, 0.14f, 0.02f), at(c, s, 0.26f, -0.22f), fur, 0.1f * s);  // neck
  d->AddCircleFilled(at(c, s, 0.3f, -0.24f), 0.08f * s, fur);                  // head
  triangle(d, at(c, s, 0.34f, -0.28f), at(c, s, 0.34f, -0.18f), at(c, s, 0.46f, -0.2f), fur);
  const float antler = std::max(1.0f, 0.035f * s);
  d->AddLine(at(c, s, 0.28f, -0.3f), at(c, s, 0.2f, -0.48f), dark, antler);
  d->AddLine(at(c, s, 0.23f, -0.41f), at(c, s, 0.12f, -0.44f), dark, antler);
  d->AddLine(at(c, s, 0.33f, -0.3f), at(c, s, 0.4f, -0.48f), dark, antler);
  d->AddLine(at(c, s, 0.37f, -0.4f), at(c, s, 0.46f, -0.4f), dark, antler);
  d->AddCircleFilled(at(c, s, -0.36f, 0.0f), 0.05f * s, rgba(240, 230, 215, a));  // tail
}

void bird(ImDrawList* d, ImVec2 c, float s, float a) {
  const ImU32 body = rgba(56, 96, 168, a), wing = rgba(34, 62, 120, a);
  triangle(d, at(c, s, -0.2f, 0.05f), at(c, s, -0.46f, -0.06f), at(c, s, -0.42f, 0.16f), wing);
  d->AddCircleFilled(at(c, s, -0.02f, 0.08f), 0.22f * s, body);
  d->AddCircleFilled(at(c, s, 0.2f, -0.14f), 0.13f * s, body);
  triangle(d, at(c, s, 0.3f, -0.18f), at(c, s, 0.3f, -0.08f), at(c, s, 0.44f, -0.12f),
           rgba(236, 156, 40, a));
  triangle(d, at(c, s, -0.16f, 0.0f), at(c, s, 0.12f, 0.04f), at(c, s, -0.04f, 0.22f), wing);
  d->AddCircleFilled(at(c, s, 0.23f, -0.17f), 0.025f * s, rgba(255, 255, 255, a));
  const float leg = std::max(1.0f, 0.03f * s);
  d->AddLine(at(c, s, -0.04f, 0.28f), at(c, s, -0.06f, 0.42f), rgba(236, 156, 40, a), leg);
  d->AddLine(at(c, s, 0.06f, 0.28f), at(c, s, 0.06f, 0.42f), rgba(236, 156, 40, a), leg);
}

// Calm water is pale, turbulent water deeper blue.
ImU32 water(int drops, float a) {
  static const int tones[4][3] = {
      {214, 236, 248}, {190, 224, 246}, {158, 204, 240}, {122, 180, 232}};
  const auto& t = tones[std::clamp(drops, 1, 4) - 1];
  return rgba(t[0], t[1], t[2], a);
}

void waves(ImDrawList* d, ImVec2 min, float w, float h, int drops, float a) {
  const ImU32 foam = rgba(255, 255, 255, a * 0.55f);
  const float thick = std::max(1.0f, w * 0.025f);
  for (int i = 0; i < std::min(drops, 3); ++i) {
    const float y = min.y + h * (0.8f + i * 0.06f);
    ImVec2 pts[5];
    for (int k = 0; k < 5; ++k) {
      pts[k] = ImVec2(min.x + w * (0.15f + k * 0.175f), y + ((k % 2) ? -1.0f : 1.0f) * h * 0.015f);
    }
    d->AddPolyline(pts, 5, foam, 0, thick);
  }
}

}  // namespace

void draw_drop(ImDrawList* draw, ImVec2 c, float size, ImU32 colour) {
  const float r = size * 0.3f;
  const ImVec2 bulb(c.x, c.y + size * 0.18f);
  draw->AddCircleFilled(bulb, r, colour, 16);
  triangle(draw, ImVec2(c.x, c.y - size * 0.5f), ImVec2(c.x - r * 0.96f, bulb.y - r * 0.3f),
           ImVec2(c.x + r * 0.96f, bulb.y - r * 0.3f), colour);
}

void draw_icon(ImDrawList* draw, ImVec2 centre, float size, rr::Icon icon, float alpha) {
  switch (icon) {
    case rr::Icon::Forest:
      forest(draw, centre, size, alpha);
      break;
    case rr::Icon::Mountain:
      mountain(draw, centre, size, alpha);
      break;
    case rr::Icon::Deer:
      deer(draw, centre, size, alpha);
      break;
    case rr::Icon::Bird:
      bird(draw, centre, size, alpha);
      break;
    case rr::Icon::None:
      break;
  }
}

void draw_heart(ImDrawList* draw, ImVec2 c, float size, ImU32 colour) {
  const float r = size * 0.27f;
  draw->AddCircleFilled(ImVec2(c.x - r * 0.9f, c.y - size * 0.12f), r, colour, 14);
  draw->AddCircleFilled(ImVec2(c.x + r * 0.9f, c.y - size * 0.12f), r, colour, 14);
  triangle(draw, ImVec2(c.x - r * 1.85f, c.y - size * 0.04f),
           ImVec2(c.x + r * 1.85f, c.y - size * 0.04f), ImVec2(c.x, c.y + size * 0.45f), colour);
}

void draw_skull(ImDrawList* draw, ImVec2 c, float size, ImU32 colour) {
  const ImU32 hole = rgba(20, 20, 24);
  draw->AddCircleFilled(ImVec2(c.x, c.y - size * 0.08f), size * 0.36f, colour, 20);
  draw->AddRectFilled(ImVec2(c.x - size * 0.2f, c.y + size * 0.12f),
                      ImVec2(c.x + size * 0.2f, c.y + size * 0.42f), colour, size * 0.06f);
  draw->AddCircleFilled(ImVec2(c.x - size * 0.14f, c.y - size * 0.06f), size * 0.09f, hole);
  draw->AddCircleFilled(ImVec2(c.x + size * 0.14f, c.y - size * 0.06f), size * 0.09f, hole);
  triangle(draw, ImVec2(c.x, c.y + size * 0.06f), ImVec2(c.x - size * 0.05f, c.y + size * 0.16f),
           ImVec2(c.x + size * 0.05f, c.y + size * 0.16f), hole);
  for (const float x : {-0.1f, 0.0f, 0.1f}) {
    draw->AddLine(ImVec2(c.x + x * size, c.y + size * 0.28f),
                  ImVec2(c.x + x * size, c.y + size * 0.42f), hole, std::max(1.0f, size * 0.03f));
  }
}

void draw_arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, ImU32 colour, float thickness) {
  const ImVec2 d(to.x - from.x, to.y - from.y);
  const float length = std::max(1.0f, std::sqrt(d.x * d.x + d.y * d.y));
  const ImVec2 u(d.x / length, d.y / length), n(-u.y, u.x);
  const float head = thickness * 3.2f;
  const ImVec2 base(to.x - u.x * head, to.y - u.y * head);
  draw->AddLine(from, base, colour, thickness);
  triangle(draw, to, ImVec2(base.x + n.x * head * 0.7f, base.y + n.y * head * 0.7f),
           ImVec2(base.x - n.x * head * 0.7f, base.y - n.y * head * 0.7f), colour);
}

void draw_river_card(ImDrawList* draw, ImVec2 min, float w, rr::RiverCard card, float alpha) {
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  const float round = w * 0.08f;
  draw->AddRectFilled(min, max, water(card.drops, alpha), round);
  waves(draw, min, w, h, card.drops, alpha);
  // Drops along the top, centred.
  const float drop = w * 0.2f, step = w * 0.2f;
  const float first = min.x + w * 0.5f - step * (static_cast<float>(card.drops) - 1) * 0.5f;
  for (int i = 0; i < card.drops; ++i) {
    const ImVec2 c(first + step * static_cast<float>(i), min.y + h * 0.12f);
    draw_drop(draw, c, drop * 1.12f, rgba(255, 255, 255, alpha * 0.9f));
    draw_drop(draw, c, drop, rgba(30, 110, 200, alpha));
  }
  if (card.icon != rr::Icon::None) {
    const ImVec2 c(min.x + w * 0.5f, min.y + h * 0.52f);
    draw->AddCircleFilled(c, w * 0.36f, rgba(255, 255, 255, alpha * 0.5f), 32);
    draw_icon(draw, c, w * 0.6f, card.icon, alpha);
  }
  const std::string code = rr::river_card_text(card);
  draw_text_centred(draw, ImVec2(max.x - w * 0.2f, max.y - w * 0.14f), w * 0.2f,
                    rgba(20, 60, 110, alpha * 0.85f), code.c_str());
  draw->AddRect(min, max, rgba(30, 70, 120, alpha * 0.9f), round, 0, std::max(1.0f, w * 0.02f));
}

void draw_empty_slot(ImDrawList* draw, ImVec2 min, float w, ImU32 colour) {
  const ImVec2 max(min.x + w, min.y + w * kCardAspect);
  draw->AddRect(min, max, colour, w * 0.08f, 0, std::max(1.0f, w * 0.02f));
}

void draw_paddle_card(ImDrawList* draw, ImVec2 min, float w, const rr::PaddleCard& card,
                      float alpha) {
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h), c(min.x + w * 0.5f, min.y + h * 0.5f);
  const ImU32 ink = rgba(92, 58, 28, alpha), paper = rgba(246, 236, 214, alpha);
  draw->AddRectFilled(min, max, paper, w * 0.08f);
  draw->AddRect(min, max, ink, w * 0.08f, 0, std::max(1.0f, w * 0.03f));
  const float thick = std::max(1.5f, w * 0.09f);
  const std::string value = std::to_string(card.value);
  switch (card.kind) {
    case rr::PaddleKind::Left:
    case rr::PaddleKind::Right: {
      const float dir = card.kind == rr::PaddleKind::Left ? -1.0f : 1.0f;
      draw_arrow(draw, ImVec2(c.x - dir * w * 0.3f, c.y + h * 0.12f),
                 ImVec2(c.x + dir * w * 0.34f, c.y + h * 0.12f), ink, thick);
      draw_text_centred(draw, ImVec2(c.x, min.y + h * 0.3f), w * 0.42f, ink, value.c_str());
      break;
    }
    case rr::PaddleKind::Straight:
      draw_arrow(draw, ImVec2(c.x, c.y + h * 0.3f), ImVec2(c.x, c.y - h * 0.2f), ink, thick);
      draw_text_centred(draw, ImVec2(c.x, min.y + h * 0.16f), w * 0.28f, ink,
                        ("+" + value).c_str());
      break;
    case rr::PaddleKind::Rest:
      draw_text_centred(draw, ImVec2(c.x, c.y - h * 0.06f), w * 0.36f, ink, "Zz");
      draw_text_centred(draw, ImVec2(c.x, c.y + h * 0.22f), w * 0.2f, ink,
                        "rest");  // not translated: the card's entry code, typed as shown
      break;
  }
  if (card.heart) {
    draw_heart(draw, ImVec2(max.x - w * 0.17f, min.y + w * 0.17f), w * 0.22f,
               rgba(210, 50, 70, alpha));
  }
}

std::string river_card_words(rr::RiverCard card) {
  const std::string drops =
      fill(P_("{} drop", "{} drops", static_cast<unsigned long>(card.drops)), card.drops);
  if (card.icon == rr::Icon::None) return drops;
  return drops + ", " + rr::icon_words(card.icon);  // "3 drops, forest"
}

void river_chip(rr::RiverCard card, float height, float alpha) {
  const float w = height / kCardAspect;
  const ImVec2 at_cursor = ImGui::GetCursorScreenPos();
  draw_river_card(ImGui::GetWindowDrawList(), at_cursor, w, card, alpha);
  ImGui::Dummy(ImVec2(w, height));
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s  (%s)", rr::river_card_text(card).c_str(),
                      river_card_words(card).c_str());
  }
}

ImU32 level_colour(int level, float alpha) {
  static const int colours[4][3] = {{70, 170, 100}, {226, 170, 50}, {222, 90, 70}, {150, 40, 50}};
  const auto& c = colours[std::clamp(level, 1, 4) - 1];
  return rgba(c[0], c[1], c[2], alpha);
}

}  // namespace trib::ui::rr_ui
