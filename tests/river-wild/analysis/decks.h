#pragma once
// Seeded small River Wild decks and the exhaustive searches the analysis is checked against.

#include <random>
#include <vector>

#include "games/river-wild/analysis/search.h"
#include "helpers.h"

namespace river_wild_test {

namespace rw = trib::river_wild;
using nlohmann::json;

// A solo match on the bundled deck, with no move yet.
rw::RiverWildMatch bundled_match();

// A 4×2 deck of `cards` cards with random land, mountains, animals, goals and runestones
// around a river running down the middle.
json random_deck(std::mt19937& random, int cards);

// The best final score from `layout` with the draw order replayed (exhaustive); checks at
// every state that the analysis bound is at least the state's value.
int exhaustive_draws(const rw::Catalog& catalog, rw::Layout& layout, const std::vector<int>& draws,
                     const trib::analysis::wild::DeckFacts& facts);

// The best final score over every order of the deck (exhaustive).
int exhaustive_open(const rw::Catalog& catalog, const trib::analysis::wild::DeckFacts& facts);

// The cards a player holds on `layout` with the draw order `draws`: the next three drawn
// that are not placed yet (fewer at the end of the deck).
std::vector<int> hand_in_play(const rw::Layout& layout, const std::vector<int>& draws);

// A seeded random play with the hand of `draws`: the placements made.
std::vector<rw::Placement> random_play(const rw::Catalog& catalog, const std::vector<int>& draws,
                                       std::mt19937& random);

}  // namespace river_wild_test
