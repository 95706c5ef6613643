#pragma once
// A seeded random player for River Woods: proposes turns of every kind, keeps the ones
// the engine calls legal. Used by the property test and the benchmarks.

#include <nlohmann/json.hpp>
#include <random>

#include "games/river-woods/match.h"

namespace river_woods_test {

// A legal turn for the player to move: the best of a few random proposals (the most
// stars, then tokens), or a terrain action without steps (always legal).
nlohmann::json random_turn(const trib::river_woods::RiverWoodsMatch& match, std::mt19937& rng);

// A table on the bundled catalog (flower map) played to the end by random turns.
trib::TableFile random_table(int players, unsigned seed);

}  // namespace river_woods_test
