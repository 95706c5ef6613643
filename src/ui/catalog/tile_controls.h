#pragma once
// Purpose-made controls for tiles: Wodny szlak's river arms per edge, meadow corners,
// obstacle, cargo and ports, group (and each square of a starting tile); River Woods'
// full or shared tiles with each half's terrain and edges, token and cabin. Each click is
// one edit of the editor model, so undo, validation and save work as for every field.

#include "catalog_edit/editor.h"

namespace trib::ui::catalog_ui {

// Draws the controls when `ref` is such a tile; false (nothing drawn) otherwise.
bool draw_tile_controls(catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);

}  // namespace trib::ui::catalog_ui
