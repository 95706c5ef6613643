#pragma once
// Drawing River Wild card faces from their cell grids with plain ImDrawList shapes: land
// green, river blue with ripples, mountains as grey peaks, animals as lettered discs,
// scoring goals as small badges (requirement and "largest/other" points), runestones as
// purple diamonds. The same painter serves the board, the palette and the setup dialog.

#include <imgui.h>

#include "ui/widgets/widgets.h"

#include <string>

#include "games/river-wild/catalog.h"

namespace trib::ui::rw_ui {

namespace rw = trib::river_wild;

// Where and how large a face is drawn: screen position of its top-left corner and the
// size of one cell in pixels.
struct FacePaint {
  ImDrawList* draw = nullptr;
  ImVec2 origin = ImVec2(0, 0);
  float cell = 16.0f;
  float alpha = 1.0f;  // below 1 for ghost previews
};

// One card face (`back` = the mirrored side) with its items and outline.
void draw_card_face(const FacePaint& paint, const rw::Catalog& catalog, int card, bool back);

// A disc with the animal's letter (F, J, U, D).
void draw_animal_token(ImDrawList* draw, ImVec2 centre, float radius, rw::Animal animal,
                       float alpha = 1.0f);
ImU32 animal_colour(rw::Animal animal, float alpha = 1.0f);
const char* animal_letter(rw::Animal animal);

// "jackalope · goal dragon + unicorn (4/2) · runestone"
std::string card_summary(const rw::Catalog& catalog, int card);

// The face at a readable size followed by its summary, at the cursor (for tooltips).
void card_preview(const rw::Catalog& catalog, int card, bool back, float cell_px);

}  // namespace trib::ui::rw_ui
