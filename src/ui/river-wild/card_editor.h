#pragma once
// River Wild's component editor in the Catalogs view: for a card, the enlarged front with a
// brush (land / river / mountain) and the items tool (add, pick, drag to move, delete), the
// mirrored back beside it, and the picked item's goal kind and points; for the grid, its
// form and a new deck of another size.

#include <string>

#include "catalog_edit/editor.h"

namespace trib::ui::rw_ui {

// The painter's tools, kept by the view between frames.
struct CardEditorState {
  char brush = 'R';      // 'L', 'R', 'M' paint cells; 'I' places and moves items
  int new_item = 0;      // Items tool: what a click on an empty cell adds
  int picked_item = -1;  // the item being edited or dragged
  std::string card;      // the card it is picked on
};

// Draws the editor of `selected` (which a new deck changes to its first card); false for a
// component it does not edit.
bool draw_catalog_editor(CardEditorState& state, catalog_edit::Editor& editor,
                         catalog_edit::ComponentRef& selected);

}  // namespace trib::ui::rw_ui
