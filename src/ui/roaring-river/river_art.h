#pragma once
// Drawing Roaring River components with plain ImDrawList shapes: river cards (blue
// droplets for the drops, a vector glyph for forest, mountain, deer or bird), paddle cards
// (arrow and value, Straight, Rest), hearts and the skull of a flipped raft. The same
// painter serves the river, the trip, the round entry and the setup dialog.

#include <imgui.h>

#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"

#include <string>

#include "games/roaring-river/cards.h"

namespace trib::ui::rr_ui {

namespace rr = trib::roaring_river;

inline constexpr float kCardAspect = 1.4f;  // height / width of a card

// A river card `width` pixels wide (kCardAspect tall) with its top-left corner at `min`.
void draw_river_card(ImDrawList* draw, ImVec2 min, float width, rr::RiverCard card,
                     float alpha = 1.0f);
// An empty place in the river (no card there).
void draw_empty_slot(ImDrawList* draw, ImVec2 min, float width, ImU32 colour);
// A paddle card `width` pixels wide.
void draw_paddle_card(ImDrawList* draw, ImVec2 min, float width, const rr::PaddleCard& card,
                      float alpha = 1.0f);

// Glyphs, `size` pixels tall, centred on `centre`.
void draw_drop(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour);
void draw_icon(ImDrawList* draw, ImVec2 centre, float size, rr::Icon icon, float alpha = 1.0f);
void draw_heart(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour);
void draw_skull(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour);
void draw_arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, ImU32 colour, float thickness);

// "3 drops, forest"
std::string river_card_words(rr::RiverCard card);

// Inline widgets at the cursor, `height` pixels tall, with a tooltip; the next item may
// follow with SameLine().
void river_chip(rr::RiverCard card, float height, float alpha = 1.0f);

// A danger level's colour, green (1) to dark red (4).
ImU32 level_colour(int level, float alpha = 1.0f);

}  // namespace trib::ui::rr_ui
