#pragma once
// Shared catalog plumbing: reading a game's bundled data file and merging a table file's
// catalog overrides into it.

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string_view>

namespace trib {

// Loads data/<game_id>/<file_name>. Errors are InputError whose message starts with the
// file's path, so a catalog author sees which file is wrong.
nlohmann::json load_game_data(std::string_view game_id, std::string_view file_name);

// Copies `bundled` and applies `overrides`: in the sections named by `keyed_sections`
// (objects of id → definition) entries replace or add by id; any other key replaces the
// bundled value whole. Keys of `overrides` outside `allowed` are refused (InputError at
// "/catalog/<key>"), except "x-…" keys.
nlohmann::json merge_catalog(const nlohmann::json& bundled, const nlohmann::json& overrides,
                             std::initializer_list<std::string_view> keyed_sections,
                             std::initializer_list<std::string_view> allowed);

}  // namespace trib
