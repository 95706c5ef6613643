// Icons for catalog list items, drawn with each game's board art (see item_art.h).

#include "ui/catalog/item_art.h"

#include <algorithm>
#include <exception>
#include <vector>

#include "core/json_view.h"
#include "games/river-woods/catalog.h"
#include "games/roaring-river/catalog.h"
#include "games/wodny-szlak/catalog.h"
#include "ui/catalog/card_look.h"
#include "ui/frame/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-woods/hex_art.h"
#include "ui/roaring-river/river_art.h"
#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::catalog_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

// "/terms/1/elements/0" → {"terms", "1", "elements", "0"}; keys are plain in catalogs.
std::vector<std::string> steps(const std::string& pointer) {
  std::vector<std::string> out;
  std::size_t start = 1;
  while (start <= pointer.size()) {
    const std::size_t end = std::min(pointer.find('/', start), pointer.size());
    out.push_back(pointer.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool ends_with_list(const std::vector<std::string>& path, const char* list) {
  return path.size() >= 2 && path[path.size() - 2] == list;
}

// A River Wild item is drawn by drawing its card face clipped to the item's cell (two
// cells wide for a goal, whose badge is wider), so it looks exactly as on the card.
float river_wild_item(const Editor& editor, const ComponentRef& ref, const json& item,
                      ImDrawList* draw, ImVec2 min, float side) {
  if (ref.section != "cards" && ref.section != "source") return 0;
  const json& at = item.value("at", json());
  if (!at.is_array() || at.size() != 2 || !at[0].is_number() || !at[1].is_number()) return 0;
  const CardLook& look = card_look(editor, ref.section == "source" ? "source" : ref.id);
  if (!look.catalog || look.items_left_out) {
    const auto animal = river_wild::animal_from_name(item.value("animal", ""));
    if (!animal) return 0;
    rw_ui::draw_animal_token(draw, ImVec2(min.x + side * 0.5f, min.y + side * 0.5f), side * 0.42f,
                             *animal);
    return side;
  }
  const float row = at[0].get<float>(), col = at[1].get<float>();
  const float width = item.contains("goal") ? side * 2 : side;
  const float face_width = static_cast<float>(look.catalog->width) * side;
  // The window's left edge in face pixels: the item's cell centred, kept on the face.
  const float left = std::clamp((col + 0.5f) * side - width * 0.5f, 0.0f, face_width - width);
  draw->PushClipRect(min, ImVec2(min.x + width, min.y + side), true);
  rw_ui::draw_card_face({draw, ImVec2(min.x - left, min.y - row * side), side}, *look.catalog,
                        look.index, false);
  draw->PopClipRect();
  return width;
}

// A Wodny szlak square (of a starting tile) or one cargo or port drawn on its square's
// river, alone.
float wodny_szlak_item(const Editor& editor, const ComponentRef& ref,
                       const std::vector<std::string>& path, const json& item, ImDrawList* draw,
                       ImVec2 min, float side) {
  json square;
  if (ends_with_list(path, "squares")) {
    square = item;
  } else if (ends_with_list(path, "items")) {
    json::json_pointer owner;
    for (std::size_t i = 0; i + 2 < path.size(); ++i) owner.push_back(path[i]);
    const json& holder = editor.component(ref)[owner];
    square = {{"arms", holder.value("arms", json::array())}, {"items", json::array({item})}};
  } else {
    return 0;
  }
  namespace ws = trib::wodny_szlak;
  const ws::Catalog one = ws::parse_catalog({{"tiles", {{"item", square}}}}, "", true);
  ws_ui::draw_square({draw, min, side}, one.tiles.at(0).square, 0);
  return side;
}

// A tile placed on a River Woods map (as the catalog defines that tile), or a tile half
// as a full tile of its terrain.
float river_woods_item(const Editor& editor, const std::vector<std::string>& path, const json& item,
                       ImDrawList* draw, ImVec2 min, float side) {
  json tile;
  int rot = 0;
  if (ends_with_list(path, "halves")) {
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
  namespace rwd = trib::river_woods;
  const rwd::Catalog one = rwd::parse_catalog({{"terrains", {{"item", tile}}}}, "", true);
  woods_ui::draw_tile({draw, ImVec2(min.x + side * 0.5f, min.y + side * 0.5f), side * 0.5f},
                      one.terrains.at(0), rot);
  return side;
}

// A paddle card as the river's players hold it; a motivation term's heart; a set
// element's drop or icon.
float roaring_river_item(const Editor& editor, const ComponentRef& ref,
                         const std::vector<std::string>& path, const json& item, ImDrawList* draw,
                         ImVec2 min, float side) {
  namespace rr = trib::roaring_river;
  const ImVec2 centre(min.x + side * 0.5f, min.y + side * 0.5f);
  if (ref.section == "paddles" && ends_with_list(path, "cards")) {
    json set = editor.component(ref);
    set["cards"] = json::array({item});
    const rr::PaddleSet one = rr::read_paddles(JsonView(set, "/paddles"));
    const float width = side / rr_ui::kCardAspect;
    rr_ui::draw_paddle_card(draw, min, width, one.cards.at(0));
    return width;
  }
  if (ref.section != "motivations") return 0;
  if (ends_with_list(path, "terms")) {
    rr_ui::draw_heart(draw, centre, side * 0.8f, to_u32(palette().illegal));
    return side;
  }
  if (const auto icon = rr::icon_from_name(item.value("icon", ""))) {
    rr_ui::draw_icon(draw, centre, side * 0.9f, *icon);
    return side;
  }
  if (item.contains("drops")) {
    rr_ui::draw_drop(draw, centre, side * 0.8f, to_u32(palette().accent));
    return side;
  }
  return 0;
}

}  // namespace

float draw_item_icon(const Editor& editor, const ComponentRef& ref, const std::string& pointer,
                     ImDrawList* draw, ImVec2 min, float height) {
  if (!editor.exists(ref)) return 0;
  const json& component = editor.component(ref);
  const json::json_pointer at(pointer);
  if (!component.contains(at) || !component[at].is_object()) return 0;
  const json& item = component[at];
  const std::vector<std::string> path = steps(pointer);
  const std::string_view game = editor.game().id();
  try {
    if (game == "river-wild") return river_wild_item(editor, ref, item, draw, min, height);
    if (game == "wodny-szlak") return wodny_szlak_item(editor, ref, path, item, draw, min, height);
    if (game == "river-woods") return river_woods_item(editor, path, item, draw, min, height);
    if (game == "roaring-river")
      return roaring_river_item(editor, ref, path, item, draw, min, height);
  } catch (const std::exception&) {
    // An item that does not read (an InputError, a field of the wrong JSON type) has no
    // picture; its fields still show.
  }
  return 0;
}

}  // namespace trib::ui::catalog_ui
