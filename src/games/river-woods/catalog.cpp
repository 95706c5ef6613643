// Reading and validating River Woods' tiles, maps, companions and objective cards.

#include "games/river-woods/catalog.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include <algorithm>

#include "core/catalog.h"
#include "core/catalog_memo.h"
#include "core/data_dir.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "games/river-woods/json_names.h"

namespace trib::river_woods {

namespace {

constexpr std::string_view kGameId = "river-woods";
const std::initializer_list<std::string_view> kTerrainNames = {"pink", "green", "yellow", "purple",
                                                               "river"};
const std::initializer_list<std::string_view> kArtistNames = {"boar", "otter", "shrew", "stoat"};
// Sections merged with a table's overrides by id; other keys replace the bundled value.
const std::initializer_list<std::string_view> kKeyedSections = {
    "terrains",         "starting",           "maps", "companions", "terrain_objectives",
    "round_objectives", "game_end_objectives"};
const std::initializer_list<std::string_view> kAllowedKeys = {"terrains",
                                                              "starting",
                                                              "maps",
                                                              "companions",
                                                              "terrain_objectives",
                                                              "round_objectives",
                                                              "game_end_objectives",
                                                              "terrain_deck_size",
                                                              "provenance"};

Terrain read_terrain(const JsonView& v) {
  return read_enum<Terrain>(v, kTerrainNames);
}
// Objectives and hikers name land colours: river regions never count for them.
Terrain read_land_colour(const JsonView& v) {
  const Terrain colour = read_terrain(v);
  if (colour == Terrain::River) {
    v.fail(_("expected a land colour (pink, green, yellow, purple): river regions never count"));
  }
  return colour;
}
EdgeMask read_edges(const JsonView& v) {
  EdgeMask mask = 0;
  for (const JsonView& item : v.items()) {
    const auto bit = static_cast<EdgeMask>(1u << item.as_int(0, 5));
    if ((mask & bit) != 0) item.fail(fill(_("edge {} is listed twice"), item.raw().dump()));
    mask |= bit;
  }
  if (mask == 0) v.fail(_("a half needs at least one edge"));
  // A half is one side of a line across the tile: its edges run on without a break.
  int runs = 0;
  for (int e = 0; e < 6; ++e) {
    if ((mask >> e & 1) != 0 && (mask >> (e + 5) % 6 & 1) == 0) ++runs;
  }
  if (runs > 1) v.fail(_("a half owns one unbroken run of neighbouring edges, e.g. [5, 0, 1]"));
  return mask;
}

Tile read_tile(const std::string& id, const JsonView& v) {
  v.expect_object({"terrain", "halves", "token", "cabin"});
  Tile tile;
  tile.id = id;
  if (v.has("terrain") == v.has("halves")) {
    v.fail(_("a tile is either full (\"terrain\") or shared (\"halves\"), not both or neither"));
  }
  if (v.has("terrain")) {
    tile.halves.push_back({read_terrain(v.at("terrain")), kAllEdges});
  } else {
    const JsonView halves = v.at("halves");
    if (halves.size() != 2) halves.fail(_("a shared tile has exactly two halves"));
    for (const JsonView& half : halves.items()) {
      half.expect_object({"terrain", "edges"});
      tile.halves.push_back({read_terrain(half.at("terrain")), read_edges(half.at("edges"))});
    }
    if ((tile.halves[0].edges & tile.halves[1].edges) != 0) {
      halves.fail(_("the two halves claim the same edge"));
    }
    if ((tile.halves[0].edges | tile.halves[1].edges) != kAllEdges) {
      halves.fail(_("the two halves together must own all six edges"));
    }
    if (tile.halves[0].terrain == tile.halves[1].terrain) {
      halves.fail(_("the two halves of a shared tile have different terrains"));
    }
  }
  if (v.has("token")) tile.token = read_token(v.at("token"));
  if (v.has("cabin")) tile.cabin = v.at("cabin").as_bool();
  return tile;
}

Companion read_companion(const std::string& id, const JsonView& v) {
  v.expect_object({"name", "token", "ability"});
  Companion c;
  c.id = id;
  c.name = v.at("name").as_string();
  if (c.name.empty()) v.at("name").fail(_("a companion needs a name"));
  c.token = read_token(v.at("token"));
  const JsonView ability = v.at("ability");
  ability.expect_object({"hiker", "forager", "artist"});
  if (ability.members().size() != 1) {
    ability.fail(_("an ability is exactly one of \"hiker\", \"forager\" or \"artist\""));
  }
  if (ability.has("hiker")) {
    c.kind = AbilityKind::Hiker;
    c.hiker = read_land_colour(ability.at("hiker"));
  } else if (ability.has("forager")) {
    c.kind = AbilityKind::Forager;
    c.forager = read_token(ability.at("forager"));
  } else {
    c.kind = AbilityKind::Artist;
    c.artist = read_enum<Artist>(ability.at("artist"), kArtistNames);
  }
  return c;
}

template <std::size_t N>
std::array<int, N> read_numbers(const JsonView& v, int min, const char* what) {
  if (v.size() != N) v.fail(fill(_(what), N));
  std::array<int, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = static_cast<int>(v.at(i).as_int(min, 99));
  return out;
}

TerrainObjective read_terrain_objective(const std::string& id, const JsonView& v) {
  v.expect_object({"objective", "need", "stars", "name"});
  TerrainObjective o;
  o.id = id;
  const JsonView objective = v.at("objective");
  objective.expect_object({"colour-size", "two-regions", "tokens-around"});
  if (objective.members().size() != 1) {
    objective.fail(
        _("expected exactly one of \"colour-size\", \"two-regions\", \"tokens-around\""));
  }
  if (objective.has("colour-size")) {
    const JsonView body = objective.at("colour-size");
    body.expect_object({"colour"});
    o.kind = ObjectiveKind::ColourSize;
    if (body.has("colour")) o.colour = read_land_colour(body.at("colour"));
  } else if (objective.has("two-regions")) {
    const JsonView body = objective.at("two-regions");
    body.expect_object({"colours"});
    o.kind = ObjectiveKind::TwoRegions;
    const JsonView colours = body.at("colours");
    if (colours.size() != 2) colours.fail(_("expected two colours"));
    o.colours = {read_land_colour(colours.at(0)), read_land_colour(colours.at(1))};
  } else {
    const JsonView body = objective.at("tokens-around");
    body.expect_object({"token"});
    o.kind = ObjectiveKind::TokensAround;
    o.token = read_token(body.at("token"));
  }
  o.need = read_numbers<3>(v.at("need"), 1, N_("expected {} quantities (gold, silver, wood)"));
  o.stars = read_numbers<3>(v.at("stars"), 0, N_("expected {} star values (gold, silver, wood)"));
  return o;
}

RoundObjective read_round_objective(const std::string& id, const JsonView& v) {
  v.expect_object({"tokens", "stars", "name"});
  RoundObjective o;
  o.id = id;
  const JsonView tokens = v.at("tokens");
  if (tokens.is_string()) {
    if (tokens.as_string() != "distinct") tokens.fail(_("expected three tokens or \"distinct\""));
    o.distinct = true;
  } else {
    if (tokens.size() != 3) tokens.fail(_("a round objective shows three tokens"));
    for (std::size_t i = 0; i < 3; ++i) o.tokens[i] = read_token(tokens.at(i));
  }
  o.stars = read_numbers<2>(v.at("stars"), 0, N_("expected {} star values (first, later)"));
  return o;
}

GameEndObjective read_game_end_objective(const std::string& id, const JsonView& v) {
  v.expect_object({"colour", "name"});
  return {id, read_terrain(v.at("colour"))};
}

template <typename T, typename Reader>
std::vector<T> read_section(const JsonView& root, std::string_view key, bool partial,
                            Reader reader) {
  std::vector<T> out;
  if (!root.has(key)) {
    if (!partial) root.fail(fill(_("missing \"{}\""), echo(std::string(key))));
    return out;
  }
  const JsonView section = root.at(key);
  if (!section.is_object()) section.fail(_("expected an object of id → definition"));
  for (const auto& [id, value] : section.members()) {
    if (id.rfind("x-", 0) == 0) continue;
    if (id.empty()) section.fail(_("an id must not be empty"));
    out.push_back(reader(id, value));
  }
  std::sort(out.begin(), out.end(), [](const T& a, const T& b) { return a.id < b.id; });
  if (!partial && out.empty()) section.fail(_("expected at least one entry"));
  return out;
}

template <typename T>
int find_by_id(const std::vector<T>& items, std::string_view id) {
  const auto it =
      std::lower_bound(items.begin(), items.end(), id,
                       [](const T& item, std::string_view key) { return item.id < key; });
  return it != items.end() && it->id == id ? static_cast<int>(it - items.begin()) : -1;
}

std::vector<PlacedStart> read_map(const Catalog& catalog, const JsonView& v, bool check_ids) {
  std::vector<PlacedStart> out;
  for (const JsonView& item : v.items()) {
    item.expect_object({"tile", "at", "rot"});
    PlacedStart placed;
    const JsonView tile = item.at("tile");
    placed.tile = catalog.find_starting(tile.as_string());
    if (placed.tile < 0 && check_ids) {
      tile.fail(fill(_("unknown starting tile \"{}\""), echo(tile.as_string())));
    }
    const JsonView at = item.at("at");
    if (at.size() != 2) at.fail(_("expected [q, r]"));
    placed.at = {static_cast<int>(at.at(0).as_int(-1000, 1000)),
                 static_cast<int>(at.at(1).as_int(-1000, 1000))};
    if (item.has("rot")) placed.rot = static_cast<int>(item.at("rot").as_int(0, 5));
    for (const PlacedStart& other : out) {
      if (other.at == placed.at) item.at("at").fail(_("two starting tiles on one cell"));
    }
    out.push_back(placed);
  }
  if (out.empty()) v.fail(_("a map needs at least one tile"));
  return out;
}

}  // namespace

std::string_view token_name(Token t) {
  return *(kTokenNames.begin() + static_cast<int>(t));
}
std::string_view tier_name(Tier t) {
  static constexpr std::string_view names[] = {"gold", "silver", "wood"};
  return names[static_cast<int>(t)];
}
bool is_land(Terrain t) {
  return t != Terrain::River;
}

bool Tile::has_river() const {
  return std::any_of(halves.begin(), halves.end(),
                     [](const Half& h) { return h.terrain == Terrain::River; });
}

int Catalog::find_terrain(std::string_view id) const {
  return find_by_id(terrains, id);
}
int Catalog::find_starting(std::string_view id) const {
  return find_by_id(starting, id);
}
int Catalog::find_companion(std::string_view id) const {
  return find_by_id(companions, id);
}
int Catalog::find_terrain_objective(std::string_view id) const {
  return find_by_id(terrain_objectives, id);
}
int Catalog::find_round_objective(std::string_view id) const {
  return find_by_id(round_objectives, id);
}
int Catalog::find_game_end_objective(std::string_view id) const {
  return find_by_id(game_end_objectives, id);
}

Catalog parse_catalog(const nlohmann::json& document, const std::string& root_path, bool partial) {
  const JsonView root(document, root_path);
  root.expect_object(kAllowedKeys);
  Catalog c;
  c.terrains = read_section<Tile>(root, "terrains", partial, read_tile);
  c.starting = read_section<Tile>(root, "starting", partial, read_tile);
  c.companions = read_section<Companion>(root, "companions", partial, read_companion);
  c.terrain_objectives =
      read_section<TerrainObjective>(root, "terrain_objectives", partial, read_terrain_objective);
  c.round_objectives =
      read_section<RoundObjective>(root, "round_objectives", partial, read_round_objective);
  c.game_end_objectives =
      read_section<GameEndObjective>(root, "game_end_objectives", partial, read_game_end_objective);
  if (root.has("terrain_deck_size")) {
    c.terrain_deck_size = static_cast<int>(root.at("terrain_deck_size").as_int(1, 1000));
  }
  if (root.has("maps")) {
    const JsonView maps = root.at("maps");
    if (!maps.is_object()) maps.fail(_("expected an object of map name → tiles"));
    for (const auto& [name, tiles] : maps.members()) {
      if (name.rfind("x-", 0) == 0) continue;
      // Overrides may place starting tiles defined only in the bundled catalog: their ids
      // are checked once merged.
      c.maps[name] = read_map(c, tiles, !partial);
    }
  } else if (!partial) {
    root.fail(fill(_("missing \"{}\""), "maps"));
  }
  if (root.has("provenance") && !root.at("provenance").is_string()) {
    root.at("provenance").fail(_("expected a string"));
  }
  return c;
}

const nlohmann::json& bundled_catalog_json() {
  static const nlohmann::json document = [] {
    nlohmann::json merged = nlohmann::json::object();
    for (const char* file : {"tiles.json", "companions.json", "objectives.json"}) {
      const nlohmann::json part = load_game_data(kGameId, file);
      const std::string name = game_data_file(kGameId, file).string();
      if (!part.is_object()) throw InputError(fill(_("{}: expected an object"), name));
      for (auto it = part.begin(); it != part.end(); ++it) {
        if (it.key() == "provenance") continue;
        merged[it.key()] = it.value();
      }
      try {
        parse_catalog(part, "", true);
      } catch (const InputError& error) {
        throw InputError(name + ": " + error.what(), error.path);
      }
    }
    merged["provenance"] = load_game_data(kGameId, "tiles.json").value("provenance", "");
    try {
      parse_catalog(merged, "", false);
    } catch (const InputError& error) {
      throw InputError("data/river-woods: " + std::string(error.what()), error.path);
    }
    return merged;
  }();
  return document;
}

const Catalog& bundled_catalog_typed() {
  static const Catalog catalog = parse_catalog(bundled_catalog_json(), "", false);
  return catalog;
}

nlohmann::json merged_catalog_json(const nlohmann::json& overrides) {
  if (overrides.is_null()) return bundled_catalog_json();
  // Each override entry is checked on its own first, so errors point into the table file.
  parse_catalog(overrides, "/catalog", true);
  return merge_catalog(bundled_catalog_json(), overrides, kKeyedSections, kAllowedKeys);
}

std::vector<std::string> keyed_catalog_sections() {
  return {kKeyedSections.begin(), kKeyedSections.end()};
}

std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides) {
  const bool plain = overrides.is_null() || (overrides.is_object() && overrides.empty());
  if (plain) {
    return std::shared_ptr<const Catalog>(&bundled_catalog_typed(), [](const Catalog*) {});
  }
  static CatalogMemo<Catalog> parsed;
  return parsed.get(overrides, [](const nlohmann::json& document) {
    return parse_catalog(merged_catalog_json(document), "/catalog", false);
  });
}

}  // namespace trib::river_woods
