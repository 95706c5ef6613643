#pragma once
// Each game's BoardGameGeek id, from data/<game>/bgg.json: {"provenance": "…",
// "bgg_id": 12345}. The id is optional — a game whose id could not be confirmed has a
// file that says so and no id; it is never guessed.

#include <cstdint>
#include <optional>
#include <string_view>

namespace trib {

// Reads and validates the game's bgg.json (InputError names the file and JSON path).
std::optional<std::int64_t> bgg_id(std::string_view game_id);

}  // namespace trib
