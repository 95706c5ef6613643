// Reading a game's bundled catalog files and merging a table file's overrides into them.

#include "core/catalog.h"

#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib {

json load_game_data(std::string_view game_id, std::string_view file_name) {
  return load_json_file(game_data_file(game_id, file_name).string());
}

json merge_catalog(const json& bundled, const json& overrides,
                   std::initializer_list<std::string_view> keyed_sections,
                   std::initializer_list<std::string_view> allowed) {
  const JsonView view(overrides, "/catalog");
  view.expect_object(allowed);
  json merged = bundled;
  for (auto it = overrides.begin(); it != overrides.end(); ++it) {
    const std::string& key = it.key();
    if (key.rfind("x-", 0) == 0) continue;
    bool keyed = false;
    for (std::string_view section : keyed_sections) keyed = keyed || section == key;
    if (!keyed) {
      merged[key] = it.value();
      continue;
    }
    const JsonView section = view.at(key);
    if (!section.is_object()) section.fail(_("expected an object of id → definition"));
    if (!merged[key].is_object()) merged[key] = json::object();
    for (auto entry = it.value().begin(); entry != it.value().end(); ++entry) {
      merged[key][entry.key()] = entry.value();
    }
  }
  return merged;
}

}  // namespace trib
