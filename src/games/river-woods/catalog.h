#pragma once
// River Woods components as typed values, read from the catalog JSON
// (data/river-woods/*.json merged with a table's overrides): terrain and starting tiles,
// the preset maps, companions and the three kinds of objective card.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/river-woods/hex.h"

namespace trib::river_woods {

enum class Terrain : std::uint8_t { Pink, Green, Yellow, Purple, River };
enum class Token : std::uint8_t { Flower, Berry, Tea, Mountain };
inline constexpr int kTokenTypes = 4;

std::string_view token_name(Token t);
bool is_land(Terrain t);

using EdgeMask = std::uint8_t;  // bit e = edge e (unrotated on a tile, rotated on the map)
inline constexpr EdgeMask kAllEdges = 0x3F;

// One terrain of a tile and the edges it owns. A full tile has one half owning all six.
struct Half {
  Terrain terrain = Terrain::Green;
  EdgeMask edges = kAllEdges;
};

struct Tile {
  std::string id;
  std::vector<Half> halves;  // 1 (full) or 2 (shared)
  std::optional<Token> token;
  bool cabin = false;
  bool shared() const { return halves.size() == 2; }
  bool has_river() const;  // "river terrain": a full river tile or a river half
};

struct PlacedStart {
  int tile = 0;  // index into Catalog::starting
  Cell at;
  int rot = 0;
};

enum class AbilityKind : std::uint8_t { Hiker, Forager, Artist };
enum class Artist : std::uint8_t { Boar, Otter, Shrew, Stoat };

struct Companion {
  std::string id;
  std::string name;
  Token token = Token::Flower;  // the token type it lets its owner take
  AbilityKind kind = AbilityKind::Artist;
  Terrain hiker = Terrain::Pink;  // with kind Hiker
  Token forager = Token::Flower;  // with kind Forager
  Artist artist = Artist::Boar;   // with kind Artist
};

enum class ObjectiveKind : std::uint8_t { ColourSize, TwoRegions, TokensAround };

enum class Tier : std::uint8_t { Gold, Silver, Wood };
std::string_view tier_name(Tier t);

struct TerrainObjective {
  std::string id;
  ObjectiveKind kind = ObjectiveKind::ColourSize;
  std::optional<Terrain> colour;     // colour-size; none = any land colour
  std::array<Terrain, 2> colours{};  // two-regions
  Token token = Token::Flower;       // tokens-around
  std::array<int, 3> need{};         // gold, silver, wood
  std::array<int, 3> stars{};
};

struct RoundObjective {
  std::string id;
  bool distinct = false;          // any three different token types
  std::array<Token, 3> tokens{};  // otherwise this multiset
  std::array<int, 2> stars{};     // first achiever, every later one
};

struct GameEndObjective {
  std::string id;
  Terrain colour = Terrain::Pink;
};

struct Catalog {
  std::vector<Tile> terrains;  // the deck tiles, sorted by id
  std::vector<Tile> starting;  // sorted by id
  std::unordered_map<std::string, std::vector<PlacedStart>> maps;
  std::vector<Companion> companions;
  std::vector<TerrainObjective> terrain_objectives;
  std::vector<RoundObjective> round_objectives;
  std::vector<GameEndObjective> game_end_objectives;
  int terrain_deck_size = 48;  // tiles in the box, whatever the catalog defines

  int find_terrain(std::string_view id) const;  // -1 when unknown (likewise below)
  int find_starting(std::string_view id) const;
  int find_companion(std::string_view id) const;
  int find_terrain_objective(std::string_view id) const;
  int find_round_objective(std::string_view id) const;
  int find_game_end_objective(std::string_view id) const;
};

// Reads and validates a catalog document. `root_path` is its JSON pointer ("" for a
// data file, "/catalog" for a table's overrides); errors are InputError with that path.
// With `partial`, sections may be missing (a table's overrides).
Catalog parse_catalog(const nlohmann::json& document, const std::string& root_path, bool partial);

// data/river-woods/*.json as one document, read and validated once per run (errors name
// the file and JSON path).
const nlohmann::json& bundled_catalog_json();
const Catalog& bundled_catalog_typed();

// The bundled catalog merged with a table's overrides, both validated; the bundled one is
// shared without copying when there are none.
std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides);
nlohmann::json merged_catalog_json(const nlohmann::json& overrides);

// The sections merged with overrides by id (every other key replaces the bundled value).
std::vector<std::string> keyed_catalog_sections();

}  // namespace trib::river_woods
