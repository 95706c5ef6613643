// River Wild's registry entry.

#include "games/river-wild/river_wild.h"
#include "games/river-wild/pad.h"

#include <algorithm>

#include "core/i18n.h"

namespace trib::river_wild {

namespace {

class RiverWildGame : public Game {
 public:
  std::string_view id() const override { return "river-wild"; }
  std::string_view name() const override {
    return "River Wild";  // not translated: the game's name
  }
  std::string_view blurb() const override {
    return _("Solo: lay river cards below the source card.");
  }
  int min_players() const override { return 1; }
  int max_players() const override { return 1; }
  int order() const override { return 1; }

  nlohmann::json bundled_catalog() const override { return bundled_catalog_json(); }

  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    return resolve_catalog_json(bundled_catalog_json(), overrides);
  }

  std::vector<std::string> catalog_sections_by_id() const override { return {"cards"}; }

  Scoreboard score_pad(const TableFile& table) const override {
    return river_wild::score_pad(table);
  }

 protected:
  std::unique_ptr<Match> make_match(const TableFile& table) const override {
    std::shared_ptr<const Catalog> catalog = resolve_typed_catalog(table.catalog);
    auto ranks = std::make_shared<const std::vector<Rank>>(catalog->ranks);
    Setup setup = parse_setup(table.setup, *catalog);
    const bool keeps_hand = std::any_of(table.moves.begin(), table.moves.end(), is_draw_move);
    return std::make_unique<RiverWildMatch>(std::move(catalog), std::move(ranks), std::move(setup),
                                            table.players.front(), keeps_hand);
  }
};

}  // namespace

std::unique_ptr<RiverWildMatch> start_match(const TableFile& table) {
  return start_typed<RiverWildMatch>(river_wild_game(), table);
}

}  // namespace trib::river_wild

namespace trib {

const Game& river_wild_game() {
  static const river_wild::RiverWildGame game;
  return game;
}

}  // namespace trib
