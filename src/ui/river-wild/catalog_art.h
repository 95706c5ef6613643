#pragma once
// This game's components and list items in the Catalogs view, drawn with its board art
// (the view's GameView catalog hooks call these).

#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog_edit/editor.h"

namespace trib::ui::rw_ui {

// The width / height of a component's picture; 0: it has none.
float catalog_art_aspect(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);
// Draws the component in [min, min + size]; false: it has no picture or does not read.
bool draw_catalog_art(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                      ImDrawList* draw, ImVec2 min, ImVec2 size);
// The picture of a list item, `side` tall from `min`; its width, 0 when it has none.
float draw_catalog_item(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                        const std::vector<std::string>& path, const nlohmann::json& item,
                        ImDrawList* draw, ImVec2 min, float side);

}  // namespace trib::ui::rw_ui
