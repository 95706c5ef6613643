#include "games/river-wild/river_wild.h"

#include "games/river-wild/report.h"

namespace trib::river_wild {

RiverWildMatch::RiverWildMatch(std::shared_ptr<const Catalog> catalog,
                               std::shared_ptr<const std::vector<Rank>> ranks, Setup setup,
                               std::string player)
    : catalog_(std::move(catalog)),
      ranks_(std::move(ranks)),
      setup_(std::move(setup)),
      player_(std::move(player)),
      grid_(*catalog_, layout_) {}

Verdict RiverWildMatch::check(const nlohmann::json& move) const {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  return check_placement({*catalog_->find(input.card), input.row, input.col, input.back});
}

Verdict RiverWildMatch::apply(const nlohmann::json& move) {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  return place({*catalog_->find(input.card), input.row, input.col, input.back});
}

Verdict RiverWildMatch::check_placement(const Placement& p) const {
  return river_wild::check_placement(*catalog_, layout_, grid_, p);
}

Verdict RiverWildMatch::place(const Placement& p) {
  if (Verdict verdict = check_placement(p); !verdict.legal()) return verdict;
  layout_.placed.push_back(p);
  grid_ = CellGrid(*catalog_, layout_);
  return legal();
}

std::vector<Placement> RiverWildMatch::legal_spots(const std::vector<int>& cards) const {
  return river_wild::legal_spots(*catalog_, layout_, grid_, cards);
}

std::vector<Placement> RiverWildMatch::legal_spots_for_hand() const {
  return setup_.hand ? legal_spots(*setup_.hand) : std::vector<Placement>{};
}

std::vector<int> RiverWildMatch::unplaced_cards() const {
  std::vector<int> cards;
  for (int i = 0; i < static_cast<int>(catalog_->cards.size()); ++i) {
    if (!layout_.has(i)) cards.push_back(i);
  }
  return cards;
}

bool RiverWildMatch::hand_blocked() const {
  return setup_.hand && river_wild::hand_blocked(*catalog_, layout_, grid_, *setup_.hand);
}

bool RiverWildMatch::finished() const {
  return all_placed() || hand_blocked();
}

LayoutScore RiverWildMatch::scoring() const {
  return score_layout(*catalog_, layout_, grid_, setup_.runestones);
}

Scoreboard RiverWildMatch::score() const {
  const LayoutScore scored = scoring();
  const bool blocked = hand_blocked();
  return make_scoreboard(
      {catalog_.get(), &layout_, &scored, ranks_.get(), player_, all_placed() || blocked, blocked});
}

namespace {

class RiverWildGame : public Game {
 public:
  std::string_view id() const override { return "river-wild"; }
  std::string_view name() const override { return "River Wild"; }
  int min_players() const override { return 1; }
  int max_players() const override { return 1; }

  nlohmann::json bundled_catalog() const override { return bundled_catalog_json(); }

  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    return resolve_catalog_json(bundled_catalog_json(), overrides);
  }

  std::unique_ptr<Match> start(const TableFile& table) const override {
    return std::make_unique<RiverWildMatch>(start_match(table));
  }
};

}  // namespace

RiverWildMatch start_match(const TableFile& table) {
  const nlohmann::json resolved = resolve_catalog_json(bundled_catalog_json(), table.catalog);
  auto catalog = std::make_shared<const Catalog>(parse_catalog(resolved, "/catalog"));
  Setup setup = parse_setup(table.setup, *catalog);
  return RiverWildMatch(std::move(catalog), bundled_ranks(), std::move(setup),
                        table.players.empty() ? std::string() : table.players.front());
}

const Game& river_wild_game() {
  static const RiverWildGame game;
  return game;
}

}  // namespace trib::river_wild
