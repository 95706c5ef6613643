#pragma once
// The row-by-row half of a repair: reads what still reads from a damaged (or recovered)
// database and writes whole sessions into a fresh one.

#include <sqlite3.h>

#include <string>

#include "store/store.h"

namespace trib::store_detail {

// Copies from the database file at `source_path` into `to` (an empty database with this
// build's schema) every session whose envelope and seats can be read, with the moves that
// read in order and its results when all of them read. Players and seats are rebuilt from
// the envelopes, records from the results. `recovered`: the source was made by .recover,
// whose "lost_and_found" table counts as lost. Adds counts and losses to `report`.
void copy_readable_rows(const std::string& source_path, bool recovered, sqlite3* to,
                        const std::string& to_path, RepairReport& report);

}  // namespace trib::store_detail
