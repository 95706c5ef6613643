#pragma once
// Finished sessions of the store as BG Stats play records.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bgstats/bgstats.h"
#include "store/store.h"

namespace trib {

// The session as a play record; nullopt while it is still in progress. StoreError when
// there is no such session.
std::optional<PlayRecord> stored_play(const Store& store, std::int64_t session_id);

struct PlayQuery {
  std::optional<std::string> game;
  std::optional<std::int64_t> since;  // unix seconds; sessions started at or after it
};

// Calls `each` with every finished session matching `query` as a play record, oldest
// first, reading one at a time: memory does not grow with the number of sessions.
void for_each_stored_play(const Store& store, const PlayQuery& query,
                          const std::function<void(const PlayRecord&)>& each);

// "YYYY-MM-DD" as the unix time of that day's local midnight; nullopt when malformed.
std::optional<std::int64_t> parse_local_date(std::string_view text);

}  // namespace trib
