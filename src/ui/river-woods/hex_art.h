#pragma once
// Drawing River Woods pieces of cardboard and wood in screen pixels: pointy-top hex tiles
// (full ones in one colour, shared ones split along their halves' edges), each terrain with
// a colour AND a letter (P G Y U R) and the river with waves, so light themes and
// colour-blind players can tell them apart; token icons told apart by shape; the cabin;
// the pieces by shape (main = house, cylinder = circle, pawn = triangle) in their
// player's colour with the seat number. Also the hex geometry in world units.

#include <imgui.h>

#include <array>

#include "games/river-woods/state.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

// World units: a hex has radius 1 (centre to corner).
ImVec2 hex_centre(rwd::Cell cell);
rwd::Cell cell_at(ImVec2 world);  // the hex that contains a world point
// Corner k of a hex lies at angle −30° + 60°·k (screen y down): edge e runs from corner e
// to corner e + 1, so edge 0 faces east and the edges go clockwise.
std::array<ImVec2, 6> hex_corners(ImVec2 centre, float radius);

struct TerrainLook {
  ImU32 fill;
  ImU32 ink;  // letters and patterns drawn on the fill
  const char* letter;
};
const TerrainLook& terrain_look(rwd::Terrain terrain);
ImU32 player_colour(int seat);
ImU32 player_ink(int seat);  // readable on player_colour(seat)

// Paint in pixels around a centre; `alpha` fades everything (ghost previews).
struct HexPaint {
  ImDrawList* draw;
  ImVec2 centre;
  float radius;
  float alpha = 1.0f;
};

// The tile's faces and marks: terrain halves, letters, token icon, cabin.
void draw_tile(const HexPaint& paint, const rwd::Tile& tile, int rot);
void draw_hex_outline(const HexPaint& paint, ImU32 colour, float thickness);
void draw_token(ImDrawList* draw, ImVec2 centre, float radius, rwd::Token token, float alpha = 1);
void draw_piece(ImDrawList* draw, ImVec2 centre, float radius, int seat, rwd::Piece piece,
                float alpha = 1);
void draw_stack_badge(const HexPaint& paint, int height);

// A token or a piece icon inline with text, one line high.
void token_icon(rwd::Token token);
void piece_icon(int seat, rwd::Piece piece);

}  // namespace trib::ui::woods_ui
