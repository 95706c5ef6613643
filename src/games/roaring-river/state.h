#pragma once
// The table as value types: the rules fixed at setup (catalog, players, motivations,
// thresholds) and the state rebuilt round by round from the move log.

#include <cstdint>
#include <string>
#include <vector>

#include "games/roaring-river/catalog.h"
#include "games/roaring-river/river.h"
#include "games/roaring-river/round.h"

namespace trib::roaring_river {

struct PlayerMotivation {
  std::string id;  // "view-fanatic"
  std::string name;
  int side = 0;  // 1 or 2 on a double-sided card, 0 otherwise
  std::vector<Term> terms;
};

struct Rules {
  Catalog catalog;
  std::vector<std::string> names;  // seat order
  std::vector<PlayerMotivation> motivations;
  Thresholds thresholds{};

  int players() const { return static_cast<int>(names.size()); }
  bool two_player() const { return players() == 2; }
  int sets() const { return two_player() ? 2 : 1; }  // paddle sets per player
  double heart_value() const {
    return two_player() ? catalog.paddles.heart_value_two_player : catalog.paddles.heart_value;
  }
};

// One set of paddle cards: what is in hand, and the played pile in the order played.
struct PaddleHand {
  std::uint32_t hand = 0;  // bit i = card i of the paddle set
  std::vector<int> played;
  bool holds(int card) const { return (hand >> card) & 1u; }
};

struct PlayerState {
  std::vector<PaddleHand> sets;  // 1, or 2 in the 2-player game
  int heart_cards = 0;           // Paddle 2 hearts earned (each tracked with a river card, if any)
};

struct DangerRecord {
  int round = 1;  // 1-based
  Paddling paddling;
  int level = 1;  // after the round; kFlipLevel when the raft flipped
};

enum class End { None, River, Flip };

struct State {
  std::vector<PlayerState> players;
  River river;
  std::vector<RiverCard> trip;  // cards the raft landed on, in order
  int level = 1;                // danger level; kFlipLevel after a flip
  std::vector<DangerRecord> danger;
  int deck = 0;     // cards left in the draw deck
  int discard = 0;  // cards in the discard pile
  End end = End::None;
  int rounds = 0;

  bool finished() const { return end != End::None; }
};

State initial_state(const Rules& rules, const River& river, int deck);

}  // namespace trib::roaring_river
