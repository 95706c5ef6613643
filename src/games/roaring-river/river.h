#pragma once
// River geometry: row A (A0 left, A1 right) lies in front of the raft, row B (B0 B1 B2)
// beyond it. Moving left or right lands on a card of row A; straight ahead passes over
// row A and lands on B1. Cards the raft can no longer reach are discarded.

#include <string>
#include <vector>

#include "games/roaring-river/cards.h"
#include "games/roaring-river/round.h"

namespace trib::roaring_river {

inline constexpr int kRowA = 2;
inline constexpr int kRowB = 3;
inline constexpr int kRiverCards = kRowA + kRowB;  // dealt at setup: A0 A1 B0 B1 B2

struct River {
  std::vector<RiverCard> a;  // A0, A1 (empty once the river was discarded at the end)
  std::vector<RiverCard> b;  // B0, B1, B2
  bool empty() const { return a.empty() && b.empty(); }
};

River make_river(const std::vector<RiverCard>& five);  // A0 A1 B0 B1 B2

struct RaftMove {
  std::string landed_slot;  // "A0", "A1" or "B1"
  RiverCard landed;
  std::vector<std::string> discarded_slots;  // in river order
  std::vector<RiverCard> discarded;
  std::vector<RiverCard> kept;  // cards still ahead: the new row A for left/right moves
  int deal_needed = 0;          // new cards in dealing order: 3 (row B) or 5 (rows A, B)
};

// What moving in `direction` does to a full river (before any card is dealt).
RaftMove plan_raft_move(const River& river, Direction direction);

// The river after the move once `deal` (exactly move.deal_needed cards) is placed.
River refill(const RaftMove& move, const std::vector<RiverCard>& deal);

}  // namespace trib::roaring_river
