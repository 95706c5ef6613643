#pragma once
// A catalog component drawn as the game's board draws it (River Wild card faces, Wodny
// szlak tiles, River Woods hexes, Roaring River paddle cards), or as a name card for
// components without a picture (motivations, objectives, rank tables).

#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>

#include "catalog_edit/editor.h"

namespace trib::ui::catalog_ui {

// Draws `ref` inside the rectangle [min, min + size]. A component that does not read as
// valid is drawn as far as it can be (a River Wild card without its items) — the caller
// marks it.
void draw_component_art(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                        ImDrawList* draw, ImVec2 min, ImVec2 size);

// The width / height of a component's picture (cards are wider than tall, hexes square).
float art_aspect(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);

}  // namespace trib::ui::catalog_ui
