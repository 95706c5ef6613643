#pragma once
// A catalog list item as one compact, clickable row: an optional disclosure arrow and
// number, the item's icon in its game's art, its kind, then each field as a small tag
// ("at 1,1"); the tags wrap onto more lines when the pane is narrow (large fonts).

#include <imgui.h>

#include <functional>
#include <string>

#include "catalog_edit/item_labels.h"

namespace trib::ui::catalog_ui {

// Draws the icon `height` pixels tall with its top-left corner at `min`; returns its width,
// 0 when there is none to draw.
using ItemIcon = std::function<float(ImDrawList* draw, ImVec2 min, float height)>;

struct ItemRowState {
  bool selected = false;  // highlighted as the picked item
  bool arrow = false;     // shows a disclosure arrow …
  bool open = false;      // … pointing down when the item's fields are open below
  bool invalid = false;   // the validation message names this item: red text
  std::string number;     // "1." before the icon, or empty
};

// Returns true when the row is clicked (or activated with the keyboard).
bool item_row(const char* id, const catalog_edit::ItemLabels& labels, const ItemIcon& icon,
              const ItemRowState& state);

}  // namespace trib::ui::catalog_ui
