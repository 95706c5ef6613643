#pragma once
// A catalog component drawn as the game's board draws it (its view's CatalogArt, passed in
// by the caller that knows the view), or as a name card for components without a picture.

#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>

#include "catalog_edit/editor.h"
#include "ui/game_view.h"

namespace trib::ui::catalog_ui {

// Draws `ref` with `art` (nullptr: a name card) inside the rectangle [min, min + size]. A
// component that does not read as valid is drawn as far as the game can — the caller marks
// it.
void draw_component_art(const CatalogArt* art, const catalog_edit::Editor& editor,
                        const catalog_edit::ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                        ImVec2 size);

// The width / height of a component's picture with `art` (a name card's when it has none).
float art_aspect(const CatalogArt* art, const catalog_edit::Editor& editor,
                 const catalog_edit::ComponentRef& ref);

}  // namespace trib::ui::catalog_ui
