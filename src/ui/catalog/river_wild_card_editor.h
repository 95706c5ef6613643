#pragma once
// River Wild's card editor: the enlarged front with a brush (land / river / mountain) and
// the items tool (add, pick, drag to move, delete), the mirrored back beside it, and the
// picked item's goal kind and points.

namespace trib::ui {

struct CatalogViewState;

void draw_river_wild_card_editor(CatalogViewState& state);

// Grid size for a new River Wild catalog (shown with the "grid" component).
void draw_river_wild_new_deck(CatalogViewState& state);

}  // namespace trib::ui
