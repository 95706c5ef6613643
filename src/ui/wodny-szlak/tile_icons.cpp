// The small pictures on Wodny szlak tiles: mills, sawmills, cargo and ports.

#include "ui/wodny-szlak/tile_icons.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::ws_ui {

namespace {

ImU32 sack_colour(float a) {
  return rgba(228, 204, 150, a);
}
ImU32 wood_colour(float a) {
  return rgba(132, 84, 44, a);
}

void bridge(ImDrawList* d, ImVec2 o, float s, float a) {
  const float t = std::max(1.0f, 0.025f * s);
  d->AddRectFilled(at(o, s, 0.27f, 0.27f), at(o, s, 0.73f, 0.73f), rgba(164, 154, 140, a),
                   0.05f * s);
  d->AddRect(at(o, s, 0.27f, 0.27f), at(o, s, 0.73f, 0.73f), rgba(76, 68, 60, a), 0.05f * s, 0, t);
  if (s < 28.0f) return;
  // Paving joints, so that the bridge reads as stone.
  const ImU32 joint = rgba(130, 120, 108, a);
  d->AddLine(at(o, s, 0.29f, 0.69f), at(o, s, 0.71f, 0.69f), joint, 1.0f);
  d->AddLine(at(o, s, 0.29f, 0.31f), at(o, s, 0.71f, 0.31f), joint, 1.0f);
}

void water_wheel(ImDrawList* d, ImVec2 c, float r, float a) {
  const ImU32 ink = rgba(88, 56, 30, a);
  const float t = std::max(1.0f, r * 0.22f);
  d->AddCircleFilled(c, r, rgba(176, 130, 84, a));
  d->AddCircle(c, r, ink, 0, t);
  for (int i = 0; i < 4; ++i) {
    const float angle = static_cast<float>(i) * kPi / 4.0f;
    const ImVec2 v(std::cos(angle) * r, std::sin(angle) * r);
    d->AddLine(ImVec2(c.x - v.x, c.y - v.y), ImVec2(c.x + v.x, c.y + v.y), ink, t * 0.7f);
  }
}

void saw_blade(ImDrawList* d, ImVec2 c, float r, float a) {
  const int teeth = 8;
  for (int i = 0; i < teeth; ++i) {
    const float angle = static_cast<float>(i) * 2.0f * kPi / teeth;
    const float half = kPi / teeth;
    const ImVec2 tip(c.x + std::cos(angle) * r * 1.3f, c.y + std::sin(angle) * r * 1.3f);
    const ImVec2 l(c.x + std::cos(angle - half) * r, c.y + std::sin(angle - half) * r);
    const ImVec2 rr(c.x + std::cos(angle + half * 0.2f) * r,
                    c.y + std::sin(angle + half * 0.2f) * r);
    d->AddTriangleFilled(l, tip, rr, rgba(200, 204, 210, a));
  }
  d->AddCircleFilled(c, r, rgba(210, 214, 220, a));
  d->AddCircle(c, r, rgba(70, 74, 80, a), 0, std::max(1.0f, r * 0.18f));
  d->AddCircleFilled(c, r * 0.28f, rgba(70, 74, 80, a));
}

void building(ImDrawList* d, ImVec2 o, float s, bool mill, float a) {
  const ImU32 walls = mill ? rgba(240, 228, 200, a) : rgba(178, 126, 78, a);
  const ImU32 roof = mill ? rgba(182, 58, 44, a) : rgba(92, 62, 38, a);
  const ImU32 ink = rgba(60, 44, 32, a);
  const float t = std::max(1.0f, 0.02f * s);
  d->AddRectFilled(at(o, s, 0.40f, 0.50f), at(o, s, 0.60f, 0.67f), walls);
  d->AddRect(at(o, s, 0.40f, 0.50f), at(o, s, 0.60f, 0.67f), ink, 0, 0, t);
  if (!mill && s >= 28.0f) {  // planks
    for (float y : {0.555f, 0.61f})
      d->AddLine(at(o, s, 0.40f, y), at(o, s, 0.60f, y), rgba(120, 80, 46, a), 1.0f);
  }
  d->AddRectFilled(at(o, s, 0.475f, 0.59f), at(o, s, 0.525f, 0.67f), ink);  // door
  const ImVec2 l = at(o, s, 0.37f, 0.51f), r = at(o, s, 0.63f, 0.51f), top = at(o, s, 0.5f, 0.38f);
  d->AddTriangleFilled(l, r, top, roof);
  d->AddTriangle(l, r, top, ink, t);
  if (mill) {
    water_wheel(d, at(o, s, 0.345f, 0.625f), 0.065f * s, a);
  } else {
    saw_blade(d, at(o, s, 0.345f, 0.625f), 0.055f * s, a);
  }
}

}  // namespace

void draw_obstacle(ImDrawList* d, ImVec2 o, float s, const ws::Obstacle& obstacle, float a) {
  const bool mill = obstacle.kind == ws::ObstacleKind::Mill;
  bridge(d, o, s, a);
  building(d, o, s, mill, a);
  const float t = std::max(1.0f, 0.02f * s);
  // The pennant with the value, on a pole from the roof.
  d->AddLine(at(o, s, 0.6f, 0.52f), at(o, s, 0.6f, 0.27f), rgba(50, 40, 30, a), t);
  const ImVec2 flag_min = at(o, s, 0.6f, 0.27f), flag_max = at(o, s, 0.77f, 0.41f);
  d->AddRectFilled(flag_min, flag_max, rgba(206, 36, 40, a), 0.02f * s);
  d->AddRect(flag_min, flag_max, rgba(90, 16, 16, a), 0.02f * s, 0, t * 0.8f);
  const std::string value = std::to_string(obstacle.value);
  draw_text_centred(d, at(o, s, 0.685f, 0.34f), 0.14f * s, rgba(255, 255, 255, a), value.c_str());
  // The need: a disc in the cargo colour with the number of sacks or wood.
  const ImVec2 c = at(o, s, 0.32f, 0.34f);
  const float r = 0.075f * s;
  d->AddCircleFilled(c, r, mill ? sack_colour(a) : wood_colour(a));
  d->AddCircle(c, r, rgba(60, 44, 32, a), 0, t);
  const std::string need = std::to_string(obstacle.needs);
  draw_text_centred(d, c, 0.13f * s, mill ? rgba(50, 36, 20, a) : rgba(255, 240, 220, a),
                    need.c_str());
}

void draw_cargo_glyph(ImDrawList* d, ImVec2 c, float r, ws::Cargo kind, float a) {
  const ImU32 ink = rgba(64, 44, 24, a);
  const float t = std::max(1.0f, r * 0.16f);
  if (kind == ws::Cargo::Sack) {
    const ImVec2 body(c.x, c.y + r * 0.18f);
    d->AddCircleFilled(body, r * 0.85f, sack_colour(a));
    d->AddCircle(body, r * 0.85f, ink, 0, t);
    const ImVec2 neck_a(c.x - r * 0.32f, c.y - r * 0.95f), neck_b(c.x + r * 0.32f, c.y - r * 0.55f);
    d->AddRectFilled(neck_a, neck_b, sack_colour(a));
    d->AddRect(neck_a, neck_b, ink, 0, 0, t);
    return;
  }
  for (float y : {-0.45f, 0.35f}) {
    const ImVec2 a0(c.x - r * 1.05f, c.y + (y - 0.38f) * r);
    const ImVec2 a1(c.x + r * 0.85f, c.y + (y + 0.38f) * r);
    d->AddRectFilled(a0, a1, wood_colour(a), r * 0.3f);
    d->AddRect(a0, a1, ink, r * 0.3f, 0, t);
    const ImVec2 end(a1.x, (a0.y + a1.y) * 0.5f);
    d->AddCircleFilled(end, r * 0.36f, rgba(214, 170, 112, a));
    d->AddCircle(end, r * 0.36f, ink, 0, t);
  }
}

void draw_anchor(ImDrawList* d, ImVec2 c, float r, float a) {
  const ImU32 ink = rgba(24, 44, 84, a);
  const float t = std::max(1.0f, r * 0.16f);
  d->AddCircleFilled(c, r, rgba(250, 250, 246, a));
  d->AddCircle(c, r, ink, 0, t * 0.8f);
  d->AddLine(ImVec2(c.x, c.y - r * 0.5f), ImVec2(c.x, c.y + r * 0.62f), ink, t);
  d->AddCircle(ImVec2(c.x, c.y - r * 0.62f), r * 0.15f, ink, 0, t * 0.8f);
  d->AddLine(ImVec2(c.x - r * 0.34f, c.y - r * 0.28f), ImVec2(c.x + r * 0.34f, c.y - r * 0.28f),
             ink, t);
  d->PathArcTo(ImVec2(c.x, c.y + r * 0.08f), r * 0.55f, 0.1f * kPi, 0.9f * kPi, 12);
  d->PathStroke(ink, 0, t);
}

}  // namespace trib::ui::ws_ui
