#pragma once
// What BG Stats wants to know about a play beyond the scores: the board or variant, each
// seat's role, who started, and whether the highest score won. Each game reads its own
// from the public table-file setup (docs/table-format.md) and the score details
// (Game::read_play_facts); bgstats/bgstats writes them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/table_file.h"

namespace trib {

struct PlayFacts {
  std::string board;                      // "" when the game has no variant or map
  std::vector<std::string> roles;         // per seat; empty when the game has none
  std::optional<std::size_t> start_seat;  // none when everyone plays at once
  bool highest_wins = true;               // false after a flipped Roaring River raft
  std::string note;                       // a line for the comments, e.g. why the lowest won
};

// Helpers for the games' readers: the parts joined with `separator`, and a catalog entry's
// "name" (else its id).
std::string join_parts(const std::vector<std::string>& parts, std::string_view separator);
std::string catalog_entry_name(const TableFile& table, const char* section, const std::string& id);

}  // namespace trib
