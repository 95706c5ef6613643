#pragma once
// The entry points fuzzers drive. Any bytes go through a parser and on into the engines;
// malformed input must end in an InputError (or a StoreError for stored rows), never in a
// crash or a hang. Each returns 0 for accepted input, 1 for an illegal move, 2 for refused
// input.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace trib::fuzz {

// A table file whose own "game" key picks the engine. A solo River Wild or Wodny szlak
// table that replays is also read as the analysis reads it.
int score_table_bytes(const std::uint8_t* data, std::size_t size);

// A table file played as `game` whatever its "game" key says, so one game's codec is
// fuzzed from any seed.
int score_table_as(std::string_view game, const std::uint8_t* data, std::size_t size);

// A catalog file for `game`, as `tributary catalog check` reads it.
int check_catalog_bytes(std::string_view game, const std::uint8_t* data, std::size_t size);

// Stored rows as the store decodes them: the first line is a session's table_json, each
// further line one move's move_json. They are written into a real database file and the
// session is loaded and replayed.
int load_stored_rows(const std::uint8_t* data, std::size_t size);

}  // namespace trib::fuzz
