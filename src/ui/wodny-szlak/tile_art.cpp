// Drawing Wodny szlak tiles and starting tiles with ImDrawList shapes.

#include "ui/wodny-szlak/tile_art.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "ui/platform/fonts.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/tile_icons.h"

namespace trib::ui::ws_ui {

namespace {

constexpr float kRiverWidth = 0.3f;  // of the square's side
constexpr float kMeadowRadius = 0.3f;

// Unit vector of a board edge (y down).
ImVec2 dir(ws::Edge e) {
  return ImVec2(static_cast<float>(ws::dx(e)), static_cast<float>(ws::dy(e)));
}

void bank(const TilePaint& p) {
  const float s = p.size;
  p.draw->AddRectFilled(p.origin, at(p.origin, s, 1, 1), rgba(104, 154, 74, p.alpha));
  if (s < 24.0f) return;
  const ImU32 grass = rgba(86, 134, 60, p.alpha);
  const float t = std::max(1.0f, s * 0.015f);
  for (const ImVec2 g : {ImVec2(0.18f, 0.5f), ImVec2(0.82f, 0.46f), ImVec2(0.5f, 0.84f)}) {
    p.draw->AddLine(at(p.origin, s, g.x, g.y), at(p.origin, s, g.x - 0.03f, g.y - 0.06f), grass, t);
    p.draw->AddLine(at(p.origin, s, g.x, g.y), at(p.origin, s, g.x + 0.03f, g.y - 0.07f), grass, t);
  }
}

// Corner k (0 NE, 1 SE, 2 SW, 3 NW): its point and the angle where its quarter starts.
void meadow(const TilePaint& p, int k) {
  static const ImVec2 corners[4] = {ImVec2(1, 0), ImVec2(1, 1), ImVec2(0, 1), ImVec2(0, 0)};
  static const float start[4] = {0.5f * kPi, kPi, 1.5f * kPi, 0.0f};
  const float s = p.size;
  const ImVec2 c = at(p.origin, s, corners[k].x, corners[k].y);
  const float r = kMeadowRadius * s;
  p.draw->PathLineTo(c);
  p.draw->PathArcTo(c, r, start[k], start[k] + 0.5f * kPi, 12);
  p.draw->PathFillConvex(rgba(206, 216, 86, p.alpha));
  p.draw->PathArcTo(c, r, start[k], start[k] + 0.5f * kPi, 12);
  p.draw->PathStroke(rgba(150, 160, 50, p.alpha), 0, std::max(1.0f, s * 0.015f));
  if (s < 36.0f) return;
  // Two flowers.
  const float sx = corners[k].x > 0 ? -1.0f : 1.0f, sy = corners[k].y > 0 ? -1.0f : 1.0f;
  for (const ImVec2 f : {ImVec2(0.09f, 0.18f), ImVec2(0.19f, 0.08f)}) {
    const ImVec2 q(c.x + sx * f.x * s, c.y + sy * f.y * s);
    p.draw->AddCircleFilled(q, s * 0.018f + 0.5f, rgba(250, 250, 240, p.alpha));
  }
}

void river(const TilePaint& p, ws::Mask arms) {
  if (arms == 0) return;
  const float s = p.size, h = kRiverWidth * 0.5f;
  const ImU32 water = p.still_water ? rgba(98, 146, 150, p.alpha) : rgba(52, 124, 206, p.alpha);
  const ImU32 shore = p.still_water ? rgba(70, 104, 100, p.alpha) : rgba(34, 86, 150, p.alpha);
  const ImU32 ripple = p.still_water ? rgba(150, 186, 186, p.alpha) : rgba(150, 204, 246, p.alpha);
  int count = 0;
  for (ws::Edge e : ws::kEdges) {
    if ((arms & ws::bit(e)) == 0) continue;
    ++count;
    const ImVec2 d = dir(e);
    // From the far side of the junction to the edge.
    const ImVec2 a(d.x < 0 ? 0.0f : 0.5f - h, d.y < 0 ? 0.0f : 0.5f - h);
    const ImVec2 b(d.x > 0 ? 1.0f : 0.5f + h, d.y > 0 ? 1.0f : 0.5f + h);
    p.draw->AddRectFilled(at(p.origin, s, a.x, a.y), at(p.origin, s, b.x, b.y), water);
  }
  if (count == 1) p.draw->AddCircleFilled(at(p.origin, s, 0.5f, 0.5f), (h + 0.04f) * s, water);
  if (s < 24.0f) return;
  const float t = std::max(1.0f, s * 0.018f);
  for (ws::Edge e : ws::kEdges) {
    if ((arms & ws::bit(e)) == 0) continue;
    const ImVec2 d = dir(e), n(-d.y, d.x);
    // The banks along the arm, from the junction to the edge.
    for (float side : {-1.0f, 1.0f}) {
      const ImVec2 from(0.5f + d.x * h + n.x * side * h, 0.5f + d.y * h + n.y * side * h);
      const ImVec2 to(from.x + d.x * (0.5f - h), from.y + d.y * (0.5f - h));
      p.draw->AddLine(at(p.origin, s, from.x, from.y), at(p.origin, s, to.x, to.y), shore, t);
    }
    // A ripple halfway along the arm.
    const ImVec2 m(0.5f + d.x * 0.34f + n.x * 0.04f, 0.5f + d.y * 0.34f + n.y * 0.04f);
    p.draw->AddLine(at(p.origin, s, m.x - n.x * 0.05f, m.y - n.y * 0.05f),
                    at(p.origin, s, m.x + n.x * 0.05f, m.y + n.y * 0.05f), ripple, t);
  }
}

// Cargo on an arm sits outside the bridge; without an obstacle, closer to the junction.
void cargo(const TilePaint& p, const ws::Square& sq, int rot) {
  const float s = p.size, r = 0.066f * s;
  std::vector<ws::Cargo> junction;
  for (const ws::CargoItem& item : sq.cargo) {
    if (!item.arm) {
      for (int i = 0; i < std::min(item.count, 4); ++i) junction.push_back(item.kind);
      continue;
    }
    const ImVec2 d = dir(ws::rotate(*item.arm, rot)), n(-d.y, d.x);
    const float along = sq.obstacle ? 0.36f : 0.3f;
    const int shown = std::min(item.count, 3);
    for (int i = 0; i < shown; ++i) {
      const float off = (static_cast<float>(i) - (shown - 1) * 0.5f) * 2.2f * 0.07f;
      const ImVec2 c(0.5f + d.x * along + n.x * off, 0.5f + d.y * along + n.y * off);
      draw_cargo_glyph(p.draw, at(p.origin, s, c.x, c.y), r, item.kind, p.alpha);
    }
  }
  const int n = static_cast<int>(junction.size());
  const float step = n > 2 ? 0.13f : 0.16f;
  for (int i = 0; i < n; ++i) {
    const float x = 0.5f + (static_cast<float>(i) - (n - 1) * 0.5f) * step;
    draw_cargo_glyph(p.draw, at(p.origin, s, x, 0.5f), r, junction[i], p.alpha);
  }
}

// Ports sit on the bank beside the junction, in quarters without a meadow if possible.
void ports(const TilePaint& p, const ws::Square& sq, int rot) {
  if (sq.ports <= 0) return;
  static const ImVec2 spots[4] = {ImVec2(0.76f, 0.24f), ImVec2(0.76f, 0.76f), ImVec2(0.24f, 0.76f),
                                  ImVec2(0.24f, 0.24f)};
  const ws::Mask meadows = ws::rotate_mask(sq.meadows, rot);
  std::vector<int> order;
  for (int pass = 0; pass < 2; ++pass) {
    for (int k : {0, 3, 1, 2}) {
      if (((meadows >> k) & 1) == pass) order.push_back(k);
    }
  }
  for (int i = 0; i < std::min(sq.ports, 4); ++i) {
    const ImVec2 c = spots[order[i]];
    draw_anchor(p.draw, at(p.origin, p.size, c.x, c.y), 0.11f * p.size, p.alpha);
  }
}

}  // namespace

void draw_square(const TilePaint& p, const ws::Square& sq, int rot) {
  bank(p);
  const ws::Mask meadows = ws::rotate_mask(sq.meadows, rot);
  for (int k = 0; k < 4; ++k) {
    if ((meadows >> k) & 1) meadow(p, k);
  }
  river(p, ws::rotate_mask(sq.arms, rot));
  if (sq.obstacle) draw_obstacle(p.draw, p.origin, p.size, *sq.obstacle, p.alpha);
  cargo(p, sq, rot);
  ports(p, sq, rot);
  if (p.outline) {
    p.draw->AddRect(p.origin, at(p.origin, p.size, 1, 1), rgba(30, 40, 24, p.alpha * 0.7f), 0, 0,
                    1.0f);
  }
}

void draw_chevron(ImDrawList* draw, ImVec2 c, float dx, float dy, float size, ImU32 fill,
                  float alpha) {
  const float h = size * 0.5f;
  const ImVec2 n(-dy, dx);
  const ImVec2 tip(c.x + dx * h, c.y + dy * h);
  const ImVec2 l(c.x - dx * h + n.x * h * 0.9f, c.y - dy * h + n.y * h * 0.9f);
  const ImVec2 r(c.x - dx * h - n.x * h * 0.9f, c.y - dy * h - n.y * h * 0.9f);
  const ImVec2 notch(c.x - dx * h * 0.3f, c.y - dy * h * 0.3f);
  draw->AddTriangleFilled(tip, l, notch, fill);
  draw->AddTriangleFilled(tip, notch, r, fill);
  const ImVec2 outline[4] = {tip, l, notch, r};
  draw->AddPolyline(outline, 4, rgba(16, 40, 70, alpha * 0.9f), ImDrawFlags_Closed,
                    std::max(1.0f, size * 0.07f));
}

void draw_start(const TilePaint& p, const ws::Start& start) {
  TilePaint half = p;
  half.outline = false;
  for (int i = 0; i < 2; ++i) {
    half.origin = at(p.origin, p.size, static_cast<float>(i), 0);
    draw_square(half, start.squares[i], 0);
  }
  // The printed arrows: into the tile at the inlets, out of it at the outlet.
  const ImU32 light = rgba(236, 246, 255, p.alpha);
  auto arrow = [&](const ws::RiverEnd& end, float sign) {
    const ImVec2 d = dir(end.edge);
    const ImVec2 c =
        at(p.origin, p.size, static_cast<float>(end.square) + 0.5f + d.x * 0.3f, 0.5f + d.y * 0.3f);
    draw_chevron(p.draw, c, d.x * sign, d.y * sign, 0.2f * p.size, light, p.alpha);
  };
  for (const ws::RiverEnd& inlet : start.inlets) arrow(inlet, -1.0f);
  arrow(start.outlet, 1.0f);
  p.draw->AddRect(p.origin, at(p.origin, p.size, 2, 1), rgba(70, 46, 20, p.alpha), 0.04f * p.size,
                  0, std::max(2.0f, 0.04f * p.size));
}

}  // namespace trib::ui::ws_ui
