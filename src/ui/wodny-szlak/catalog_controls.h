#pragma once
// Wodny szlak's tile controls (river arms, meadows, obstacle, cargo and ports, group)
// for the catalog editor; each click is one edit of the editor model.

#include "catalog_edit/editor.h"

namespace trib::ui::ws_ui {

// Draws the controls when `ref` is such a tile; false (nothing drawn) otherwise.
bool draw_catalog_controls(catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);

}  // namespace trib::ui::ws_ui
