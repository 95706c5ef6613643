#pragma once
// River Wild components: card faces as W×H grids of land, river and mountain cells, with
// animals, scoring goals and runestones on them (docs: shared spec river-wild.md).

#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/river-wild/ranks.h"

namespace trib::river_wild {

enum class Cell : std::uint8_t { Land, River, Mountain };

enum class Animal : std::uint8_t { Frog, Jackalope, Unicorn, Dragon };
inline constexpr int kAnimalKinds = 4;
inline constexpr std::array<Animal, kAnimalKinds> kAnimals = {Animal::Frog, Animal::Jackalope,
                                                              Animal::Unicorn, Animal::Dragon};
using AnimalCounts = std::array<int, kAnimalKinds>;

std::string_view animal_name(Animal animal);
// The animal as players read it, in their language ("frog", "żaba").
const char* animal_label(Animal animal);
std::optional<Animal> animal_from_name(std::string_view name);

// What a scoring goal asks for. `times` counts disjoint copies of the requirement.
struct Goal {
  enum class Kind : std::uint8_t { Animals, Each, Any };
  Kind kind = Kind::Animals;
  std::vector<Animal> icons;  // Animals: as printed, one per animal needed
  AnimalCounts need{};        // Animals: icons per animal type
  int any = 0;                // Any: how many animals of any types

  int times(const AnimalCounts& have) const;
  nlohmann::json to_json() const;  // the catalog shape, e.g. {"animals": ["frog"]}
  // In the player's language: "dragon + unicorn", "one of each animal", "any 3 animals".
  std::string describe() const;
};

struct Item {
  enum class Kind : std::uint8_t { Animal, Goal, Runestone };
  Kind kind = Kind::Animal;
  int row = 0;  // on the front face
  int col = 0;
  Animal animal = Animal::Frog;  // Kind::Animal
  Goal goal;                     // Kind::Goal
  std::array<int, 2> points{};   // Kind::Goal: {largest land, any other land}
};

struct Card {
  std::string id;
  std::vector<Cell> cells;  // front face, row-major
  std::vector<Item> items;
  int runestone = -1;  // index of the runestone item, -1 when the card has none
};

inline constexpr std::string_view kSourceId = "source";
inline constexpr int kSourceCard = -1;  // card index of the source card

struct Catalog {
  int width = 8;  // cells per card, even
  int height = 4;
  Card source;
  std::vector<Card> cards;  // the river cards, in id order
  // The printed reference card's numbers ("scoring" and "ranks" in the catalog).
  int protected_land_points = 2;
  std::vector<Rank> ranks;

  // Index into `cards`, kSourceCard for "source", nullopt for an unknown id.
  std::optional<int> find(std::string_view id) const;
  const Card& card(int index) const { return index == kSourceCard ? source : cards[index]; }
  // A face cell; the back is the mirror image of the front.
  Cell cell(int index, bool back, int row, int col) const {
    const Card& c = card(index);
    return c.cells[row * width + (back ? width - 1 - col : col)];
  }
};

// Validates a complete catalog document ({"grid", "source", "cards", "scoring", "ranks",
// "provenance"}; without "scoring" or "ranks" the reference card's 2 points per protected
// land and data/river-wild/ranks.json apply). InputError paths start with `base_path`
// ("" for a data file, "/catalog" for a table).
Catalog parse_catalog(const nlohmann::json& document, const std::string& base_path);

// The complete catalog a table plays with (see Game::resolve_catalog). With "grid" the
// table gives the whole deck; otherwise its cards replace or add to the bundled ones.
nlohmann::json resolve_catalog_json(const nlohmann::json& bundled, const nlohmann::json& overrides);

// The bundled catalog with a table's overrides, validated, parsed once per distinct
// overrides document for the whole run (core/catalog_memo.h).
std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides);

// Loads and validates data/river-wild/cards.json with the ranks of ranks.json; errors name
// the file and JSON path.
nlohmann::json load_bundled_catalog();
// The same, read once per run (a failed read is tried again): what the game plays with,
// so a data file that becomes unreadable later cannot break a rebuild.
const nlohmann::json& bundled_catalog_json();

}  // namespace trib::river_wild
