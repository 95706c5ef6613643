// Reading and validating River Wild's cards, source card, scoring and ranks.

#include "games/river-wild/catalog.h"

#include <algorithm>

#include "core/catalog.h"
#include "core/catalog_memo.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::river_wild {

namespace {

constexpr std::array<std::string_view, kAnimalKinds> kAnimalNames = {"frog", "jackalope", "unicorn",
                                                                     "dragon"};
constexpr const char* kCardsFile = "data/river-wild/cards.json";
const std::initializer_list<std::string_view> kSections = {"provenance", "grid",    "source",
                                                           "cards",      "scoring", "ranks"};

Animal parse_animal(const JsonView& view) {
  return *animal_from_name(view.as_enum({"frog", "jackalope", "unicorn", "dragon"}));
}

Goal parse_goal(const JsonView& view) {
  view.expect_object({"animals", "each", "any"});
  const int kinds = int(view.has("animals")) + int(view.has("each")) + int(view.has("any"));
  if (kinds != 1) view.fail(_("a goal needs exactly one of \"animals\", \"each\" or \"any\""));
  Goal goal;
  if (view.has("animals")) {
    const JsonView icons = view.at("animals");
    if (icons.size() < 1 || icons.size() > 8) icons.fail(_("a goal shows 1 to 8 animal icons"));
    for (const JsonView& icon : icons.items()) {
      goal.icons.push_back(parse_animal(icon));
      ++goal.need[static_cast<int>(goal.icons.back())];
    }
  } else if (view.has("each")) {
    goal.kind = Goal::Kind::Each;
    if (!view.at("each").as_bool()) view.at("each").fail(_("expected true"));
  } else {
    goal.kind = Goal::Kind::Any;
    goal.any = static_cast<int>(view.at("any").as_int(1, 16));
  }
  return goal;
}

std::array<int, 2> parse_points(const JsonView& view) {
  if (!view.is_array() || view.size() != 2) {
    view.fail(_("expected [points if largest land, points otherwise]"));
  }
  return {static_cast<int>(view.at(0).as_int(0, 100)), static_cast<int>(view.at(1).as_int(0, 100))};
}

// Why an animal or goal may not sit on `cell` (a river or mountain cell).
std::string misplaced_item_message(Item::Kind kind, Cell cell) {
  if (kind == Item::Kind::Animal) {
    return cell == Cell::River ? _("an animal must sit on a land cell, this cell is river")
                               : _("an animal must sit on a land cell, this cell is mountain");
  }
  return cell == Cell::River ? _("a goal must sit on a land cell, this cell is river")
                             : _("a goal must sit on a land cell, this cell is mountain");
}

Item parse_item(const JsonView& view, const Card& card, int width, int height) {
  view.expect_object({"animal", "goal", "runestone", "points", "at"});
  const int kinds = int(view.has("animal")) + int(view.has("goal")) + int(view.has("runestone"));
  if (kinds != 1) view.fail(_("an item is exactly one of \"animal\", \"goal\" or \"runestone\""));
  Item item;
  const JsonView at = view.at("at");
  if (!at.is_array() || at.size() != 2) at.fail(_("expected [row, column] inside the card"));
  item.row = static_cast<int>(at.at(0).as_int(0, height - 1));
  item.col = static_cast<int>(at.at(1).as_int(0, width - 1));
  if (view.has("points") && !view.has("goal")) view.at("points").fail(_("only goals have points"));
  if (view.has("animal")) {
    item.animal = parse_animal(view.at("animal"));
  } else if (view.has("goal")) {
    item.kind = Item::Kind::Goal;
    item.goal = parse_goal(view.at("goal"));
    item.points = parse_points(view.at("points"));
  } else {
    item.kind = Item::Kind::Runestone;
    if (!view.at("runestone").as_bool()) view.at("runestone").fail(_("expected true"));
  }
  const Cell cell = card.cells[item.row * width + item.col];
  if (item.kind != Item::Kind::Runestone && cell != Cell::Land) {
    at.fail(misplaced_item_message(item.kind, cell));
  }
  return item;
}

Card parse_card(const JsonView& view, std::string id, int width, int height) {
  view.expect_object({"rows", "items"});
  Card card;
  card.id = std::move(id);
  const JsonView rows = view.at("rows");
  if (!rows.is_array() || rows.size() != static_cast<std::size_t>(height)) {
    rows.fail(fill(P_("expected {} row (the grid height)", "expected {} rows (the grid height)",
                      static_cast<unsigned long>(height)),
                   height));
  }
  for (const JsonView& row : rows.items()) {
    const std::string text = row.as_string();
    if (text.size() != static_cast<std::size_t>(width)) {
      row.fail(fill(
          P_("expected {} cell (the grid width), found {}",
             "expected {} cells (the grid width), found {}", static_cast<unsigned long>(width)),
          width, text.size()));
    }
    for (std::size_t col = 0; col < text.size(); ++col) {
      const char c = text[col];
      if (c != 'L' && c != 'R' && c != 'M') {
        row.fail(fill(_("column {}: '{}' is not a cell (use L for land, R for river, M for "
                        "mountain)"),
                      col, std::string(1, c)));
      }
      card.cells.push_back(c == 'L' ? Cell::Land : c == 'R' ? Cell::River : Cell::Mountain);
    }
  }
  if (!view.has("items")) return card;
  for (const JsonView& entry : view.at("items").items()) {
    Item item = parse_item(entry, card, width, height);
    // A runestone may share its cell with one animal or goal; two of those may not (and a
    // card has one runestone at most).
    for (const Item& other : card.items) {
      const bool shared = other.row == item.row && other.col == item.col;
      if (shared && item.kind != Item::Kind::Runestone && other.kind != Item::Kind::Runestone) {
        entry.at("at").fail(_("another animal or goal already sits on this cell"));
      }
    }
    if (item.kind == Item::Kind::Runestone) {
      if (card.runestone >= 0) entry.fail(_("a card carries at most one runestone"));
      card.runestone = static_cast<int>(card.items.size());
    }
    card.items.push_back(std::move(item));
  }
  return card;
}

}  // namespace

std::string_view animal_name(Animal animal) {
  return kAnimalNames[static_cast<int>(animal)];
}

std::optional<Animal> animal_from_name(std::string_view name) {
  for (int i = 0; i < kAnimalKinds; ++i) {
    if (kAnimalNames[i] == name) return static_cast<Animal>(i);
  }
  return std::nullopt;
}

int Goal::times(const AnimalCounts& have) const {
  if (kind == Kind::Any) {
    int total = 0;
    for (int count : have) total += count;
    return total / any;
  }
  int best = -1;
  for (int i = 0; i < kAnimalKinds; ++i) {
    const int need_here = kind == Kind::Each ? 1 : need[i];
    if (need_here == 0) continue;
    const int copies = have[i] / need_here;
    best = best < 0 ? copies : std::min(best, copies);
  }
  return std::max(best, 0);
}

nlohmann::json Goal::to_json() const {
  if (kind == Kind::Each) return {{"each", true}};
  if (kind == Kind::Any) return {{"any", any}};
  nlohmann::json list = nlohmann::json::array();
  for (Animal icon : icons) list.push_back(animal_name(icon));
  return {{"animals", list}};
}

const char* animal_label(Animal animal) {
  // TRANSLATORS: River Wild's animals, as a goal or the board's legend names them.
  static constexpr std::array<const char*, kAnimalKinds> kLabels = {N_("frog"), N_("jackalope"),
                                                                    N_("unicorn"), N_("dragon")};
  return _(kLabels[static_cast<int>(animal)]);
}

std::string Goal::describe() const {
  if (kind == Kind::Each) return _("one of each animal");
  if (kind == Kind::Any) {
    return fill(P_("any {} animal", "any {} animals", static_cast<unsigned long>(any)), any);
  }
  std::string text;
  for (Animal icon : icons) text += (text.empty() ? "" : " + ") + std::string(animal_label(icon));
  return text;
}

std::optional<int> Catalog::find(std::string_view id) const {
  if (id == kSourceId) return kSourceCard;
  const auto it =
      std::lower_bound(cards.begin(), cards.end(), id,
                       [](const Card& card, std::string_view key) { return card.id < key; });
  if (it == cards.end() || it->id != id) return std::nullopt;
  return static_cast<int>(it - cards.begin());
}

Catalog parse_catalog(const nlohmann::json& document, const std::string& base_path) {
  const JsonView root(document, base_path);
  root.expect_object(kSections);
  if (root.has("provenance")) root.at("provenance").as_string();
  Catalog catalog;
  if (root.has("scoring")) {
    const JsonView scoring = root.at("scoring");
    scoring.expect_object({"protected_land"});
    catalog.protected_land_points = static_cast<int>(scoring.at("protected_land").as_int(0, 100));
  }
  catalog.ranks = root.has("ranks") ? parse_ranks({{"ranks", root.at("ranks").raw()}}, base_path)
                                    : load_ranks();
  if (root.has("grid")) {
    const JsonView grid = root.at("grid");
    if (!grid.is_array() || grid.size() != 2) grid.fail(_("expected [width, height] in cells"));
    catalog.width = static_cast<int>(grid.at(0).as_int(2, 32));
    catalog.height = static_cast<int>(grid.at(1).as_int(1, 32));
    if (catalog.width % 2 != 0) grid.at(0).fail(_("the width must be even (cards shift by half)"));
  }
  catalog.source =
      parse_card(root.at("source"), std::string(kSourceId), catalog.width, catalog.height);
  const JsonView cards = root.at("cards");
  for (const auto& [id, view] : cards.members()) {
    if (id.rfind("x-", 0) == 0) continue;  // notes, as everywhere in table files
    if (id.empty() || id.size() > 40) view.fail(_("a card id needs 1 to 40 characters"));
    if (id == kSourceId) view.fail(_("the id \"source\" is reserved for the source card"));
    catalog.cards.push_back(parse_card(view, id, catalog.width, catalog.height));
  }
  if (catalog.cards.empty()) cards.fail(_("at least one river card is needed"));
  if (catalog.cards.size() > 1000) cards.fail(_("a deck holds at most 1000 river cards"));
  std::sort(catalog.cards.begin(), catalog.cards.end(),
            [](const Card& a, const Card& b) { return a.id < b.id; });
  return catalog;
}

nlohmann::json resolve_catalog_json(const nlohmann::json& bundled,
                                    const nlohmann::json& overrides) {
  const JsonView view(overrides, "/catalog");
  view.expect_object(kSections);
  nlohmann::json merged;
  if (view.has("grid")) {
    // Another card size: the bundled cards do not fit, so the table gives the whole deck.
    for (const char* key : {"source", "cards"}) {
      if (!view.has(key)) {
        view.fail(fill(_("with \"grid\" the table gives the whole deck: missing \"{}\""), key));
      }
    }
    merged = nlohmann::json::object();
    for (const char* key : {"provenance", "grid", "source", "cards"}) {
      if (view.has(key)) merged[key] = overrides.at(key);
    }
    // The reference card is not part of the deck: the bundled one unless the table gives it.
    for (const char* key : {"scoring", "ranks"}) {
      merged[key] = view.has(key) ? overrides.at(key) : bundled.at(key);
    }
  } else {
    merged = merge_catalog(bundled, overrides, {"cards"}, kSections);
  }
  parse_catalog(merged, "/catalog");
  return merged;
}

nlohmann::json load_bundled_catalog() {
  nlohmann::json document = load_game_data("river-wild", "cards.json");
  const nlohmann::json ranks = load_ranks_document();
  try {
    document["ranks"] = ranks.at("ranks");
    parse_catalog(document, "");
    if (!document.contains("grid")) document["grid"] = {8, 4};
  } catch (const InputError& error) {
    throw InputError(std::string(kCardsFile) + ": " + error.what(), error.path);
  }
  return document;
}

const nlohmann::json& bundled_catalog_json() {
  static const nlohmann::json document = load_bundled_catalog();
  return document;
}

std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides) {
  static CatalogMemo<Catalog> parsed;
  return parsed.get(overrides, [](const nlohmann::json& document) {
    return parse_catalog(resolve_catalog_json(bundled_catalog_json(), document), "/catalog");
  });
}

}  // namespace trib::river_wild
