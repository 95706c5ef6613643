// The Catalogs view's pictures: each game's own, or a name card (component_art.h).

#include "ui/catalog/component_art.h"

#include <algorithm>

#include "core/i18n.h"
#include "ui/platform/theme.h"

namespace trib::ui::catalog_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

// A name card: the component's "name" (else its id) and its section, centred.
void draw_name_card(const Editor& editor, const ComponentRef& ref, ImDrawList* draw, ImVec2 min,
                    ImVec2 size) {
  const ThemeColours& p = theme_colours();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  draw->AddRectFilled(min, max, to_u32(p.surface), 6.0f);
  draw->AddRect(min, max, to_u32(p.border), 6.0f);
  const json& value = editor.component(ref);
  std::string title = ref.label();
  if (value.is_object() && value.contains("name") && value["name"].is_string()) {
    // A name from data/ is shown in the player's language; one the player typed as is.
    title = _(value["name"].get<std::string>().c_str());
  }
  const float wrap = size.x - 12;
  const ImVec2 text = ImGui::CalcTextSize(title.c_str(), nullptr, false, wrap);
  draw->AddText(
      nullptr, 0,
      ImVec2(min.x + (size.x - std::min(text.x, wrap)) * 0.5f, min.y + (size.y - text.y) * 0.5f),
      to_u32(p.text), title.c_str(), nullptr, wrap);
}

}  // namespace

float art_aspect(const CatalogArt* art, const Editor& editor, const ComponentRef& ref) {
  const float aspect = art ? art->aspect(editor, ref) : 0.0f;
  return aspect > 0 ? aspect : 2.2f;  // name cards are low
}

void draw_component_art(const CatalogArt* art, const Editor& editor, const ComponentRef& ref,
                        ImDrawList* draw, ImVec2 min, ImVec2 size) {
  if (art && art->draw(editor, ref, draw, min, size)) return;
  draw_name_card(editor, ref, draw, min, size);
}

}  // namespace trib::ui::catalog_ui
