#pragma once
// How a records row reads in words, the same in the Records view and `tributary records`:
// wins in games of two or more seats (those the fewest points won counted apart) and, for
// solo games, the rank titles reached instead.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "store/store.h"

namespace trib {

using RankCounts = std::vector<std::pair<std::string, std::int64_t>>;

// "River Guardian ×2, Scout", or "no rank title".
std::string rank_titles_text(const RankCounts& counts);

// "3 (1 by fewest)", "Scout ×2", "3; solo: Scout" — `titles` is rank_titles_text's,
// read only when the row has solo games.
std::string wins_text(const PlayerRecord& row, const std::string& titles);

}  // namespace trib
