// River Woods' registry entry and its typed match.

#include "games/river-woods/river_woods.h"
#include "core/i18n.h"
#include "games/river-woods/pad.h"
#include "games/river-woods/play_facts.h"

namespace trib {

namespace river_woods {

namespace {

class RiverWoodsGame : public Game {
 public:
  std::string_view id() const override { return "river-woods"; }
  std::string_view name() const override { return "River Woods"; }  // not translated: a title
  std::string_view blurb() const override {
    return _("A shared map of terrain, pieces and objectives.");
  }
  int min_players() const override { return 2; }
  int max_players() const override { return 4; }
  int order() const override { return 4; }
  nlohmann::json bundled_catalog() const override { return bundled_catalog_json(); }
  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    nlohmann::json merged = merged_catalog_json(overrides);
    // The whole catalog too: a map may name a starting tile that no section defines.
    parse_catalog(merged, "/catalog", false);
    return merged;
  }
  std::vector<std::string> catalog_sections_by_id() const override {
    return keyed_catalog_sections();
  }

  void read_play_facts(const TableFile& table, const Scoreboard& board,
                       PlayFacts& facts) const override {
    river_woods::read_play_facts(table, board, facts);
  }

  Scoreboard score_pad(const TableFile& table) const override {
    return river_woods::score_pad(table);
  }

 protected:
  std::unique_ptr<Match> make_match(const TableFile& table) const override {
    std::shared_ptr<const Catalog> catalog = resolve_typed_catalog(table.catalog);
    State state = parse_setup(table.setup, *catalog, static_cast<int>(table.players.size()));
    return std::make_unique<RiverWoodsMatch>(std::move(catalog), table.players, std::move(state));
  }
};

}  // namespace

std::unique_ptr<RiverWoodsMatch> start_match(const TableFile& table) {
  return start_typed<RiverWoodsMatch>(river_woods_game(), table);
}

}  // namespace river_woods

const Game& river_woods_game() {
  static const river_woods::RiverWoodsGame game;
  return game;
}

}  // namespace trib
