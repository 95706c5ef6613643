#pragma once
// The database schema as a list of migrations keyed by PRAGMA user_version.

#include <sqlite3.h>

#include <string>

#include "store/store.h"

namespace trib::store_detail {

// 'Trib' in PRAGMA application_id, so another program's SQLite file is recognised.
inline constexpr int application_id = 0x54726962;

// Brings the database from its user_version up to `up_to` (Store::schema_version; the
// tests build files of older versions with a lower one), one transaction for all steps.
// Refuses versions newer than this build.
void migrate(sqlite3* db, const std::string& path, int up_to);

// Checks what a read-only connection sees before anything is written: the version is
// not newer than this build, the file is ours (or empty) and its schema is readable.
// Returns the user_version.
int inspect(sqlite3* db, const std::string& path);

[[noreturn]] void fail_newer(const std::string& path, int version);

}  // namespace trib::store_detail
