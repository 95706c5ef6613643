// The user's own catalog: kept as differences from the bundled one, checked and resolved.

#include "core/user_catalog.h"

#include <algorithm>
#include <stdexcept>
#include <system_error>

#include "core/data_dir.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"

namespace trib {

namespace {

using nlohmann::json;

constexpr std::string_view kTablePrefix = "/catalog";

bool keyed(const std::vector<std::string>& sections, const std::string& key) {
  return std::find(sections.begin(), sections.end(), key) != sections.end();
}

// A validator error about a table's "/catalog/…", restated for a catalog file ("/…").
InputError relative_to_document(const InputError& error) {
  if (error.path.rfind(kTablePrefix, 0) != 0) return error;
  const std::string path = error.path.substr(kTablePrefix.size());
  std::string message = error.what();
  if (message.rfind(error.path + ": ", 0) == 0) {
    message = message.substr(error.path.size() + 2);
  } else if (message.rfind(error.path, 0) == 0) {
    message = message.substr(error.path.size());
  }
  return InputError(path.empty() ? message : path + ": " + message, path);
}

void write_atomically(const std::filesystem::path& file, const std::string& text) {
  std::error_code error;
  std::filesystem::create_directories(file.parent_path(), error);
  if (error) {
    throw FileWriteError(
        fill(_("{}: cannot be created: {}"), file.parent_path().string(), error.message()),
        FileWriteError::Kind::failed);
  }
  replace_file(file, text);
}

}  // namespace

std::filesystem::path user_catalog_file(const Game& game) {
  return user_data_dir() / "catalogs" / (std::string(game.id()) + ".json");
}

json check_catalog(const Game& game, const json& document) {
  if (!document.is_object()) throw InputError(_("a catalog is a JSON object"), "");
  // A table carries its catalog one level down ("/catalog"), so one level is kept free.
  if (const std::size_t depth = json_depth(document); depth >= kMaxJsonDepth) {
    throw InputError(fill(_("the catalog nests {} levels of arrays and objects; a catalog may "
                            "nest at most {}, as a table file holds it one level down"),
                          depth, kMaxJsonDepth - 1));
  }
  try {
    return game.resolve_catalog(document);
  } catch (const InputError& error) {
    throw relative_to_document(error);
  }
}

json catalog_difference(const Game& game, const json& resolved) {
  const json bundled = game.resolve_catalog(json::object());
  const std::vector<std::string> sections = game.catalog_sections_by_id();
  json overrides = json::object();
  bool expressible = true;
  for (auto it = resolved.begin(); it != resolved.end(); ++it) {
    const auto base = bundled.find(it.key());
    if (base != bundled.end() && *base == it.value()) continue;
    if (!keyed(sections, it.key()) || base == bundled.end() || !base->is_object() ||
        !it.value().is_object()) {
      overrides[it.key()] = it.value();
      continue;
    }
    json entries = json::object();
    for (auto entry = it.value().begin(); entry != it.value().end(); ++entry) {
      const auto old = base->find(entry.key());
      if (old == base->end() || *old != entry.value()) entries[entry.key()] = entry.value();
    }
    // Overrides only add and replace: a bundled entry left out cannot be said by id.
    for (auto entry = base->begin(); entry != base->end(); ++entry) {
      expressible = expressible && it.value().contains(entry.key());
    }
    if (!entries.empty()) overrides[it.key()] = std::move(entries);
  }
  if (!expressible) return resolved;
  try {
    if (game.resolve_catalog(overrides) == resolved) return overrides;
  } catch (const InputError&) {
    // e.g. River Wild's "grid" alone: only the whole deck says it.
  }
  return resolved;
}

std::size_t changed_components(const Game& game, const json& overrides) {
  const std::vector<std::string> sections = game.catalog_sections_by_id();
  std::size_t count = 0;
  for (auto it = overrides.begin(); it != overrides.end(); ++it) {
    if (it.key() == "provenance" || it.key().rfind("x-", 0) == 0) continue;
    count += keyed(sections, it.key()) && it.value().is_object() ? it.value().size() : 1;
  }
  return count;
}

json read_user_catalog(const Game& game) {
  const std::filesystem::path file = user_catalog_file(game);
  std::error_code error;
  if (!std::filesystem::exists(file, error)) return json::object();
  const json document = load_json_file(file.string());
  try {
    check_catalog(game, document);
  } catch (const InputError& problem) {
    throw InputError(file.string() + ": " + problem.what(), problem.path);
  }
  return document;
}

json effective_catalog(const Game& game) {
  return game.resolve_catalog(read_user_catalog(game));
}

json install_user_catalog(const Game& game, const json& document) {
  const json overrides = catalog_difference(game, check_catalog(game, document));
  if (overrides.empty()) {
    reset_user_catalog(game);
  } else {
    write_atomically(user_catalog_file(game), overrides.dump(2) + "\n");
  }
  return overrides;
}

bool reset_user_catalog(const Game& game) {
  std::error_code error;
  const bool removed = std::filesystem::remove(user_catalog_file(game), error);
  if (error) {
    throw std::runtime_error(
        fill(_("{}: cannot be removed: {}"), user_catalog_file(game).string(), error.message()));
  }
  return removed;
}

}  // namespace trib
