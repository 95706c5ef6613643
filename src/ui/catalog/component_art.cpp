#include "ui/catalog/component_art.h"

#include <algorithm>

#include "core/input_error.h"
#include "core/json_view.h"
#include "games/river-woods/catalog.h"
#include "games/roaring-river/catalog.h"
#include "games/wodny-szlak/catalog.h"
#include "ui/catalog/card_look.h"
#include "ui/frame/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-woods/hex_art.h"
#include "ui/roaring-river/river_art.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::catalog_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

bool is(const Editor& editor, std::string_view game) {
  return editor.game().id() == game;
}

bool river_wild_card(const Editor& editor, const ComponentRef& ref) {
  return is(editor, "river-wild") && (ref.section == "cards" || ref.section == "source");
}

// A name card: the component's "name" (else its id) and its section, centred.
void draw_name_card(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                    ImVec2 size) {
  const Palette& p = palette();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  draw->AddRectFilled(min, max, to_u32(p.surface), 6.0f);
  draw->AddRect(min, max, to_u32(p.border), 6.0f);
  const json& value = editor.component(ref);
  std::string title = ref.label();
  if (value.is_object() && value.contains("name") && value["name"].is_string()) {
    title = value["name"].get<std::string>();
  }
  const float wrap = size.x - 12;
  const ImVec2 text = ImGui::CalcTextSize(title.c_str(), nullptr, false, wrap);
  draw->AddText(
      nullptr, 0,
      ImVec2(min.x + (size.x - std::min(text.x, wrap)) * 0.5f, min.y + (size.y - text.y) * 0.5f),
      to_u32(p.text), title.c_str(), nullptr, wrap);
}

bool draw_wodny_szlak(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                      ImVec2 size) {
  if (ref.section != "tiles" && ref.section != "starts") return false;
  namespace ws = trib::wodny_szlak;
  try {
    const ws::Catalog one =
        ws::parse_catalog({{ref.section, {{ref.id, editor.component(ref)}}}}, "", true);
    if (ref.section == "tiles") {
      const float side = std::min(size.x, size.y);
      ws_ui::draw_square({draw, ImVec2(min.x + (size.x - side) * 0.5f, min.y), side},
                         one.tiles.at(0).square, 0);
    } else {
      const float side = std::min(size.x * 0.5f, size.y);
      ws_ui::draw_start({draw, ImVec2(min.x + (size.x - 2 * side) * 0.5f, min.y), side},
                        one.starts.at(0));
    }
    return true;
  } catch (const InputError&) {
    return false;
  }
}

bool draw_river_woods(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                      ImVec2 size) {
  if (ref.section != "terrains" && ref.section != "starting") return false;
  namespace rwd = trib::river_woods;
  try {
    const rwd::Catalog one =
        rwd::parse_catalog({{ref.section, {{ref.id, editor.component(ref)}}}}, "", true);
    const rwd::Tile& tile = ref.section == "terrains" ? one.terrains.at(0) : one.starting.at(0);
    const float radius = std::min(size.x, size.y) * 0.5f;
    woods_ui::draw_tile({draw, ImVec2(min.x + size.x * 0.5f, min.y + size.y * 0.5f), radius}, tile,
                        0);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

bool draw_roaring_river(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                        ImVec2 size) {
  if (ref.section != "paddles") return false;
  namespace rr = trib::roaring_river;
  try {
    const rr::PaddleSet set = rr::read_paddles(JsonView(editor.component(ref), "/paddles"));
    const int count = static_cast<int>(set.cards.size());
    const int per_row = std::max(1, (count + 1) / 2);
    const float width = std::min(size.x / per_row - 3, size.y / 2 / rr_ui::kCardAspect - 3);
    for (int i = 0; i < count; ++i) {
      const ImVec2 at(min.x + (i % per_row) * (width + 3),
                      min.y + (i / per_row) * (width * rr_ui::kCardAspect + 3));
      rr_ui::draw_paddle_card(draw, at, width, set.cards[static_cast<std::size_t>(i)]);
    }
    return true;
  } catch (const InputError&) {
    return false;
  }
}

}  // namespace

float art_aspect(const Editor& editor, const ComponentRef& ref) {
  if (river_wild_card(editor, ref)) {
    const json& grid = editor.catalog().at("grid");
    return grid.at(0).get<float>() / std::max(1.0f, grid.at(1).get<float>());
  }
  if (is(editor, "wodny-szlak") && ref.section == "starts") return 2.0f;
  if (is(editor, "roaring-river") && ref.section == "paddles") return 2.2f;
  const bool tile =
      (is(editor, "wodny-szlak") && ref.section == "tiles") ||
      (is(editor, "river-woods") && (ref.section == "terrains" || ref.section == "starting"));
  return tile ? 1.0f : 2.2f;  // name cards are low
}

void draw_component_art(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                        ImVec2 size) {
  if (river_wild_card(editor, ref)) {
    const CardLook& look = card_look(editor, ref.section == "source" ? "source" : ref.id);
    if (look.catalog) {
      const float cell = std::min(size.x / look.catalog->width, size.y / look.catalog->height);
      rw_ui::draw_card_face({draw, min, cell}, *look.catalog, look.index, false);
      return;
    }
  } else if (draw_wodny_szlak(editor, ref, draw, min, size) ||
             draw_river_woods(editor, ref, draw, min, size) ||
             draw_roaring_river(editor, ref, draw, min, size)) {
    return;
  }
  draw_name_card(editor, ref, draw, min, size);
}

}  // namespace trib::ui::catalog_ui
