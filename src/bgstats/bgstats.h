#pragma once
// The BG Stats "push play" document. Source of the format: BG Stats' own page "Push plays
// to BG Stats from other apps or websites"
// (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
// a link https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON> opens the app's
// import dialog. The JSON holds sourceName, sourcePlayId, playDate ("YYYY-MM-DD HH:MM:SS"),
// durationMin, board, comments, location; game {name, bggId, highestWins, noPoints,
// sourceGameId}; players [{name, score, winner, startPlayer, rank, role, sourcePlayerId}].
// startPlayer must be present on every player or BG Stats refuses the play. The page
// documents one play per link; several plays are written as a JSON array of such objects.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/table_file.h"

namespace trib {

// One finished play: its table and when it was started and finished.
struct PlayRecord {
  std::string play_id;          // sourcePlayId: the session id, or table_play_id() for a file
  std::int64_t started_at = 0;  // unix seconds
  std::int64_t finished_at = 0;
  TableFile table;
};

// A table file that was never stored, exported at `now`: its sourcePlayId is
// table_play_id(), so pushing the same file twice names the same play.
PlayRecord play_from_table(TableFile table, std::int64_t now);
// "table-" and a 64-bit FNV-1a hash of the table's compact JSON, in hex.
std::string table_play_id(const TableFile& table);

struct BgStatsOptions {
  std::string location = "Home";  // BG Stats' own example location
};

inline constexpr const char* kBgStatsSourceName = "Tributary";
inline constexpr const char* kBgStatsLinkPrefix =
    "https://app.bgstatsapp.com/createPlay.html?data=";

// The play document. Scores, places and the breakdown come from replaying the table with
// its game's engine. Throws InputError for an unknown game or a table that does not
// replay, and when the replay does not reach the end of the game.
nlohmann::json bgstats_play(const PlayRecord& play, const BgStatsOptions& options = {});

// The createPlay link for one play document (compact JSON, URL-encoded).
std::string bgstats_link(const nlohmann::json& play);

// Percent-encoding of everything but A-Z a-z 0-9 - _ . ~ (RFC 3986 unreserved), UTF-8
// bytes one by one.
std::string url_encode(std::string_view text);

// Unix seconds as local "YYYY-MM-DD HH:MM:SS".
std::string local_date_time(std::int64_t unix_seconds);

}  // namespace trib
