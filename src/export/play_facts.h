#pragma once
// What BG Stats wants to know about a play beyond the scores, read per game from the
// public table-file setup (docs/table-format.md) and the score details: the board or
// variant, each seat's role, who started, and whether the highest score won.

#include <optional>
#include <string>
#include <vector>

#include "core/scoreboard.h"
#include "core/table_file.h"

namespace trib {

struct PlayFacts {
  std::string board;                      // "" when the game has no variant or map
  std::vector<std::string> roles;         // per seat; empty when the game has none
  std::optional<std::size_t> start_seat;  // none when everyone plays at once
  bool highest_wins = true;               // false after a flipped Roaring River raft
  std::string note;                       // a line for the comments, e.g. why the lowest won
};

PlayFacts play_facts(const TableFile& table, const Scoreboard& board);

}  // namespace trib
