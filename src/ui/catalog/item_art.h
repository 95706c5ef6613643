#pragma once
// The small picture at the head of a catalog list item's row, in each game's own art (its
// view's CatalogArt::draw_item, passed in by the caller that knows the view).

#include <imgui.h>

#include <string>
#include <vector>

#include "catalog_edit/editor.h"
#include "ui/game_view.h"

namespace trib::ui::catalog_ui {

// Draws the item at `pointer` inside `ref` ("/items/2") with `art` `height` pixels tall
// from `min` and returns its width (the game's picture may be wider or narrower than
// square); 0, with nothing drawn, when `art` is nullptr, has no picture for it or it does
// not read.
float draw_item_icon(const CatalogArt* art, const catalog_edit::Editor& editor,
                     const catalog_edit::ComponentRef& ref, const std::string& pointer,
                     ImDrawList* draw, ImVec2 min, float height);

// Whether the item at `path` (a JSON pointer's steps) is an element of a list named `list`.
bool ends_with_list(const std::vector<std::string>& path, const char* list);

}  // namespace trib::ui::catalog_ui
