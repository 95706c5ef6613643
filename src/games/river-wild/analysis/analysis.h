#pragma once
// The analysis of a solo River Wild game: the best score its draws allowed, the best with
// the same cards in any order, and the first move after which the player's best reachable
// score dropped ("where it slipped").

#include <atomic>
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "analysis/solo_analysis.h"
#include "core/table_file.h"
#include "games/river-wild/analysis/search.h"
#include "games/river-wild/river_wild.h"

namespace trib::analysis::wild {

struct GameRecord {
  std::vector<int> draws;                // every river card, in the order it is drawn
  std::vector<rw::Placement> moves;      // the player's placements, in order
  std::vector<std::size_t> table_moves;  // per placement, its index in the table's moves
  std::size_t searchable_moves = 0;      // moves before the first house ruling
  int player_score = 0;                  // the score sheet's total
};

// The record of a replayed table. Draw order: the table's draw moves; without them the
// order the cards were placed in. Cards never drawn follow in catalog order.
GameRecord game_record(const rw::RiverWildMatch& match, const TableFile& table,
                       std::optional<std::size_t> first_house_ruling);

using Analysis = SoloAnalysis<rw::Placement>;

// Searches for at most `seconds` in all (see solo_analysis for how the time is shared).
// `progress` (optional) receives the fraction of the time used after each search.
Analysis analyse(const rw::Catalog& catalog, const GameRecord& record, double seconds,
                 const std::atomic<bool>* stop = nullptr,
                 const std::function<void(double)>& progress = {});

// {"best": {"score", "proven", "bound", "moves"}, "open_deck": {…}, "player": {"score"},
//  "gap", "slip": {"move", "best_before", "best_after", "proven", "certain"}, "stable",
//  "reachable": [..]}
nlohmann::json analysis_json(const rw::Catalog& catalog, const Analysis& analysis);

}  // namespace trib::analysis::wild
