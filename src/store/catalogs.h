#pragma once
// Catalogs stored once (schema 4): a session's row keeps its table without the catalog
// (the envelope) and refers to a row of `catalogs`, shared by every session whose catalog
// has the same text. Sessions of one game and version mostly share one, so 100 000
// sessions hold a handful of catalogs instead of 100 000 copies.

#include <sqlite3.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace trib::store_detail {

// A table as a session row stores it: its envelope's compact JSON without the catalog,
// and the catalog's apart (none when the table names no catalog).
struct StoredTable {
  std::string envelope;
  std::optional<std::string> catalog;
  bool operator==(const StoredTable&) const = default;
};

StoredTable split_catalog(nlohmann::json envelope);

// The envelope's text with its catalog put back, parsed; a damaged text gives a
// StoreError of Kind::damaged. An envelope that holds its catalog itself (a row no
// migration could read) is taken as it is.
nlohmann::json joined_envelope(const std::string& path, const std::string& envelope,
                               const std::optional<std::string>& catalog);

// The id of the stored catalog with exactly this text, stored first when there is none;
// none for none. Runs inside the caller's transaction.
std::optional<std::int64_t> catalog_id(sqlite3* db, const std::string& path,
                                       const std::optional<std::string>& catalog);

// Migration 4's step after its SQL: every session's catalog moves out of its row into
// `catalogs`. A row whose text does not parse keeps it whole (and no catalog id).
void move_catalogs_out(sqlite3* db, const std::string& path);

// The stored table of a row read from a file of any schema: `catalog` as a schema 4 row
// gives it, else split from `table_json` when that parses (older files kept the catalog
// inside), else the text as it is.
StoredTable stored_table_of(std::string table_json, std::optional<std::string> catalog);

}  // namespace trib::store_detail
