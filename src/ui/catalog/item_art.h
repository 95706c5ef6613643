#pragma once
// The small picture at the head of a catalog list item's row, in each game's own art: a
// River Wild animal, goal or runestone as its card shows it, a Wodny szlak cargo or port
// on its square, a River Woods map tile or tile half, a Roaring River paddle card, a
// motivation's heart, drop or icon.

#include <imgui.h>

#include <string>

#include "catalog_edit/editor.h"

namespace trib::ui::catalog_ui {

// Draws the item at `pointer` inside `ref` ("/items/2") `height` pixels tall from `min`
// (square, but wider for a River Wild goal, narrower for a paddle card) and returns its
// width; 0, with nothing drawn, when the game has no picture for it or it does not read.
float draw_item_icon(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                     const std::string& pointer, ImDrawList* draw, ImVec2 min, float height);

}  // namespace trib::ui::catalog_ui
