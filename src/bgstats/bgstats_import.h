#pragma once
// Past plays from BG Stats: its full export (BGStatsExport.json: "games", "players",
// "plays") or a single play (a .bgsplay file, the "push play" shape Tributary exports).
// Plays of the registered games become score-pad tables: each player's score in the pad's
// "other" row, the date and duration, and the play's id as the note "x-bgstats-play", so
// that importing the same file twice adds nothing. Plays of other games are counted and
// skipped. No UI and no database here.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/json_view.h"
#include "core/table_file.h"
#include "store/store.h"

namespace trib {

// The note key a table imported from BG Stats carries: the play's uuid.
inline constexpr const char* kBgStatsPlayNote = "x-bgstats-play";

// What a BG Stats export may hold: well above a heavy user's (thousands of plays).
inline constexpr JsonLimits kBgStatsLimits{64 * 1024 * 1024, 4'000'000};

struct BgStatsPlays {
  std::vector<TableFile> tables;      // plays of registered games, finished score pads
  std::size_t other_games = 0;        // plays of games Tributary does not know, skipped
  std::vector<std::string> problems;  // plays of known games that could not be read, skipped
};

// Reads a BG Stats document. Throws InputError (with its JSON path) when it is neither a
// full export nor a single play; a play that cannot be read is skipped with a problem.
BgStatsPlays read_bgstats_plays(const nlohmann::json& document);

struct BgStatsImport {
  std::vector<std::int64_t> added;  // the new sessions, in the file's order
  std::size_t already = 0;          // plays stored by an earlier import, left alone
};

// Stores the plays the database does not hold yet (by their BG Stats id), each as a
// finished score-pad session in its own transaction. Throws StoreError.
BgStatsImport store_bgstats_plays(Store& store, const BgStatsPlays& plays);

// "Imported 5 plays as sessions 3–7; 2 were imported before; 4 plays of other games
// skipped." — and one line per play that could not be read.
std::string bgstats_import_summary(const BgStatsPlays& plays, const BgStatsImport& result);

}  // namespace trib
