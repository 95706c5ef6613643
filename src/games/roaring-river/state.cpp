// The rules fixed at setup and the state rebuilt round by round.

#include "games/roaring-river/state.h"

namespace trib::roaring_river {

State initial_state(const Rules& rules, const River& river, int deck) {
  State state;
  PaddleHand full;
  full.hand = rules.catalog.paddles.full_hand();
  PlayerState player;
  player.sets.assign(static_cast<std::size_t>(rules.sets()), full);
  state.players.assign(static_cast<std::size_t>(rules.players()), player);
  state.river = river;
  state.deck = deck;
  return state;
}

}  // namespace trib::roaring_river
