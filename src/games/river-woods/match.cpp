// A River Woods game in progress: the state after the turns so far, applied in one place.

#include "games/river-woods/match.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/scoring.h"
#include "games/river-woods/words.h"

namespace trib::river_woods {

RiverWoodsMatch::RiverWoodsMatch(std::shared_ptr<const Catalog> catalog,
                                 std::vector<std::string> players, State state)
    : catalog_(std::move(catalog)), names_(std::move(players)), state_(std::move(state)) {
  for (std::size_t p = 0; p < names_.size() && p < state_.players.size(); ++p)
    state_.players[p].name = names_[p];
}

Verdict RiverWoodsMatch::check(const nlohmann::json& move) const {
  return check(parse_turn(move, state_.player_count()));
}

Verdict RiverWoodsMatch::apply(const nlohmann::json& move) {
  return apply(parse_turn(move, state_.player_count()));
}

Verdict RiverWoodsMatch::check(const Turn& turn, bool house_ruling) const {
  State scratch = state_;
  return play_turn(scratch, *catalog_, turn, house_ruling);
}

Verdict RiverWoodsMatch::apply(const Turn& turn, bool house_ruling) {
  std::vector<Award> awards;
  Verdict verdict = play_turn(state_, *catalog_, turn, house_ruling, &awards);
  if (verdict.legal()) {
    turns_.push_back(turn);
    last_awards_ = std::move(awards);
  }
  return verdict;
}

Scoreboard RiverWoodsMatch::score() const {
  return score_state(state_, *catalog_, names_);
}

std::string RiverWoodsMatch::announce(const Award& award) const {
  const Cube& cube = award.cube;
  const std::string card = cube.round
                               ? describe(catalog_->round_objectives[cube.card])
                               : describe(catalog_->terrain_objectives[cube.card], cube.tier);
  const unsigned long stars = static_cast<unsigned long>(cube.stars);
  if (award.from_hand) {
    return fill(P_("{} takes {} on {}, a secret card now public ({} star)",
                   "{} takes {} on {}, a secret card now public ({} stars)", stars),
                names_[award.player], tier_word(cube.tier), card, cube.stars);
  }
  // TRANSLATORS: "Ada takes gold on Colour size 3 (pink) (2 stars)": player, tier, card.
  return fill(P_("{} takes {} on {} ({} star)", "{} takes {} on {} ({} stars)", stars),
              names_[award.player], tier_word(cube.tier), card, cube.stars);
}

}  // namespace trib::river_woods
