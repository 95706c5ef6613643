#pragma once
// Drawing Wodny szlak tiles from their definitions with plain ImDrawList shapes: a green
// bank, blue river arms from the centre to the edges, meadow corners as yellow-green
// quarter discs, a mill or sawmill on its stone bridge at the centre with the pennant
// value and the need, sacks (beige) and wood (brown) on the arm they float on, ports as
// anchors. The board, the palette, the setup dialog and tooltips share this painter.

#include <imgui.h>

#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"

#include <string>

#include "games/wodny-szlak/catalog.h"

namespace trib::ui::ws_ui {

namespace ws = trib::wodny_szlak;

// Where and how a square is drawn: the screen position of its top-left corner and its
// side in pixels.
struct TilePaint {
  ImDrawList* draw = nullptr;
  ImVec2 origin = ImVec2(0, 0);
  float size = 64.0f;
  float alpha = 1.0f;        // below 1 for ghost previews
  bool still_water = false;  // an oxbow lake: grey-green water
  bool outline = true;       // the thin frame (off for the halves of a starting tile)
};

// One square (a river tile or a half of a starting tile), turned `rot` quarter turns
// clockwise, with a thin outline.
void draw_square(const TilePaint& paint, const ws::Square& square, int rot);

// A starting tile: half 0 at the paint origin, half 1 to its right, the printed flow
// arrows (inlets pointing in, the outlet pointing out) and one outline around both.
void draw_start(const TilePaint& paint, const ws::Start& start);

// A flow chevron at `centre` pointing along (dx, dy) (unit axis), `size` pixels long.
void draw_chevron(ImDrawList* draw, ImVec2 centre, float dx, float dy, float size, ImU32 fill,
                  float alpha = 1.0f);

// "mill 4 | 2 sacks · sack above the bridge (N) · port · meadow NE, SW"
std::string square_summary(const ws::Square& square);
// "base-07: N E · mill 2 | 1 sacks · ..." with the arms.
std::string tile_summary(const ws::Catalog& catalog, int tile);

// The tile at `px` pixels followed by its summary, at the cursor (for tooltips).
void tile_preview(const ws::Catalog& catalog, int tile, int rot, float px);
void start_preview(const ws::Catalog& catalog, int start, float px);

}  // namespace trib::ui::ws_ui
