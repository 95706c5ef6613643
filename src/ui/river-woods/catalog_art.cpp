// River Woods in the Catalogs view: map tiles as hexes, a tile placed on a map as the
// catalog defines it, a tile half as a full tile of its terrain.

#include "ui/river-woods/catalog_art.h"

#include <algorithm>

#include "core/input_error.h"
#include "games/river-woods/catalog.h"
#include "ui/catalog/item_art.h"
#include "ui/river-woods/hex_art.h"

namespace trib::ui::woods_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

bool is_tile(const ComponentRef& ref) {
  return ref.section == "terrains" || ref.section == "starting";
}

float aspect(const Editor&, const ComponentRef& ref) {
  return is_tile(ref) ? 1.0f : 0.0f;
}

bool draw_art(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
              ImVec2 size) {
  if (!is_tile(ref)) return false;
  try {
    const rwd::Catalog one =
        rwd::parse_catalog({{ref.section, {{ref.id, editor.component(ref)}}}}, "", true);
    const rwd::Tile& tile = ref.section == "terrains" ? one.terrains.at(0) : one.starting.at(0);
    const float radius = std::min(size.x, size.y) * 0.5f;
    draw_tile({draw, ImVec2(min.x + size.x * 0.5f, min.y + size.y * 0.5f), radius}, tile, 0);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

float draw_item(const Editor& editor, const ComponentRef&, const std::vector<std::string>& path,
                const json& item, ImDrawList* draw, ImVec2 min, float side) {
  json tile;
  int rot = 0;
  if (catalog_ui::ends_with_list(path, "halves")) {
    tile = {{"terrain", item.value("terrain", json())}};
  } else if (item.contains("tile") && item["tile"].is_string()) {
    const std::string id = item["tile"].get<std::string>();
    for (const char* section : {"starting", "terrains"}) {
      const json& tiles = editor.catalog().value(section, json::object());
      if (tiles.contains(id)) tile = tiles[id];
    }
    rot = item.value("rot", 0);
  }
  if (tile.is_null()) return 0;
  const rwd::Catalog one = rwd::parse_catalog({{"terrains", {{"item", tile}}}}, "", true);
  draw_tile({draw, ImVec2(min.x + side * 0.5f, min.y + side * 0.5f), side * 0.5f},
            one.terrains.at(0), rot);
  return side;
}

}  // namespace

const CatalogArt& catalog_art() {
  static const CatalogArt art{aspect, draw_art, draw_item};
  return art;
}

}  // namespace trib::ui::woods_ui
