// Drawing River Woods tiles, tokens and pieces in screen pixels.

#include "ui/river-woods/hex_art.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

constexpr float kSqrt3 = 1.7320508f;
constexpr float kPi = 3.14159265f;

ImU32 faded(ImU32 colour, float alpha) {
  const auto a = static_cast<unsigned>(((colour >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
  return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

ImVec2 add(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x + b.x, a.y + b.y);
}

ImVec2 scaled(ImVec2 v, float k) {
  return ImVec2(v.x * k, v.y * k);
}

// The unit vector from a hex's centre towards the middle of edge e.
ImVec2 edge_direction(int edge) {
  const float angle = static_cast<float>(edge) * kPi / 3.0f;
  return ImVec2(std::cos(angle), std::sin(angle));
}

// Where a half's letter goes: towards the middle of the edges it owns.
ImVec2 half_anchor(const rwd::PlacedTile& placed, int half) {
  ImVec2 sum(0, 0);
  for (int e = 0; e < rwd::kEdges; ++e) {
    if (placed.half_at(e) == half) sum = add(sum, edge_direction(e));
  }
  const float length = std::sqrt(sum.x * sum.x + sum.y * sum.y);
  return length < 1e-3f ? ImVec2(0, 0) : scaled(sum, 1.0f / length);
}

// A half's map edges as runs of neighbouring edges: each run is one convex wedge when the
// half owns at most three edges.
std::vector<std::pair<int, int>> edge_runs(const rwd::PlacedTile& placed, int half) {
  int start = 0;
  while (start < rwd::kEdges && placed.half_at(start) == half) ++start;
  std::vector<std::pair<int, int>> runs;  // first edge, count
  for (int i = 0; i < rwd::kEdges; ++i) {
    const int e = (start + i) % rwd::kEdges;
    if (placed.half_at(e) != half) continue;
    if (!runs.empty() && (runs.back().first + runs.back().second) % rwd::kEdges == e) {
      ++runs.back().second;
    } else {
      runs.push_back({e, 1});
    }
  }
  return runs;
}

void fill_wedge(const HexPaint& p, const std::array<ImVec2, 6>& corners, int first, int count,
                ImU32 colour) {
  std::vector<ImVec2> points = {p.centre};
  for (int k = 0; k <= count; ++k) points.push_back(corners[(first + k) % rwd::kEdges]);
  p.draw->AddConvexPolyFilled(points.data(), static_cast<int>(points.size()), colour);
}

// Three short waves across the river: the pattern that marks it besides its colour.
void draw_waves(const HexPaint& p, ImVec2 at, float width, ImU32 colour) {
  for (int row = -1; row <= 1; ++row) {
    std::vector<ImVec2> points;
    for (int k = 0; k <= 8; ++k) {
      const float t = static_cast<float>(k) / 8.0f;
      points.push_back(ImVec2(at.x + (t - 0.5f) * width,
                              at.y + row * width * 0.28f + std::sin(t * 2 * kPi) * width * 0.07f));
    }
    p.draw->AddPolyline(points.data(), static_cast<int>(points.size()), colour, 0,
                        std::max(1.0f, p.radius * 0.05f));
  }
}

void draw_cabin(ImDrawList* draw, ImVec2 c, float s, float alpha) {
  const ImU32 wall = faded(IM_COL32(246, 232, 204, 255), alpha);
  const ImU32 ink = faded(IM_COL32(92, 58, 32, 255), alpha);
  const ImVec2 roof[3] = {ImVec2(c.x - s, c.y - s * 0.1f), ImVec2(c.x, c.y - s * 0.95f),
                          ImVec2(c.x + s, c.y - s * 0.1f)};
  draw->AddRectFilled(ImVec2(c.x - s * 0.75f, c.y - s * 0.1f), ImVec2(c.x + s * 0.75f, c.y + s),
                      wall);
  draw->AddTriangleFilled(roof[0], roof[1], roof[2], ink);
  draw->AddRect(ImVec2(c.x - s * 0.75f, c.y - s * 0.1f), ImVec2(c.x + s * 0.75f, c.y + s), ink, 0,
                0, std::max(1.0f, s * 0.14f));
  // The window that marks a cabin tile.
  draw->AddRectFilled(ImVec2(c.x - s * 0.32f, c.y + s * 0.18f),
                      ImVec2(c.x + s * 0.32f, c.y + s * 0.72f), ink);
}

}  // namespace

ImVec2 hex_centre(rwd::Cell cell) {
  return ImVec2(kSqrt3 * (static_cast<float>(cell.q) + static_cast<float>(cell.r) * 0.5f),
                1.5f * static_cast<float>(cell.r));
}

rwd::Cell cell_at(ImVec2 world) {
  const float q = kSqrt3 / 3.0f * world.x - world.y / 3.0f;
  const float r = 2.0f / 3.0f * world.y;
  const float s = -q - r;
  float rq = std::round(q), rr = std::round(r);
  const float rs = std::round(s);
  const float dq = std::fabs(rq - q), dr = std::fabs(rr - r), ds = std::fabs(rs - s);
  if (dq > dr && dq > ds) {
    rq = -rr - rs;
  } else if (dr > ds) {
    rr = -rq - rs;
  }
  return {static_cast<int>(rq), static_cast<int>(rr)};
}

std::array<ImVec2, 6> hex_corners(ImVec2 centre, float radius) {
  std::array<ImVec2, 6> corners;
  for (int k = 0; k < 6; ++k) {
    const float angle = (-30.0f + 60.0f * static_cast<float>(k)) * kPi / 180.0f;
    corners[k] = ImVec2(centre.x + radius * std::cos(angle), centre.y + radius * std::sin(angle));
  }
  return corners;
}

const TerrainLook& terrain_look(rwd::Terrain terrain) {
  static const TerrainLook looks[] = {
      {IM_COL32(240, 150, 190, 255), IM_COL32(70, 20, 45, 255), "P"},    // pink
      {IM_COL32(104, 178, 92, 255), IM_COL32(16, 48, 14, 255), "G"},     // green
      {IM_COL32(238, 204, 80, 255), IM_COL32(70, 52, 0, 255), "Y"},      // yellow
      {IM_COL32(140, 96, 190, 255), IM_COL32(255, 255, 255, 255), "U"},  // purple
      {IM_COL32(62, 132, 214, 255), IM_COL32(225, 240, 255, 255), "R"},  // river
  };
  return looks[static_cast<int>(terrain)];
}

ImU32 player_colour(int seat) {
  static const ImU32 colours[] = {IM_COL32(220, 64, 52, 255), IM_COL32(245, 245, 240, 255),
                                  IM_COL32(40, 40, 44, 255), IM_COL32(60, 210, 225, 255)};
  return colours[seat % 4];
}

ImU32 player_ink(int seat) {
  return seat % 4 == 2 || seat % 4 == 0 ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
}

void draw_tile(const HexPaint& p, const rwd::Tile& tile, int rot) {
  const std::array<ImVec2, 6> corners = hex_corners(p.centre, p.radius);
  const rwd::PlacedTile placed{&tile, rot};
  // The larger half fills the hex; the smaller one (at most three edges) goes on top as
  // convex wedges, so no seams show inside a terrain.
  int small = -1;
  if (tile.shared()) {
    int count0 = 0;
    for (int e = 0; e < rwd::kEdges; ++e) count0 += placed.half_at(e) == 0;
    small = count0 <= 3 ? 0 : 1;
  }
  const int large = small == 1 ? 0 : (small == 0 ? 1 : 0);
  const TerrainLook& base = terrain_look(tile.halves[large].terrain);
  p.draw->AddConvexPolyFilled(corners.data(), 6, faded(base.fill, p.alpha));
  if (small >= 0) {
    const ImU32 fill = faded(terrain_look(tile.halves[small].terrain).fill, p.alpha);
    for (const auto& [first, count] : edge_runs(placed, small)) {
      fill_wedge(p, corners, first, count, fill);
    }
    // The border between the halves, from the centre to each corner where they meet.
    const ImU32 seam = faded(IM_COL32(30, 30, 30, 200), p.alpha);
    for (int e = 0; e < rwd::kEdges; ++e) {
      if (placed.half_at(e) != placed.half_at((e + 5) % rwd::kEdges)) {
        p.draw->AddLine(p.centre, corners[e], seam, std::max(1.0f, p.radius * 0.04f));
      }
    }
  }

  const float letter = p.radius * 0.34f;
  for (int half = 0; half < static_cast<int>(tile.halves.size()); ++half) {
    const TerrainLook& look = terrain_look(tile.halves[half].terrain);
    const ImVec2 towards = tile.shared() ? half_anchor(placed, half) : ImVec2(-0.5f, 0.866f);
    const ImVec2 at = add(p.centre, scaled(towards, p.radius * 0.58f));
    if (tile.halves[half].terrain == rwd::Terrain::River && !tile.shared()) {
      draw_waves(p, add(p.centre, ImVec2(0, p.radius * 0.05f)), p.radius * 0.9f,
                 faded(look.ink, p.alpha * 0.55f));
    }
    draw_text_centred(p.draw, at, letter, faded(look.ink, p.alpha), look.letter);
  }
  if (tile.token) {
    draw_token(p.draw, add(p.centre, ImVec2(0, -p.radius * 0.52f)), p.radius * 0.25f, *tile.token,
               p.alpha);
  }
  if (tile.cabin) {
    draw_cabin(p.draw, add(p.centre, ImVec2(p.radius * 0.5f, p.radius * 0.42f)), p.radius * 0.2f,
               p.alpha);
  }
}

void draw_hex_outline(const HexPaint& p, ImU32 colour, float thickness) {
  const std::array<ImVec2, 6> corners = hex_corners(p.centre, p.radius);
  p.draw->AddPolyline(corners.data(), 6, faded(colour, p.alpha), ImDrawFlags_Closed, thickness);
}

void draw_token(ImDrawList* draw, ImVec2 c, float r, rwd::Token token, float alpha) {
  draw->AddCircleFilled(c, r, faded(IM_COL32(252, 250, 242, 255), alpha));
  draw->AddCircle(c, r, faded(IM_COL32(60, 50, 40, 255), alpha), 0, std::max(1.0f, r * 0.12f));
  switch (token) {
    case rwd::Token::Flower: {  // five petals round a yellow heart
      for (int k = 0; k < 5; ++k) {
        const float a = static_cast<float>(k) * 2 * kPi / 5 - kPi / 2;
        draw->AddCircleFilled(ImVec2(c.x + std::cos(a) * r * 0.42f, c.y + std::sin(a) * r * 0.42f),
                              r * 0.27f, faded(IM_COL32(214, 70, 150, 255), alpha));
      }
      draw->AddCircleFilled(c, r * 0.2f, faded(IM_COL32(250, 200, 40, 255), alpha));
      break;
    }
    case rwd::Token::Berry: {  // three berries
      const ImU32 berry = faded(IM_COL32(150, 20, 50, 255), alpha);
      draw->AddCircleFilled(ImVec2(c.x - r * 0.3f, c.y + r * 0.2f), r * 0.3f, berry);
      draw->AddCircleFilled(ImVec2(c.x + r * 0.3f, c.y + r * 0.2f), r * 0.3f, berry);
      draw->AddCircleFilled(ImVec2(c.x, c.y - r * 0.3f), r * 0.3f, berry);
      break;
    }
    case rwd::Token::Tea: {  // a leaf with its midrib
      std::vector<ImVec2> leaf;
      for (int k = 0; k <= 12; ++k) {
        const float t = static_cast<float>(k) / 12.0f;
        leaf.push_back(ImVec2(c.x + (t - 0.5f) * r * 1.4f, c.y - std::sin(t * kPi) * r * 0.4f));
      }
      for (int k = 11; k >= 1; --k) {
        const float t = static_cast<float>(k) / 12.0f;
        leaf.push_back(ImVec2(c.x + (t - 0.5f) * r * 1.4f, c.y + std::sin(t * kPi) * r * 0.4f));
      }
      draw->AddConvexPolyFilled(leaf.data(), static_cast<int>(leaf.size()),
                                faded(IM_COL32(40, 130, 60, 255), alpha));
      draw->AddLine(ImVec2(c.x - r * 0.7f, c.y), ImVec2(c.x + r * 0.7f, c.y),
                    faded(IM_COL32(230, 250, 220, 255), alpha), std::max(1.0f, r * 0.1f));
      break;
    }
    case rwd::Token::Mountain: {  // a peak with snow
      const ImVec2 a(c.x - r * 0.72f, c.y + r * 0.45f), b(c.x + r * 0.72f, c.y + r * 0.45f),
          top(c.x, c.y - r * 0.6f);
      draw->AddTriangleFilled(a, top, b, faded(IM_COL32(110, 110, 120, 255), alpha));
      draw->AddTriangleFilled(ImVec2(c.x - r * 0.25f, c.y - r * 0.22f), top,
                              ImVec2(c.x + r * 0.25f, c.y - r * 0.22f),
                              faded(IM_COL32(255, 255, 255, 255), alpha));
      break;
    }
  }
}

void draw_piece(ImDrawList* draw, ImVec2 c, float r, int seat, rwd::Piece piece, float alpha) {
  const ImU32 fill = faded(player_colour(seat), alpha);
  const ImU32 edge =
      faded(seat % 4 == 2 ? IM_COL32(235, 235, 235, 255) : IM_COL32(20, 20, 20, 255), alpha);
  const float line = std::max(1.5f, r * 0.14f);
  const std::string number = std::to_string(seat + 1);
  switch (piece) {
    case rwd::Piece::Main: {  // a house
      const ImVec2 points[5] = {ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.9f, c.y - r * 0.2f),
                                ImVec2(c.x + r * 0.9f, c.y + r * 0.85f),
                                ImVec2(c.x - r * 0.9f, c.y + r * 0.85f),
                                ImVec2(c.x - r * 0.9f, c.y - r * 0.2f)};
      draw->AddConvexPolyFilled(points, 5, fill);
      draw->AddPolyline(points, 5, edge, ImDrawFlags_Closed, line);
      draw_text_centred(draw, ImVec2(c.x, c.y + r * 0.25f), r * 1.05f,
                        faded(player_ink(seat), alpha), number.c_str());
      break;
    }
    case rwd::Piece::Cylinder:
      draw->AddCircleFilled(c, r * 0.72f, fill);
      draw->AddCircle(c, r * 0.72f, edge, 0, line);
      draw_text_centred(draw, c, r * 0.85f, faded(player_ink(seat), alpha), number.c_str());
      break;
    case rwd::Piece::Pawn: {
      const ImVec2 a(c.x, c.y - r * 0.85f), b(c.x + r * 0.8f, c.y + r * 0.6f),
          d(c.x - r * 0.8f, c.y + r * 0.6f);
      draw->AddTriangleFilled(a, b, d, fill);
      draw->AddTriangle(a, b, d, edge, line);
      draw_text_centred(draw, ImVec2(c.x, c.y + r * 0.18f), r * 0.7f,
                        faded(player_ink(seat), alpha), number.c_str());
      break;
    }
  }
}

void draw_stack_badge(const HexPaint& p, int height) {
  const ImVec2 at(p.centre.x + p.radius * 0.56f, p.centre.y - p.radius * 0.3f);
  const float r = p.radius * 0.2f;
  p.draw->AddCircleFilled(at, r, faded(IM_COL32(30, 30, 30, 235), p.alpha));
  p.draw->AddCircle(at, r, faded(IM_COL32(255, 255, 255, 220), p.alpha), 0,
                    std::max(1.0f, r * 0.12f));
  const std::string text = std::to_string(height);
  draw_text_centred(p.draw, at, r * 1.4f, faded(IM_COL32(255, 255, 255, 255), p.alpha),
                    text.c_str());
}

void token_icon(rwd::Token token) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_token(ImGui::GetWindowDrawList(), ImVec2(at.x + h * 0.5f, at.y + h * 0.5f), h * 0.5f, token);
  ImGui::Dummy(ImVec2(h, h));
}

void piece_icon(int seat, rwd::Piece piece) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_piece(ImGui::GetWindowDrawList(), ImVec2(at.x + h * 0.5f, at.y + h * 0.5f), h * 0.48f, seat,
             piece);
  ImGui::Dummy(ImVec2(h, h));
}

}  // namespace trib::ui::woods_ui
