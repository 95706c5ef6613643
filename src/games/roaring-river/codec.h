#pragma once
// The table-file shapes of Roaring River (docs/table-format.md): setup, one round per move,
// and the score details. Readers throw InputError; setup paths are absolute
// ("/setup/river/2"), move paths relative to the move ("/plays/1/0").

#include <nlohmann/json.hpp>

#include "core/table_file.h"
#include "games/roaring-river/flow.h"
#include "games/roaring-river/scoring.h"

namespace trib::roaring_river {

inline constexpr int kDefaultDeck = 40 - kRiverCards;

struct Table {
  Rules rules;
  River river;  // the setup's five cards
  int deck = kDefaultDeck;
};

// `catalog` is the table's resolved catalog (bundled + its overrides, read); the player
// count is already checked (Game::start).
Table read_table(const TableFile& table, const Catalog& catalog);

RoundMove read_round_move(const nlohmann::json& move, const Rules& rules);
nlohmann::json round_move_json(const RoundMove& move, const Rules& rules);

nlohmann::json river_json(const River& river);  // {"A": [...], "B": [...]}
nlohmann::json details_json(const Rules& rules, const State& state,
                            const std::vector<PlayerScore>& scores);

}  // namespace trib::roaring_river
