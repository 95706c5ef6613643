#pragma once
// One round, start to end: validating the plays, the deal and the recoveries, previewing
// what the plays do, and the one place that applies a round to the state.
// Order within a round: direction and danger; then (unless the raft flips) move, discard,
// refill, Paddle 2 hearts, and recovery by the players who rested.

#include <map>
#include <optional>
#include <vector>

#include "core/verdict.h"
#include "games/roaring-river/rest.h"
#include "games/roaring-river/state.h"

namespace trib::roaring_river {

struct RoundMove {
  std::vector<std::vector<int>> plays;  // per player: paddle cards in set order
  std::vector<RiverCard> deal;          // new river cards in dealing order
  std::map<int, Recovery> recover;      // by player index
};

struct RoundPreview {
  Paddling paddling;
  DangerStep danger;
  std::optional<RaftMove> raft;  // none when the raft flips
  int deal_needed = 0;           // cards the river needs after the move (0 at a flip)
  bool river_ends = false;       // the deck cannot supply them: the game ends this round
  std::vector<int> hearts;       // heart cards each player takes this round
  int deck_after = 0;
  int discard_after = 0;

  bool ends_game() const { return river_ends || danger.flipped(); }
};

// Pure: what these plays would do to `state`. Plays are card indices that check_plays
// accepts; a round view may also pass the plays entered so far (fewer players or cards)
// to show running totals.
RoundPreview preview_round(const Rules& rules, const State& state,
                           const std::vector<std::vector<int>>& plays);

// game-over, wrong-card-count, card-not-in-hand.
Verdict check_plays(const Rules& rules, const State& state,
                    const std::vector<std::vector<int>>& plays);
// Everything, including wrong-deal-size and the Rest rules.
Verdict check_round(const Rules& rules, const State& state, const RoundMove& move);
// The rules a house ruling never sets aside: everything but invalid-recovery and
// recover-without-rest; cards taken back must have been played ("card-not-played"), and
// in the two-player game a flat list must say which set it is for ("recovery-set-unclear").
Verdict check_round_house_ruling(const Rules& rules, const State& state, const RoundMove& move);
// Applies a move that check_round or check_round_house_ruling accepted.
void apply_round(const Rules& rules, State& state, const RoundMove& move);

}  // namespace trib::roaring_river
