// River Wild moves recorded as house rulings: placed without the position rules a table
// may set aside (above-source, no-support, land-meets-river, river-not-extended).

#include "games/river-wild/river_wild.h"

namespace trib::river_wild {

Verdict RiverWildMatch::check_house_ruling(const nlohmann::json& move) const {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  return river_wild::check_house_ruling(
      *catalog_, layout_, grid_, {*catalog_->find(input.card), input.row, input.col, input.back});
}

Verdict RiverWildMatch::apply_house_ruling(const nlohmann::json& move) {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  return place_as_house_ruling({*catalog_->find(input.card), input.row, input.col, input.back});
}

Verdict RiverWildMatch::place_as_house_ruling(const Placement& p) {
  if (Verdict verdict = river_wild::check_house_ruling(*catalog_, layout_, grid_, p);
      !verdict.legal()) {
    return verdict;
  }
  layout_.placed.push_back(p);
  grid_ = CellGrid(*catalog_, layout_);
  return legal();
}

}  // namespace trib::river_wild
