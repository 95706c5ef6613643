#pragma once
// The database schema as a list of migrations keyed by PRAGMA user_version.

#include <sqlite3.h>

#include <string>
#include <vector>

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

// The migrations after version `from` up to `up_to`, each followed by its user_version,
// without a transaction of their own (migrate wraps them in one).
void run_migrations(sqlite3* db, const std::string& path, int from, int up_to);

int user_version(sqlite3* db, const std::string& path);

// What in the file's schema the migrations to its version did not create: every row of
// sqlite_schema (type, name, table and SQL) is compared with those of the migrations run
// into an in-memory database, so the check follows every schema change by itself. One
// phrase per foreign, altered or missing object ('a trigger "eat" that Tributary did not
// create'), at most a few; empty when the schema is exactly Tributary's.
std::vector<std::string> foreign_schema(sqlite3* db, const std::string& path);

// "<path> has <phrases>": the sentence a store opened read-only for them starts with.
std::string foreign_schema_sentence(const std::string& path,
                                    const std::vector<std::string>& phrases);

[[noreturn]] void fail_newer(const std::string& path, int version);

}  // namespace trib::store_detail
