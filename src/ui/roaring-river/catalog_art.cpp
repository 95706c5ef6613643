// Roaring River in the Catalogs view: a paddle set as its cards, a paddle card as the
// river's players hold it, a motivation term's heart, a set element's drop or icon.

#include "ui/roaring-river/catalog_art.h"

#include <algorithm>

#include "core/input_error.h"
#include "core/json_view.h"
#include "games/roaring-river/catalog.h"
#include "ui/catalog/item_art.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"

namespace trib::ui::rr_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

float aspect(const Editor&, const ComponentRef& ref) {
  return ref.section == "paddles" ? 2.2f : 0.0f;
}

bool draw_art(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
              ImVec2 size) {
  if (ref.section != "paddles") return false;
  try {
    const rr::PaddleSet set = rr::read_paddles(JsonView(editor.component(ref), "/paddles"));
    const int count = static_cast<int>(set.cards.size());
    const int per_row = std::max(1, (count + 1) / 2);
    const float width = std::min(size.x / per_row - 3, size.y / 2 / kCardAspect - 3);
    for (int i = 0; i < count; ++i) {
      const ImVec2 at(min.x + (i % per_row) * (width + 3),
                      min.y + (i / per_row) * (width * kCardAspect + 3));
      draw_paddle_card(draw, at, width, set.cards[static_cast<std::size_t>(i)]);
    }
    return true;
  } catch (const InputError&) {
    return false;
  }
}

float draw_item(const Editor& editor, const ComponentRef& ref, const std::vector<std::string>& path,
                const json& item, ImDrawList* draw, ImVec2 min, float side) {
  const ImVec2 centre(min.x + side * 0.5f, min.y + side * 0.5f);
  if (ref.section == "paddles" && catalog_ui::ends_with_list(path, "cards")) {
    json set = editor.component(ref);
    set["cards"] = json::array({item});
    const rr::PaddleSet one = rr::read_paddles(JsonView(set, "/paddles"));
    const float width = side / kCardAspect;
    draw_paddle_card(draw, min, width, one.cards.at(0));
    return width;
  }
  if (ref.section != "motivations") return 0;
  if (catalog_ui::ends_with_list(path, "terms")) {
    draw_heart(draw, centre, side * 0.8f, to_u32(theme_colours().illegal));
    return side;
  }
  if (const auto icon = rr::icon_from_name(item.value("icon", ""))) {
    draw_icon(draw, centre, side * 0.9f, *icon);
    return side;
  }
  if (item.contains("drops")) {
    draw_drop(draw, centre, side * 0.8f, to_u32(theme_colours().accent));
    return side;
  }
  return 0;
}

}  // namespace

const CatalogArt& catalog_art() {
  static const CatalogArt art{aspect, draw_art, draw_item};
  return art;
}

}  // namespace trib::ui::rr_ui
