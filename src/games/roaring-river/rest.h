#pragma once
// The Rest card: after the raft moved and the river was refilled, a resting player takes
// back one allowed combination of played cards (catalog "recovery": one 4, or two of
// {2, 3}), or nothing; the Rest card itself always returns. In the 2-player game a Rest
// recovers only within its own set.

#include <optional>
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

// The card-not-played part of check_set_recovery alone: each card is in the played pile
// after this round's plays, and taken back once.
Verdict check_cards_played(const PaddleSet& paddles, const PaddleHand& after_plays,
                           const std::vector<int>& cards, const std::string& who);

// Which set each card of a player's entry goes back to, without judging the Rest rules:
// one list per set as written, or a flat list for the set that rested (the only set, or
// set 0 when no set or both rested). Empty optional when a flat list names cards in the
// two-player game and the sets' Rest cards do not say which set it means.
std::optional<std::vector<std::vector<int>>> assign_recovery(const Recovery& entry,
                                                             const std::vector<bool>& rested);

// Assigns a player's entry to their sets. `rested[s]` = set s played a Rest this round.
// Fills `per_set` (one list per set) when legal.
Verdict split_recovery(const Recovery& entry, const std::vector<bool>& rested,
                       const std::string& who, std::vector<std::vector<int>>& per_set);

// Returns the Rest card(s) played this round and the recovered cards to the hand.
void recover(const PaddleSet& paddles, int played_this_round, const std::vector<int>& cards,
             PaddleHand& hand);

}  // namespace trib::roaring_river
