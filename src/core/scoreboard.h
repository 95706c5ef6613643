#pragma once
// What scoring produces for every game: per-player totals with their breakdown,
// places with shared ties, and game-specific details for auditing each point.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace trib {

struct BreakdownLine {
  std::string label;  // "Protected lands (4 × 2)"
  double points = 0;
  nlohmann::json highlight = nullptr;  // what produced it, for the board view (optional)
  // The scoring category it belongs to, a stable key the game's own code gives ("mills",
  // "goals-any", "motivation:adventurer"); data/<game>/categories.json names it for people.
  // Kept out of the score JSON. Empty only on a score pad's row that names no category.
  std::string category;
};

struct PlayerResult {
  std::string name;
  double score = 0;
  int place = 1;
  std::optional<std::string> rank;  // rank title in solo games
  std::vector<BreakdownLine> breakdown;
  int tie_breaker = 0;  // compared only between equal scores (higher first); 0 when unused
  // The category that is this seat's alone (Roaring River's motivation card), held even
  // when it scored nothing; the table's average in it is that of every seat's own
  // category. Empty when the game has none. Kept out of the score JSON.
  std::string own_category;
};

struct Scoreboard {
  bool finished = false;
  std::vector<PlayerResult> players;
  nlohmann::json details = nlohmann::json::object();
  // Whether the highest score won (place 1). False when the game's own end turned the
  // order round (a flipped Roaring River raft: the fewest hearts win); the store then
  // keeps these scores out of personal bests and counts the wins separately.
  bool highest_wins = true;
  std::vector<std::string> warnings;  // e.g. "Ada placed 12 of 13 tiles"
  bool pad = false;  // entered as final scores on a score pad, not mirrored move by move
};

// Competition places ("1, 1, 3"): equal (score, tie_breaker) share a place.
// `highest_wins` = false ranks the lowest score first (a flipped raft).
void assign_places(std::vector<PlayerResult>& players, bool highest_wins = true);

double breakdown_total(const PlayerResult& player);

}  // namespace trib
