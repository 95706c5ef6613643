#pragma once
// Wodny szlak components: square river tiles and the rectangular starting tiles, as typed
// values read from the catalog JSON (data/wodny-szlak/tiles.json or a table's overrides).
//
// Directions are bit masks so that a rotation is a 4-bit rotate: edges N=1, E=2, S=4, W=8
// and corners NE=1, SE=2, SW=4, NW=8. A quarter turn clockwise maps N→E→S→W and
// NE→SE→SW→NW, i.e. bit i moves to bit (i+1) mod 4 for both.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/wodny-szlak/ranks.h"

namespace trib::wodny_szlak {

using Mask = std::uint8_t;  // 4 bits: edges or corners

enum class Edge : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };
enum class Group : std::uint8_t { Base, Sheep, Cows };
enum class ObstacleKind : std::uint8_t { Mill, Sawmill };
enum class Cargo : std::uint8_t { Sack, Wood };

constexpr Mask bit(Edge e) {
  return static_cast<Mask>(1u << static_cast<unsigned>(e));
}
constexpr Edge opposite(Edge e) {
  return static_cast<Edge>((static_cast<unsigned>(e) + 2) % 4);
}
constexpr Edge rotate(Edge e, int rot) {
  return static_cast<Edge>((static_cast<unsigned>(e) + static_cast<unsigned>(rot)) % 4);
}
constexpr Mask rotate_mask(Mask m, int rot) {
  const unsigned r = static_cast<unsigned>(rot) % 4;
  return static_cast<Mask>(((m << r) | (m >> (4 - r))) & 0xF);
}
constexpr int dx(Edge e) {
  return e == Edge::E ? 1 : e == Edge::W ? -1 : 0;
}
constexpr int dy(Edge e) {
  return e == Edge::S ? 1 : e == Edge::N ? -1 : 0;
}
constexpr std::array<Edge, 4> kEdges = {Edge::N, Edge::E, Edge::S, Edge::W};

std::string_view edge_name(Edge e);
std::string_view corner_name(int corner);  // 0 NE, 1 SE, 2 SW, 3 NW
std::string_view group_name(Group g);

struct Obstacle {
  ObstacleKind kind = ObstacleKind::Mill;
  int value = 0;  // the pennant
  int needs = 0;  // sacks (mill) or wood (sawmill) that must arrive
};

// A sack or wood raft. `arm` is where it floats relative to the junction (and so whether
// it is above or below the tile's obstacle); no arm = at the junction (no obstacle then).
struct CargoItem {
  Cargo kind = Cargo::Sack;
  int count = 1;
  std::optional<Edge> arm;
};

// One printed square (a river tile, or one half of a starting tile), unrotated.
struct Square {
  Mask arms = 0;
  Mask meadows = 0;
  std::optional<Obstacle> obstacle;
  std::vector<CargoItem> cargo;
  int ports = 0;  // {"kind": "port"} items, each optionally with a "count"
};

struct Tile {
  std::string id;
  Group group = Group::Base;
  Square square;
};

struct RiverEnd {
  int square = 0;  // 0 = the half at (0,0), 1 = the half at (1,0)
  Edge edge = Edge::N;
};

struct Start {
  std::string id;
  std::array<Square, 2> squares;
  std::array<RiverEnd, 2> inlets;
  RiverEnd outlet;
  bool joined() const { return (squares[0].arms & bit(Edge::E)) != 0; }
};

// The helper card's numbers (the catalog's "scoring" section).
struct Scoring {
  int port_tile = 2;     // per tile of the longest port route
  int meadow_three = 3;  // a meadow of three fragments
  int meadow_four = 6;   // of four
};

struct Catalog {
  Scoring scoring;
  RankTable ranks;            // solo rank titles (the "ranks" section)
  std::vector<Tile> tiles;    // sorted by id
  std::vector<Start> starts;  // sorted by id
  std::unordered_map<std::string, int> tile_index;
  std::unordered_map<std::string, int> start_index;

  int find_tile(std::string_view id) const;   // -1 when unknown
  int find_start(std::string_view id) const;  // -1 when unknown
};

// Whether tiles of `group` are in play with `players` players: base always, sheep with
// 1, 3 or 4 players (the solo game uses base + sheep), cows only with 4.
bool group_in_play(Group group, int players);

// Reads and validates a catalog document {"tiles": {...}, "starts": {...}, "scoring",
// "ranks"} (without "scoring" or "ranks": the printed helper card's numbers and
// data/wodny-szlak/ranks.json). `root_path`
// is the JSON pointer of the document ("" for a data file, "/catalog" for a table's
// overrides); errors are InputError naming that path. With `partial`, missing sections
// are allowed (overrides); otherwise both must be present and non-empty.
Catalog parse_catalog(const nlohmann::json& document, const std::string& root_path, bool partial);

// Loads and validates a catalog file; errors read "<file>: <JSON path>: <reason>".
nlohmann::json load_catalog_file(const std::string& file);

// The bundled catalog: data/wodny-szlak/tiles.json with the ranks of ranks.json, validated
// (errors name the file).
const nlohmann::json& bundled_catalog_json();
const Catalog& bundled_catalog_typed();

}  // namespace trib::wodny_szlak
