// One round's paddling: the raft's direction and the change of the danger level.

#include "games/roaring-river/round.h"

#include <algorithm>
#include <cstdlib>

namespace trib::roaring_river {

std::string_view direction_name(Direction direction) {
  switch (direction) {
    case Direction::Left:
      return "left";
    case Direction::Right:
      return "right";
    case Direction::Straight:
      return "straight";
  }
  return "straight";
}

Paddling paddle(const PaddleSet& paddles, const std::vector<int>& cards) {
  Paddling out;
  int straight_power = 0;
  for (int index : cards) {
    const PaddleCard& card = paddles.cards[static_cast<std::size_t>(index)];
    switch (card.kind) {
      case PaddleKind::Left:
        out.left += card.value;
        break;
      case PaddleKind::Right:
        out.right += card.value;
        break;
      case PaddleKind::Straight:
        ++out.straights;
        straight_power += card.value;
        break;
      case PaddleKind::Rest:
        break;
    }
  }
  // Each Straight adds up to its value to the lower side, never past equality.
  const int gap = std::abs(out.left - out.right);
  out.adjustment = std::min(straight_power, gap);
  out.difference = gap - out.adjustment;
  if (out.difference == 0) {
    out.direction = Direction::Straight;
  } else {
    out.direction = out.left > out.right ? Direction::Left : Direction::Right;
  }
  return out;
}

DangerStep danger_step(int level, int difference, const Thresholds& thresholds) {
  DangerStep step{level, level};
  if (difference >= thresholds[static_cast<std::size_t>(level - 1)]) {
    step.after = level + 1;  // from the top level this is kFlipLevel
  } else if (level == kDangerLevels && difference <= kCalmDifference) {
    step.after = level - 1;
  }
  return step;
}

}  // namespace trib::roaring_river
