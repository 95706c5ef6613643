#pragma once
// Writing what each scoring category earned the seats of a finished session (schema 5's
// result_categories), shared by finishing a session and the backfill of older ones.

#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <vector>

#include "store/store.h"

namespace trib::store_detail {

// The scoreboard entry for each seat of `table`: the same index when the name matches
// (the usual case), otherwise the first unused entry of that name. StoreError when the
// scores do not match the players.
std::vector<const PlayerResult*> results_by_seat(const TableFile& table, const Scoreboard& board,
                                                 std::int64_t session_id);

// Replaces the session's category rows: per seat and category its points (lines of one
// category added up; a seat without the category 0) and the table's average. Lines
// without a category (a score pad's mixed row) are left out. Takes the session off the
// waiting list. Inside the caller's transaction.
void write_category_points(sqlite3* db, const std::string& path, std::int64_t session_id,
                           const std::string& game, const std::vector<const PlayerResult*>& by_seat,
                           const std::vector<std::int64_t>& player_ids, bool pad,
                           std::int64_t finished_at);

}  // namespace trib::store_detail
