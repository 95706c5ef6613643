#pragma once
// The one entry point fuzzers drive: any bytes as a table file, through parsing, replay
// and scoring. Malformed input must end in an InputError, never in a crash or a hang.

#include <cstddef>
#include <cstdint>

namespace trib::fuzz {

// Returns 0 for a scored table, 1 for an illegal move, 2 for malformed input.
int score_table_bytes(const std::uint8_t* data, std::size_t size);

}  // namespace trib::fuzz
