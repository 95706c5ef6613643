// River Wild moves recorded as house rulings: placed without the position rules a table
// may set aside (above-source, no-support, land-meets-river, river-not-extended).

#include "games/river-wild/river_wild.h"

namespace trib::river_wild {

Verdict RiverWildMatch::check_house_ruling(const nlohmann::json& move) const {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  const int card = *catalog_->find(input.card);
  if (input.draw) return check_draw(card);  // the hand's rules are never overridden
  return river_wild::check_house_ruling(*catalog_, layout_, grid_,
                                        {card, input.row, input.col, input.back});
}

Verdict RiverWildMatch::apply_house_ruling(const nlohmann::json& move) {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  const int card = *catalog_->find(input.card);
  if (input.draw) return draw(card);
  return place_as_house_ruling({card, input.row, input.col, input.back});
}

Verdict RiverWildMatch::place_as_house_ruling(const Placement& p) {
  if (Verdict verdict = river_wild::check_house_ruling(*catalog_, layout_, grid_, p);
      !verdict.legal()) {
    return verdict;
  }
  add(p);
  return legal();
}

}  // namespace trib::river_wild
