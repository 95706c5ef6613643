#pragma once
// The analysis of a solo Wodny szlak game: the best score the drawn tiles allowed, the best
// with any 13 tiles of the game's pool, and the first placement after which the player's
// best reachable score dropped ("where it slipped").

#include <atomic>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "analysis/solo_analysis.h"
#include "core/table_file.h"
#include "games/wodny-szlak/analysis/search.h"
#include "games/wodny-szlak/match.h"

namespace trib::analysis::wodny {

struct GameRecord {
  int start = 0;                         // the catalog start of the player's river
  std::vector<std::vector<int>> rounds;  // per placement: the tiles the player could choose from
  std::vector<int> pool;                 // the game's tiles (in play, not removed at setup)
  std::vector<Step> moves;               // the player's placements, in order
  std::vector<std::size_t> table_moves;  // per placement, its index in the table's moves
  std::size_t searchable_moves = 0;      // placements before the first house ruling
  int player_score = 0;                  // the score sheet's total
};

// The record of a replayed solo table. A round offers the tiles drawn since the previous
// placement (kept in hand, or discarded before the placement) and any still held; a
// table without draws offers just the tile placed. Tiles drawn after the last placement
// make one more round when fewer than 13 tiles were placed.
GameRecord game_record(const ws::WodnySzlakMatch& match, const TableFile& table,
                       std::optional<std::size_t> first_house_ruling);

using Analysis = SoloAnalysis<Step>;

// Searches for at most `seconds` in all (see solo_analysis for how the time is shared).
// `progress` (optional) receives the fraction of the time used after each search.
Analysis analyse(const ws::Catalog& catalog, const GameRecord& record, double seconds,
                 const std::atomic<bool>* stop = nullptr,
                 const std::function<void(double)>& progress = {});

// The player's river after their first `count` placements (rounds played = count).
State state_after(const ws::Catalog& catalog, const GameRecord& record, std::size_t count);

// The same document as River Wild's, "game": "wodny-szlak"; moves in the table-file shape.
nlohmann::json analysis_json(const ws::Catalog& catalog, const Analysis& analysis);

}  // namespace trib::analysis::wodny
