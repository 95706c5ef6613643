// Reading and validating Roaring River's paddles, thresholds and motivations.

#include "games/roaring-river/catalog.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include <algorithm>

#include "core/catalog.h"
#include "core/catalog_memo.h"
#include "core/input_error.h"

namespace trib::roaring_river {

namespace {

constexpr std::string_view kGameId = "roaring-river";
// Points per heart; any real card is worth a few, and a bound keeps every score finite.
constexpr double kMaxHeartValue = 1000;

PaddleCard read_paddle(const JsonView& view) {
  view.expect_object({"id", "kind", "value", "heart"});
  PaddleCard card;
  card.id = view.at("id").as_string();
  if (card.id.empty()) view.at("id").fail(_("a paddle card needs a non-empty id"));
  const std::string kind = view.at("kind").as_enum({"left", "right", "straight", "rest"});
  card.kind = kind == "left"       ? PaddleKind::Left
              : kind == "right"    ? PaddleKind::Right
              : kind == "straight" ? PaddleKind::Straight
                                   : PaddleKind::Rest;
  if (card.kind != PaddleKind::Rest) {
    card.value = static_cast<int>(view.at("value").as_int(1, 99));
  } else if (view.has("value")) {
    view.at("value").fail(_("a rest card has no value"));
  }
  if (view.has("heart")) card.heart = view.at("heart").as_bool();
  if (card.heart && card.kind != PaddleKind::Left && card.kind != PaddleKind::Right) {
    view.at("heart").fail(_("only cards pointing left or right can earn hearts"));
  }
  return card;
}

RecoveryOption read_recovery_option(const JsonView& view) {
  view.expect_object({"values", "up_to"});
  RecoveryOption option;
  const JsonView values = view.at("values");
  if (values.size() == 0) values.fail(_("expected at least one paddle value"));
  for (const JsonView& value : values.items()) {
    option.values.push_back(static_cast<int>(value.as_int(1, 99)));
  }
  option.up_to = static_cast<int>(view.at("up_to").as_int(1, PaddleSet::kMaxPaddles));
  return option;
}

int read_player_count_key(const std::string& key, const JsonView& view) {
  if (key.size() != 1 || key[0] < '2' || key[0] > '6') {
    view.fail(fill(_("\"{}\" is not a player count (2 to 6)"), echo(key)));
  }
  return key[0] - '0';
}

CardFilter read_filter(const JsonView& view) {
  view.expect_object({"drops", "icon"});
  if (view.has("drops") == view.has("icon")) view.fail(_("give either \"drops\" or \"icon\""));
  CardFilter filter;
  if (view.has("icon")) {
    filter.icon = *icon_from_name(view.at("icon").as_enum({"forest", "mountain", "deer", "bird"}));
    return filter;
  }
  const JsonView drops = view.at("drops");
  if (drops.size() == 0) drops.fail(_("expected at least one drop count"));
  for (const JsonView& item : drops.items()) {
    const int value = static_cast<int>(item.as_int(1, 4));
    if (std::count(filter.drops.begin(), filter.drops.end(), value))
      item.fail(_("repeated drop count"));
    filter.drops.push_back(value);
  }
  return filter;
}

Icon read_icon(const JsonView& view) {
  return *icon_from_name(view.as_enum({"forest", "mountain", "deer", "bird"}));
}

Term read_term(const JsonView& view) {
  Term term;
  const std::string kind =
      view.at("kind").as_enum({"per_card", "per_set", "distinct_icons", "majority"});
  if (kind == "per_card") {
    view.expect_object({"kind", "match", "hearts"});
    term.kind = TermKind::PerCard;
    term.filter = read_filter(view.at("match"));
  } else if (kind == "per_set") {
    view.expect_object({"kind", "elements", "hearts"});
    term.kind = TermKind::PerSet;
    const JsonView elements = view.at("elements");
    if (elements.size() == 0) elements.fail(_("a set needs at least one element"));
    for (const JsonView& element : elements.items()) term.elements.push_back(read_filter(element));
  } else if (kind == "distinct_icons") {
    view.expect_object({"kind", "table"});
    term.kind = TermKind::DistinctIcons;
    const JsonView table = view.at("table");
    table.expect_object({"1", "2", "3", "4"});
    for (int size = 1; size <= kIconKinds; ++size) {
      term.table[size] = static_cast<int>(table.at(std::to_string(size)).as_int(0, 999));
    }
    return term;
  } else {
    view.expect_object({"kind", "more", "than", "hearts"});
    term.kind = TermKind::Majority;
    term.more = read_icon(view.at("more"));
    term.than = read_icon(view.at("than"));
    if (term.more == term.than) view.at("than").fail(_("compare two different icons"));
  }
  term.hearts = static_cast<int>(view.at("hearts").as_int(0, 999));
  return term;
}

std::vector<Term> read_terms(const JsonView& view) {
  std::vector<Term> terms;
  if (view.size() == 0) view.fail(_("a motivation needs at least one scoring term"));
  for (const JsonView& item : view.items()) terms.push_back(read_term(item));
  return terms;
}

Motivation read_motivation(const std::string& id, const JsonView& view) {
  view.expect_object({"name", "terms", "sides"});
  Motivation motivation;
  motivation.id = id;
  motivation.name = view.at("name").as_string();
  if (view.has("terms") == view.has("sides")) view.fail(_("give either \"terms\" or \"sides\""));
  if (view.has("terms")) {
    motivation.sides.push_back(read_terms(view.at("terms")));
    return motivation;
  }
  const JsonView sides = view.at("sides");
  sides.expect_object({"1", "2"});
  motivation.double_sided = true;
  for (const char* side : {"1", "2"}) {
    const JsonView face = sides.at(side);
    face.expect_object({"terms"});
    motivation.sides.push_back(read_terms(face.at("terms")));
  }
  return motivation;
}

// Reads one bundled file's section; errors name the file: "data/roaring-river/x.json: /a: ...".
template <typename Read>
auto read_bundled(const nlohmann::json& file, std::string_view file_name, std::string_view section,
                  Read read) {
  try {
    const JsonView root(file);
    root.expect_object({"provenance", section});
    if (root.has("provenance")) root.at("provenance").as_string();
    return read(root.at(section));
  } catch (const InputError& error) {
    const std::string where = "data/" + std::string(kGameId) + "/" + std::string(file_name);
    throw InputError(where + ": " + error.what(), error.path);
  }
}

}  // namespace

const Motivation* Catalog::find_motivation(std::string_view id) const {
  const auto it = motivations.find(id);
  return it == motivations.end() ? nullptr : &it->second;
}

PaddleSet read_paddles(const JsonView& view) {
  view.expect_object({"cards", "recovery", "heart_value"});
  PaddleSet set;
  const JsonView cards = view.at("cards");
  if (cards.size() == 0 || cards.size() > PaddleSet::kMaxPaddles) {
    cards.fail(fill(_("expected 1 to {} paddle cards"), PaddleSet::kMaxPaddles));
  }
  for (const JsonView& item : cards.items()) {
    PaddleCard card = read_paddle(item);
    if (set.find(card.id) >= 0)
      item.at("id").fail(fill(_("paddle card \"{}\" is repeated"), echo(card.id)));
    set.cards.push_back(std::move(card));
  }
  for (const JsonView& item : view.at("recovery").items()) {
    set.recovery.push_back(read_recovery_option(item));
  }
  const JsonView hearts = view.at("heart_value");
  hearts.expect_object({"default", "two_player"});
  set.heart_value = hearts.at("default").as_number(0, kMaxHeartValue);
  set.heart_value_two_player = hearts.at("two_player").as_number(0, kMaxHeartValue);
  return set;
}

std::map<int, Thresholds> read_thresholds(const JsonView& view) {
  std::map<int, Thresholds> out;
  for (const auto& [key, value] : view.members()) {
    if (key.rfind("x-", 0) == 0) continue;  // notes, as everywhere in table files
    const int players = read_player_count_key(key, value);
    if (value.size() != kDangerLevels)
      value.fail(_("expected 3 thresholds (danger levels 1, 2, 3)"));
    for (int level = 0; level < kDangerLevels; ++level) {
      out[players][level] = static_cast<int>(value.at(level).as_int(1, 999));
    }
  }
  return out;
}

std::map<std::string, Motivation, std::less<>> read_motivations(const JsonView& view) {
  std::map<std::string, Motivation, std::less<>> out;
  for (const auto& [id, value] : view.members()) {
    if (id.rfind("x-", 0) == 0) continue;  // notes, as everywhere in table files
    out[id] = read_motivation(id, value);
  }
  if (out.empty()) view.fail(_("expected at least one motivation card"));
  return out;
}

Catalog read_catalog(const nlohmann::json& catalog, const std::string& path) {
  const JsonView root(catalog, path);
  root.expect_object({"paddles", "thresholds", "motivations", "provenance"});
  if (root.has("provenance")) root.at("provenance").as_string();
  Catalog out;
  out.paddles = read_paddles(root.at("paddles"));
  out.thresholds = read_thresholds(root.at("thresholds"));
  out.motivations = read_motivations(root.at("motivations"));
  return out;
}

nlohmann::json read_bundled_catalog() {
  const nlohmann::json paddles = load_game_data(kGameId, "paddles.json");
  const nlohmann::json thresholds = load_game_data(kGameId, "thresholds.json");
  const nlohmann::json motivations = load_game_data(kGameId, "motivations.json");
  read_bundled(paddles, "paddles.json", "paddles", read_paddles);
  read_bundled(thresholds, "thresholds.json", "thresholds", [](const JsonView& view) {
    const auto table = read_thresholds(view);
    for (int players = 2; players <= 6; ++players) {
      if (!table.count(players)) view.fail(fill(_("missing thresholds for {} players"), players));
    }
    return table;
  });
  read_bundled(motivations, "motivations.json", "motivations", read_motivations);
  std::string provenance;
  for (const nlohmann::json* file : {&thresholds, &motivations}) {
    if (file->contains("provenance")) {
      provenance += (provenance.empty() ? "" : " ") + (*file)["provenance"].get<std::string>();
    }
  }
  return {{"paddles", paddles["paddles"]},
          {"thresholds", thresholds["thresholds"]},
          {"motivations", motivations["motivations"]},
          {"provenance", provenance}};
}

const nlohmann::json& bundled_catalog_json() {
  static const nlohmann::json catalog = read_bundled_catalog();
  return catalog;
}

nlohmann::json resolve_catalog_json(const nlohmann::json& overrides) {
  nlohmann::json merged = merge_catalog(bundled_catalog_json(), overrides, {"motivations"},
                                        {"paddles", "thresholds", "motivations", "provenance"});
  read_catalog(merged, "/catalog");  // validates the overrides, paths under /catalog
  return merged;
}

std::shared_ptr<const Catalog> resolve_typed_catalog(const nlohmann::json& overrides) {
  static CatalogMemo<Catalog> parsed;
  return parsed.get(overrides, [](const nlohmann::json& document) {
    return read_catalog(resolve_catalog_json(document), "/catalog");
  });
}

}  // namespace trib::roaring_river
