#pragma once
// River Woods' tile controls (full or shared, each half's terrain and edges, token, cabin)
// for the catalog editor; each click is one edit of the editor model.

#include "catalog_edit/editor.h"

namespace trib::ui::woods_ui {

// Draws the controls when `ref` is such a tile; false (nothing drawn) otherwise.
bool draw_catalog_controls(catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);

}  // namespace trib::ui::woods_ui
