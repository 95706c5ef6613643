// Roaring River's registry entry.

#include "games/roaring-river/roaring_river.h"
#include "games/roaring-river/pad.h"
#include "games/roaring-river/play_facts.h"

#include "core/i18n.h"

namespace trib::roaring_river {

namespace {

class RoaringRiverGame final : public Game {
 public:
  std::string_view id() const override { return "roaring-river"; }
  std::string_view name() const override {
    return "Roaring River";  // not translated: a game's name
  }
  // Marked here, translated where Home shows it.
  std::string_view blurb() const override { return N_("A raft, the river rows and paddle cards."); }
  int min_players() const override { return 2; }
  int max_players() const override { return 6; }
  int order() const override { return 3; }
  nlohmann::json bundled_catalog() const override { return bundled_catalog_json(); }
  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    return resolve_catalog_json(overrides);
  }
  std::vector<std::string> catalog_sections_by_id() const override { return {"motivations"}; }

  void read_play_facts(const TableFile& table, const Scoreboard& board,
                       PlayFacts& facts) const override {
    roaring_river::read_play_facts(table, board, facts);
  }

  Scoreboard score_pad(const TableFile& table) const override {
    return roaring_river::score_pad(table);
  }

 protected:
  std::unique_ptr<Match> make_match(const TableFile& table) const override {
    const std::shared_ptr<const Catalog> catalog = resolve_typed_catalog(table.catalog);
    Table setup = read_table(table, *catalog);
    State state = initial_state(setup.rules, setup.river, setup.deck);
    return std::make_unique<RoaringRiverMatch>(std::move(setup.rules), std::move(state));
  }
};

}  // namespace

std::unique_ptr<RoaringRiverMatch> start_match(const TableFile& table) {
  return start_typed<RoaringRiverMatch>(roaring_river_game(), table);
}

}  // namespace trib::roaring_river

namespace trib {

const Game& roaring_river_game() {
  static const roaring_river::RoaringRiverGame game;
  return game;
}

}  // namespace trib
