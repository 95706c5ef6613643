#pragma once
// One round's paddling: the raft's direction from the revealed paddle cards (Straight cards
// applied after the totals) and the resulting change of the danger level.

#include <string_view>
#include <vector>

#include "games/roaring-river/catalog.h"

namespace trib::roaring_river {

enum class Direction { Left, Right, Straight };
std::string_view direction_name(Direction direction);  // "left", "right", "straight"

struct Paddling {
  int left = 0;        // total of the cards pointing left
  int right = 0;       // total of the cards pointing right
  int straights = 0;   // Straight cards played
  int adjustment = 0;  // what the Straight cards added to the lower side
  int difference = 0;  // |left - right| after the adjustment
  Direction direction = Direction::Straight;
};

// `cards` are indices into `paddles`: every card revealed this round.
Paddling paddle(const PaddleSet& paddles, const std::vector<int>& cards);

// At the top danger level a difference of this much or less calms the raft by one level.
inline constexpr int kCalmDifference = 3;
inline constexpr int kFlipLevel = kDangerLevels + 1;  // the skull: the raft flipped

struct DangerStep {
  int before = 1;
  int after = 1;  // kFlipLevel when the raft flips
  bool flipped() const { return after == kFlipLevel; }
};

// Difference >= the current level's threshold raises the level (from the top level: flip);
// otherwise at the top level a difference <= kCalmDifference lowers it by one.
DangerStep danger_step(int level, int difference, const Thresholds& thresholds);

}  // namespace trib::roaring_river
