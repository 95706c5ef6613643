#pragma once
// Row helpers shared by the session, move and record files of the store.

#include <sqlite3.h>

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "store/store.h"

namespace trib::store_detail {

// The session's status; StoreError when there is no such session.
SessionStatus session_status(sqlite3* db, const std::string& path, std::int64_t session_id);

// Like session_status, and refuses a finished session with `refusal`, a translated
// sentence whose "{}" takes the session id.
void require_active(sqlite3* db, const std::string& path, std::int64_t session_id,
                    const char* refusal);

// Stores one move at `seq`; a "house_ruling": true key on the move (or the older
// "x-house-ruling") counts as a house ruling and is kept in its own column, not in the
// stored JSON.
void insert_move(sqlite3* db, const std::string& path, std::int64_t session_id, std::int64_t seq,
                 const nlohmann::json& move, bool house_ruling, std::int64_t now);

// How many moves the session's log holds: the next free sequence number.
std::int64_t move_count(sqlite3* db, const std::string& path, std::int64_t session_id);

// Throws StoreError of Kind::stale when the log does not hold `expected` moves (nothing
// expected: no check).
void require_move_count(sqlite3* db, const std::string& path, std::int64_t session_id,
                        std::optional<std::int64_t> expected);

// The id of the player whose name key matches `name` ("ada" is an "Ada" stored before),
// added when there is none; the player counts as used at `used_at` when that is later.
std::int64_t player_id(sqlite3* db, const std::string& path, const std::string& name,
                       std::int64_t used_at);

// Reads a session's stored envelope (its table without the moves and the catalog, which
// is stored apart: catalogs.h), lets `edit` change it
// and writes it back, inside the caller's transaction.
void edit_stored_envelope(sqlite3* db, const std::string& path, std::int64_t session_id,
                          const std::function<void(nlohmann::json&)>& edit);

nlohmann::json parse_stored_json(const std::string& path, const std::string& text);

// Compact JSON text; invalid UTF-8 in strings becomes U+FFFD instead of throwing.
inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace trib::store_detail
