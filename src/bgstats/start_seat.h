#pragma once
// Who started a stored session, as its game reads it for BG Stats (export/play_facts.h):
// the reader the player page's first-player effect takes (store/player_stats.h).

#include <cstddef>
#include <optional>

#include "core/table_file.h"

namespace trib {

// The start seat of a table of two or more seats as its game reads it from the setup;
// none for an unknown game, one that names no first player, or a setup it cannot read.
std::optional<std::size_t> table_start_seat(const TableFile& table);

}  // namespace trib
