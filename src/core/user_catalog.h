#pragma once
// Catalog files and the user's own catalog. An owner corrects the bundled reconstruction to
// match their copy; the corrections are kept as the differences from the bundled catalog
// (entries by id) in $XDG_DATA_HOME/tributary/catalogs/<game>.json. Each game's
// resolve_catalog is the one validator: nothing here knows a game's components.

#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/game.h"

namespace trib {

// $XDG_DATA_HOME/tributary/catalogs/<game id>.json (see user_data_dir).
std::filesystem::path user_catalog_file(const Game& game);

// Validates a catalog document — complete, as `tributary catalog export` writes it, or only
// the sections and entries that differ — and returns the complete catalog it describes.
// InputError paths are relative to the document ("/cards/c03/rows/0").
nlohmann::json check_catalog(const Game& game, const nlohmann::json& document);

// The smallest overrides that resolve to `resolved` (a complete, valid catalog): entries
// of the id-keyed sections that are new or differ from the bundled ones, other sections
// whole when they differ. {} for the bundled catalog itself; the whole of `resolved` when
// nothing smaller resolves to it (River Wild with another grid or fewer cards).
nlohmann::json catalog_difference(const Game& game, const nlohmann::json& resolved);

// How many components overrides change: entries of keyed sections, other sections one each.
std::size_t changed_components(const Game& game, const nlohmann::json& overrides);

// The user's overrides, validated; {} when there is no file. Throws InputError whose message
// starts with the file's path.
nlohmann::json read_user_catalog(const Game& game);

// The catalog new sessions start from: the user's, resolved, else the bundled one.
nlohmann::json effective_catalog(const Game& game);

// Validates `document` (as check_catalog) and stores its differences from the bundled
// catalog as the user's; a catalog equal to the bundled one removes the file. Returns the
// overrides written. Throws InputError (invalid document) or std::runtime_error (the file
// cannot be written).
nlohmann::json install_user_catalog(const Game& game, const nlohmann::json& document);

// Back to the bundled catalog: removes the user's file. False when there was none.
bool reset_user_catalog(const Game& game);

}  // namespace trib
