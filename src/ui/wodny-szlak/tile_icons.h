#pragma once
// The small pictures on Wodny szlak tiles, drawn around a screen point: the mill or
// sawmill on its bridge (with the pennant value and the need), sacks, wood and the port
// anchor. Used by tile_art.cpp.

#include <imgui.h>

#include "games/wodny-szlak/catalog.h"

namespace trib::ui::ws_ui {

inline constexpr float kPi = 3.14159265f;

// A point at (x, y) square sides from `o`.
inline ImVec2 at(ImVec2 o, float s, float x, float y) {
  return ImVec2(o.x + x * s, o.y + y * s);
}

namespace ws = trib::wodny_szlak;

// The stone bridge across the junction, the building, the pennant with the value and the
// need badge, for a square at `origin` of side `size`.
void draw_obstacle(ImDrawList* draw, ImVec2 origin, float size, const ws::Obstacle& obstacle,
                   float alpha);

// A cargo glyph of radius `r` (sack: a beige bag; wood: two brown logs).
void draw_cargo_glyph(ImDrawList* draw, ImVec2 centre, float r, ws::Cargo kind, float alpha);

// The port: a dark anchor on a white disc of radius `r`.
void draw_anchor(ImDrawList* draw, ImVec2 centre, float r, float alpha);

}  // namespace trib::ui::ws_ui
