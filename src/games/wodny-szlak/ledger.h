#pragma once
// Where every tile of the catalog is: still in the pile, in a river, in a hand, passed in
// and waiting, discarded or removed at setup. Hands are kept in arrival order. A player's
// hand is tracked (placements must come from it) from their first draw on, and then places
// one tile a round: a pass ends the round (solo, a discard or a draw into an empty hand).

#include <string>
#include <vector>

namespace trib::wodny_szlak {

enum class Where : unsigned char { Pile, River, Hand, PassedIn, Discarded, Removed };

// In a river, discarded or removed: out of the game for drawing and (rules kept) placing.
constexpr bool out_of_game(Where where) {
  return where == Where::River || where == Where::Discarded || where == Where::Removed;
}

struct TileSpot {
  Where where = Where::Pile;
  int player = -1;  // for River, Hand and PassedIn
};

// A player as messages name them: their name, or "Player 2" for index 1 when it is blank.
std::string player_text(const std::vector<std::string>& names, int player);
// Where a tile is, in words: "in the hand of Bartek", "on the discard pile", ….
std::string spot_text(const TileSpot& spot, const std::vector<std::string>& names);

class TileLedger {
 public:
  TileLedger(int tiles, int players);

  const TileSpot& at(int tile) const { return spots_[tile]; }
  bool tracked(int player) const { return tracked_[player]; }
  bool any_tracked() const;
  const std::vector<int>& hand(int player) const { return hands_[player]; }
  // Tiles passed to a tracked player that they may not take up yet: in the rules a player
  // receives a round's tiles only after passing their own, so tiles from a neighbour's k-th
  // pass wait until this player has passed k times.
  const std::vector<int>& passed_in(int player) const { return passed_in_[player]; }
  // The pass of its receiver that takes up a tile passed in (1 for their first pass, …);
  // 0 for a tile never passed.
  int due_at(int tile) const { return due_at_[tile]; }
  // How many tiles this player has drawn in all.
  int drawn(int player) const { return drawn_[player]; }
  // Whether this tracked player has placed a tile since their round last ended.
  bool placed_this_round(int player) const { return placed_this_round_[player]; }
  const std::vector<int>& discarded() const { return discarded_; }
  const std::vector<int>& removed() const { return removed_; }

  void remove(int tile);
  void place(int tile, int player);  // takes the tile out of wherever it was
  void draw(int player, const std::vector<int>& tiles);
  void discard(int player, const std::vector<int>& tiles);
  void pass(int from, int to, const std::vector<int>& tiles);

 private:
  bool solo() const { return hands_.size() == 1; }
  void take_out(int tile);
  void put(int tile, Where where, int player);

  std::vector<TileSpot> spots_;
  std::vector<bool> tracked_;
  std::vector<int> passes_;  // per player, how many times they have passed
  std::vector<int> drawn_;   // per player, how many tiles they have drawn
  std::vector<int> due_at_;  // per tile passed in: the receiver's pass that takes it up
  std::vector<bool> placed_this_round_;
  std::vector<std::vector<int>> hands_;
  std::vector<std::vector<int>> passed_in_;
  std::vector<int> discarded_;
  std::vector<int> removed_;
};

}  // namespace trib::wodny_szlak
