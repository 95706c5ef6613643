// Wodny szlak's registry entry and its typed match.

#include "games/wodny-szlak/wodny_szlak.h"

#include "core/i18n.h"
#include "games/wodny-szlak/pad.h"
#include "games/wodny-szlak/play_facts.h"

#include "core/catalog.h"
#include "core/catalog_memo.h"

namespace trib {

namespace wodny_szlak {

namespace {

const std::initializer_list<std::string_view> kSections = {"tiles", "starts"};
const std::initializer_list<std::string_view> kCatalogKeys = {"tiles", "starts", "scoring", "ranks",
                                                              "provenance"};

nlohmann::json merged_catalog(const nlohmann::json& overrides) {
  // Each override entry is checked on its own first, so errors point into the table file.
  parse_catalog(overrides, "/catalog", true);
  return merge_catalog(bundled_catalog_json(), overrides, kSections, kCatalogKeys);
}

class WodnySzlakGame : public Game {
 public:
  std::string_view id() const override { return "wodny-szlak"; }
  std::string_view name() const override {
    return "Wodny szlak";  // not translated: the game's own (Polish) name
  }
  std::string_view blurb() const override {
    return _("Each player builds a river of square tiles.");
  }
  int min_players() const override { return 1; }
  int max_players() const override { return 4; }
  int order() const override { return 2; }
  nlohmann::json bundled_catalog() const override { return bundled_catalog_json(); }
  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    return merged_catalog(overrides);
  }
  std::vector<std::string> catalog_sections_by_id() const override {
    return {kSections.begin(), kSections.end()};
  }

  void read_play_facts(const TableFile& table, const Scoreboard& board,
                       PlayFacts& facts) const override {
    wodny_szlak::read_play_facts(table, board, facts);
  }

  Scoreboard score_pad(const TableFile& table) const override {
    return wodny_szlak::score_pad(table);
  }

 protected:
  std::unique_ptr<Match> make_match(const TableFile& table) const override {
    ResolvedCatalog resolved = resolve_typed_catalog(table.catalog);
    const Setup setup = parse_setup(table.setup, *resolved.catalog,
                                    static_cast<int>(table.players.size()), resolved.default_start);
    return std::make_unique<WodnySzlakMatch>(std::move(resolved.catalog), table.players,
                                             setup.starts, setup.removed);
  }
};

}  // namespace

ResolvedCatalog resolve_typed_catalog(const nlohmann::json& overrides) {
  ResolvedCatalog out;
  const bool plain = overrides.is_null() || (overrides.is_object() && overrides.empty());
  if (plain) {
    // The bundled catalog lives for the whole run: share it without copying.
    out.catalog = std::shared_ptr<const Catalog>(&bundled_catalog_typed(), [](const Catalog*) {});
  } else {
    static CatalogMemo<Catalog> parsed;
    out.catalog = parsed.get(overrides, [](const nlohmann::json& document) {
      return parse_catalog(merged_catalog(document), "/catalog", false);
    });
  }
  // The first bundled start by id, whatever the table overrides: a stored session carries
  // its whole resolved catalog as overrides and must replay with the same default.
  out.default_start = out.catalog->find_start(bundled_catalog_typed().starts.front().id);
  return out;
}

std::unique_ptr<WodnySzlakMatch> start_match(const TableFile& table) {
  return start_typed<WodnySzlakMatch>(wodny_szlak_game(), table);
}

}  // namespace wodny_szlak

const Game& wodny_szlak_game() {
  static const wodny_szlak::WodnySzlakGame game;
  return game;
}

}  // namespace trib
