#pragma once
// The Roaring River catalog: {"paddles", "thresholds", "motivations"} (data/roaring-river/),
// read and validated into typed form. Errors are InputError naming the JSON path.

#include <array>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "games/roaring-river/cards.h"
#include "games/roaring-river/motivation.h"

namespace trib::roaring_river {

inline constexpr int kDangerLevels = 3;  // rising from the last one flips the raft
using Thresholds = std::array<int, kDangerLevels>;

struct Catalog {
  PaddleSet paddles;
  std::map<int, Thresholds> thresholds;  // by player count (2-6)
  std::map<std::string, Motivation, std::less<>> motivations;

  const Motivation* find_motivation(std::string_view id) const;
};

// Reads a merged catalog; `path` is where it sits in its document ("/catalog").
Catalog read_catalog(const nlohmann::json& catalog, const std::string& path);

// Section readers, shared by the bundled files and table catalogs.
PaddleSet read_paddles(const JsonView& view);
std::map<int, Thresholds> read_thresholds(const JsonView& view);
std::map<std::string, Motivation, std::less<>> read_motivations(const JsonView& view);

// The bundled catalog from data/roaring-river/*.json, validated; errors name the file.
nlohmann::json read_bundled_catalog();
// The same, read once per run (a failed read is tried again): what the game plays with,
// so a data file that becomes unreadable later cannot break a rebuild.
const nlohmann::json& bundled_catalog_json();
// Bundled sections merged with a table's overrides (motivations by id, others whole).
nlohmann::json resolve_catalog_json(const nlohmann::json& overrides);

// The bundled catalog with a table's overrides, validated, parsed once per distinct
// overrides document for the whole run (core/catalog_memo.h).
std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides);

}  // namespace trib::roaring_river
