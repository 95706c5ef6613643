// River Woods' state between turns: names of its parts, holdings, pieces on cells.

#include "games/river-woods/state.h"

#include <algorithm>

namespace trib::river_woods {

std::string_view piece_name(Piece p) {
  static constexpr std::string_view names[] = {"main", "cylinder", "pawn"};
  return names[static_cast<int>(p)];
}

std::string_view side_name(Side s) {
  return s == Side::Left ? "left" : "right";
}

std::string_view action_name(Action a) {
  static constexpr std::string_view names[] = {"terrain", "companion", "movement"};
  return names[static_cast<int>(a)];
}

bool PlayerState::holds(const Catalog& catalog, Artist artist) const {
  return std::any_of(companions.begin(), companions.end(), [&](int c) {
    return c >= 0 && catalog.companions[c].kind == AbilityKind::Artist &&
           catalog.companions[c].artist == artist;
  });
}

int PlayerState::token_count(Token token) const {
  return static_cast<int>(std::count(tokens.begin(), tokens.end(), token));
}

int PlayerState::first_tier_cubes(Tier first) const {
  return static_cast<int>(std::count_if(cubes.begin(), cubes.end(), [&](const Cube& cube) {
    return !cube.round && cube.tier == first;
  }));
}

std::optional<std::pair<int, Piece>> State::piece_at(Cell cell) const {
  for (int p = 0; p < player_count(); ++p) {
    for (int k = 0; k < kPieces; ++k) {
      if (players[p].pieces[k] == cell) return std::make_pair(p, static_cast<Piece>(k));
    }
  }
  return std::nullopt;
}

}  // namespace trib::river_woods
