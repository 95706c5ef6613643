#pragma once
// River Wild cards as the card painter needs them: one card of the edited catalog read by
// the engine's own parser, so it is drawn exactly as on the board. A card that does not
// read (an animal on a river cell, say) is read again without its items, so its cells can
// still be painted and seen.

#include <optional>
#include <string>

#include "catalog_edit/editor.h"
#include "games/river-wild/catalog.h"

namespace trib::ui::rw_ui {

struct CardLook {
  std::optional<river_wild::Catalog> catalog;  // nullopt: not even the cells read
  int index = 0;                               // the card in `catalog` (kSourceCard for source)
  bool items_left_out = false;
};

// Cached per editor revision.
const CardLook& card_look(const catalog_edit::Editor& editor, const std::string& card_id);

}  // namespace trib::ui::rw_ui
