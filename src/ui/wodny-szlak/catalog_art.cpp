// Wodny szlak in the Catalogs view: tiles and starting tiles as the board draws them, and a
// square or one cargo or port on its square's river.

#include "ui/wodny-szlak/catalog_art.h"

#include <algorithm>

#include "core/input_error.h"
#include "games/wodny-szlak/catalog.h"
#include "ui/catalog/item_art.h"
#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::ws_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

float aspect(const Editor&, const ComponentRef& ref) {
  if (ref.section == "starts") return 2.0f;
  return ref.section == "tiles" ? 1.0f : 0.0f;
}

bool draw_art(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
              ImVec2 size) {
  if (ref.section != "tiles" && ref.section != "starts") return false;
  try {
    const ws::Catalog one =
        ws::parse_catalog({{ref.section, {{ref.id, editor.component(ref)}}}}, "", true);
    if (ref.section == "tiles") {
      const float side = std::min(size.x, size.y);
      draw_square({draw, ImVec2(min.x + (size.x - side) * 0.5f, min.y), side},
                  one.tiles.at(0).square, 0);
    } else {
      const float side = std::min(size.x * 0.5f, size.y);
      draw_start({draw, ImVec2(min.x + (size.x - 2 * side) * 0.5f, min.y), side}, one.starts.at(0));
    }
    return true;
  } catch (const InputError&) {
    return false;
  }
}

float draw_item(const Editor& editor, const ComponentRef& ref, const std::vector<std::string>& path,
                const json& item, ImDrawList* draw, ImVec2 min, float side) {
  json square;
  if (catalog_ui::ends_with_list(path, "squares")) {
    square = item;
  } else if (catalog_ui::ends_with_list(path, "items")) {
    json::json_pointer owner;
    for (std::size_t i = 0; i + 2 < path.size(); ++i) owner.push_back(path[i]);
    const json& holder = editor.component(ref)[owner];
    square = {{"arms", holder.value("arms", json::array())}, {"items", json::array({item})}};
  } else {
    return 0;
  }
  const ws::Catalog one = ws::parse_catalog({{"tiles", {{"item", square}}}}, "", true);
  draw_square({draw, min, side}, one.tiles.at(0).square, 0);
  return side;
}

}  // namespace

const CatalogArt& catalog_art() {
  static const CatalogArt art{aspect, draw_art, draw_item};
  return art;
}

}  // namespace trib::ui::ws_ui
