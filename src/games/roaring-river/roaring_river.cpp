#include "games/roaring-river/roaring_river.h"

namespace trib::roaring_river {

RoaringRiverMatch::RoaringRiverMatch(Rules rules, State state)
    : rules_(std::move(rules)), state_(std::move(state)) {}

Verdict RoaringRiverMatch::check(const nlohmann::json& move) const {
  return check_round(rules_, state_, read_round_move(move, rules_));
}

Verdict RoaringRiverMatch::apply(const nlohmann::json& move) {
  return apply(read_round_move(move, rules_));
}

Verdict RoaringRiverMatch::apply(const RoundMove& move) {
  if (auto verdict = check_round(rules_, state_, move); !verdict.legal()) return verdict;
  apply_round(rules_, state_, move);
  return legal();
}

Verdict RoaringRiverMatch::check_plays(const std::vector<std::vector<int>>& plays) const {
  return roaring_river::check_plays(rules_, state_, plays);
}

nlohmann::json RoaringRiverGame::bundled_catalog() const {
  return bundled_catalog_json();
}

nlohmann::json RoaringRiverGame::resolve_catalog(const nlohmann::json& overrides) const {
  return resolve_catalog_json(overrides);
}

std::unique_ptr<Match> RoaringRiverGame::start(const TableFile& table) const {
  return start_match(table);
}

std::unique_ptr<RoaringRiverMatch> RoaringRiverGame::start_match(const TableFile& table) const {
  Table setup = read_table(table, resolve_catalog(table.catalog));
  State state = initial_state(setup.rules, setup.river, setup.deck);
  return std::make_unique<RoaringRiverMatch>(std::move(setup.rules), std::move(state));
}

}  // namespace trib::roaring_river

namespace trib {

const Game& roaring_river_game() {
  static const roaring_river::RoaringRiverGame game;
  return game;
}

}  // namespace trib
