#pragma once
// The state of a River Woods table between turns: the map, every player's pieces,
// companions, tokens, discs and cubes, the objective cards and where the game stands.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/river-woods/board.h"

namespace trib::river_woods {

enum class Piece : std::uint8_t { Main, Cylinder, Pawn };
inline constexpr int kPieces = 3;
std::string_view piece_name(Piece p);

enum class Side : std::uint8_t { Left, Right };  // of the player card
inline constexpr int kSides = 2;
std::string_view side_name(Side s);
// The piece a side's companion summons: left → cylinder, right → pawn.
inline Piece summoned_piece(Side s) {
  return s == Side::Left ? Piece::Cylinder : Piece::Pawn;
}

enum class Action : std::uint8_t { Terrain, Companion, Movement };
std::string_view action_name(Action a);

struct Cube {
  bool round = false;  // a round objective card, otherwise a terrain objective card
  int card = 0;        // catalog index
  Tier tier = Tier::Gold;
  int stars = 0;
};

struct PlayerState {
  std::string name;  // as messages name the player; blank: "player 2"
  std::array<std::optional<Cell>, kPieces> pieces;  // main, cylinder, pawn
  std::array<int, kSides> companions = {-1, -1};    // catalog index, -1 = empty side
  std::vector<Token> tokens;                        // at most 3, in the order taken
  std::array<bool, 3> discs_used = {false, false, false};
  int turns_this_round = 0;
  bool terrain_this_round = false;
  std::vector<Cube> cubes;  // in award order
  std::vector<int> hand;    // secret terrain objective cards still held

  bool holds(const Catalog& catalog, Artist artist) const;
  int token_count(Token token) const;
  // Tier-1 cubes on terrain objectives: the tie-break.
  int first_tier_cubes(Tier first) const;
};

struct PublicCard {
  int card = 0;                // terrain objective index
  std::vector<int> achievers;  // players with a cube on it, in order
};

struct RoundCard {
  int card = 0;  // round objective index
  std::vector<int> achievers;
};

struct State {
  Board board;
  std::vector<PlayerState> players;
  std::vector<PublicCard> row;     // public terrain objectives, at most 5
  std::vector<RoundCard> rounds;   // in reveal order; the first `round` are revealed
  std::vector<int> game_end;       // game-end objective indices (the variant), may be empty
  std::vector<bool> terrain_used;  // per catalog terrain tile
  int terrain_placed = 0;
  int first = 0;          // first player of round 1
  int round = 1;          // 1-based
  int turn_in_round = 0;  // turns taken so far this round
  bool last_round = false;
  bool over = false;

  int player_count() const { return static_cast<int>(players.size()); }
  int current_player() const { return (first + round - 1 + turn_in_round) % player_count(); }
  // The tier a first achiever takes: gold, or silver in a 2-player game.
  Tier first_tier() const { return player_count() == 2 ? Tier::Silver : Tier::Gold; }
  int revealed_rounds() const { return std::min<int>(round, static_cast<int>(rounds.size())); }
  // Which player's piece stands on `cell`, if any.
  std::optional<std::pair<int, Piece>> piece_at(Cell cell) const;
};

}  // namespace trib::river_woods
