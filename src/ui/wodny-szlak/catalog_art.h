#pragma once
// Wodny szlak's components and list items in the Catalogs view, drawn with its board art.

#include "ui/game_view.h"

namespace trib::ui::ws_ui {

const CatalogArt& catalog_art();

}  // namespace trib::ui::ws_ui
