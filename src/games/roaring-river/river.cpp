// River geometry: where the raft lands, and the rows refilled after it moves.

#include "games/roaring-river/river.h"

namespace trib::roaring_river {

River make_river(const std::vector<RiverCard>& five) {
  River river;
  river.a.assign(five.begin(), five.begin() + kRowA);
  river.b.assign(five.begin() + kRowA, five.begin() + kRiverCards);
  return river;
}

RaftMove plan_raft_move(const River& river, Direction direction) {
  const auto& a = river.a;
  const auto& b = river.b;
  RaftMove move;
  switch (direction) {
    case Direction::Left:  // onto A0; A1 and B2 are out of reach; B0 B1 become row A
      move.landed_slot = "A0";
      move.landed = a[0];
      move.discarded_slots = {"A1", "B2"};
      move.discarded = {a[1], b[2]};
      move.kept = {b[0], b[1]};
      move.deal_needed = kRowB;
      break;
    case Direction::Right:  // onto A1; A0 and B0 are out of reach; B1 B2 become row A
      move.landed_slot = "A1";
      move.landed = a[1];
      move.discarded_slots = {"A0", "B0"};
      move.discarded = {a[0], b[0]};
      move.kept = {b[1], b[2]};
      move.deal_needed = kRowB;
      break;
    case Direction::Straight:  // over row A onto B1; everything else is discarded
      move.landed_slot = "B1";
      move.landed = b[1];
      move.discarded_slots = {"A0", "A1", "B0", "B2"};
      move.discarded = {a[0], a[1], b[0], b[2]};
      move.deal_needed = kRiverCards;
      break;
  }
  return move;
}

River refill(const RaftMove& move, const std::vector<RiverCard>& deal) {
  std::vector<RiverCard> five = move.kept;
  five.insert(five.end(), deal.begin(), deal.end());
  return make_river(five);
}

}  // namespace trib::roaring_river
