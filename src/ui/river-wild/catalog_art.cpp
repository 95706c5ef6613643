// River Wild in the Catalogs view: card faces, and an item as its card shows it.

#include "ui/river-wild/catalog_art.h"

#include <algorithm>

#include "ui/river-wild/card_art.h"
#include "ui/river-wild/card_look.h"

namespace trib::ui::rw_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

bool is_card(const ComponentRef& ref) {
  return ref.section == "cards" || ref.section == "source";
}

const CardLook& look_of(const Editor& editor, const ComponentRef& ref) {
  return card_look(editor, ref.section == "source" ? "source" : ref.id);
}

float aspect(const Editor& editor, const ComponentRef& ref) {
  if (!is_card(ref)) return 0;
  const json& grid = editor.catalog().at("grid");
  return grid.at(0).get<float>() / std::max(1.0f, grid.at(1).get<float>());
}

bool draw_art(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
              ImVec2 size) {
  if (!is_card(ref)) return false;
  const CardLook& look = look_of(editor, ref);
  if (!look.catalog) return false;
  const float cell = std::min(size.x / look.catalog->width, size.y / look.catalog->height);
  draw_card_face({draw, min, cell}, *look.catalog, look.index, false);
  return true;
}

// An item is drawn by drawing its card face clipped to the item's cell (two cells wide for a
// goal, whose badge is wider), so it looks exactly as on the card.
float draw_item(const Editor& editor, const ComponentRef& ref, const std::vector<std::string>&,
                const json& item, ImDrawList* draw, ImVec2 min, float side) {
  if (!is_card(ref)) return 0;
  const json& at = item.value("at", json());
  if (!at.is_array() || at.size() != 2 || !at[0].is_number() || !at[1].is_number()) return 0;
  const CardLook& look = look_of(editor, ref);
  if (!look.catalog || look.items_left_out) {
    const auto animal = river_wild::animal_from_name(item.value("animal", ""));
    if (!animal) return 0;
    draw_animal_token(draw, ImVec2(min.x + side * 0.5f, min.y + side * 0.5f), side * 0.42f,
                      *animal);
    return side;
  }
  const float row = at[0].get<float>(), col = at[1].get<float>();
  const float width = item.contains("goal") ? side * 2 : side;
  const float face_width = static_cast<float>(look.catalog->width) * side;
  // The window's left edge in face pixels: the item's cell centred, kept on the face.
  const float left = std::clamp((col + 0.5f) * side - width * 0.5f, 0.0f, face_width - width);
  draw->PushClipRect(min, ImVec2(min.x + width, min.y + side), true);
  draw_card_face({draw, ImVec2(min.x - left, min.y - row * side), side}, *look.catalog, look.index,
                 false);
  draw->PopClipRect();
  return width;
}

}  // namespace

const CatalogArt& catalog_art() {
  static const CatalogArt art{aspect, draw_art, draw_item};
  return art;
}

}  // namespace trib::ui::rw_ui
