// Icons for catalog list items, drawn by each game's view with its board art (item_art.h).

#include "ui/catalog/item_art.h"

#include <algorithm>
#include <exception>

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

}  // namespace

bool ends_with_list(const std::vector<std::string>& path, const char* list) {
  return path.size() >= 2 && path[path.size() - 2] == list;
}

float draw_item_icon(const CatalogArt* art, const Editor& editor, const ComponentRef& ref,
                     const std::string& pointer, ImDrawList* draw, ImVec2 min, float height) {
  if (art == nullptr || !editor.exists(ref)) return 0;
  const json& component = editor.component(ref);
  const json::json_pointer at(pointer);
  if (!component.contains(at) || !component[at].is_object()) return 0;
  try {
    return art->draw_item(editor, ref, steps(pointer), component[at], draw, min, height);
  } catch (const std::exception&) {
    // An item that does not read (an InputError, a field of the wrong JSON type) has no
    // picture; its fields still show.
  }
  return 0;
}

}  // namespace trib::ui::catalog_ui
