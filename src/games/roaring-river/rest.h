#pragma once
// The Rest card: after the raft moved and the river was refilled, a resting player takes
// back one allowed combination of played cards (catalog "recovery": one 4, or two of
// {2, 3}), or nothing; the Rest card itself always returns. In the 2-player game a Rest
// recovers only within its own set.

#include <vector>

#include "core/verdict.h"
#include "games/roaring-river/state.h"

namespace trib::roaring_river {

// A "recover" entry as written: a flat list of cards, or (2-player game) one list per set.
struct Recovery {
  bool per_set = false;
  std::vector<std::vector<int>> lists;  // one list when flat
};

// Checks `cards` against one set: an allowed combination ("invalid-recovery") of cards in
// the played pile after this round's plays ("card-not-played").
Verdict check_set_recovery(const PaddleSet& paddles, const PaddleHand& after_plays,
                           const std::vector<int>& cards, const std::string& who);

// Assigns a player's entry to their sets. `rested[s]` = set s played a Rest this round.
// Fills `per_set` (one list per set) when legal.
Verdict split_recovery(const Recovery& entry, const std::vector<bool>& rested,
                       const std::string& who, std::vector<std::vector<int>>& per_set);

// Returns the Rest card(s) played this round and the recovered cards to the hand.
void recover(const PaddleSet& paddles, int played_this_round, const std::vector<int>& cards,
             PaddleHand& hand);

}  // namespace trib::roaring_river
