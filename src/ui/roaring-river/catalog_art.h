#pragma once
// Roaring River's components and list items in the Catalogs view, drawn with its board art.

#include "ui/game_view.h"

namespace trib::ui::rr_ui {

const CatalogArt& catalog_art();

}  // namespace trib::ui::rr_ui
