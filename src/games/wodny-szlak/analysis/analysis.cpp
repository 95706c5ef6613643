// The solo Wodny szlak analysis: the best with the draws and with any 13 tiles, and the slip.

#include "games/wodny-szlak/analysis/analysis.h"

#include <algorithm>

#include "core/replay.h"
#include "games/wodny-szlak/codec.h"

namespace trib::analysis::wodny {

namespace {

bool contains(const std::vector<int>& tiles, int tile) {
  return std::find(tiles.begin(), tiles.end(), tile) != tiles.end();
}

void add_once(std::vector<int>& tiles, int tile) {
  if (!contains(tiles, tile)) tiles.push_back(tile);
}

void take_out(std::vector<int>& tiles, int tile) {
  tiles.erase(std::remove(tiles.begin(), tiles.end(), tile), tiles.end());
}

nlohmann::json step_json(const ws::Catalog& catalog, const Step& step) {
  return ws::move_json(ws::Placement{0, catalog.tiles[step.tile].id, step.cell, step.rot});
}

}  // namespace

GameRecord game_record(const ws::WodnySzlakMatch& match, const TableFile& table,
                       std::optional<std::size_t> first_house_ruling) {
  const ws::Catalog& catalog = match.catalog();
  GameRecord record;
  record.start = match.board(0).start;
  for (const ws::Placement& p : match.moves()) {
    record.moves.push_back(Step{catalog.find_tile(p.tile), p.cell, p.rot});
  }
  // Replays the hand: what was held or let go since the last placement is on offer.
  std::vector<int> hand;
  std::vector<int> let_go;   // drawn this round and discarded before the placement
  std::vector<int> offered;  // in an earlier round's offer
  for (std::size_t at = 0; at < table.moves.size(); ++at) {
    const nlohmann::json& move = table.moves[at];
    const bool before_ruling = !first_house_ruling || at < *first_house_ruling;
    const ws::Move parsed = ws::parse_move(without_house_ruling(move), 1);
    if (const auto* placement = std::get_if<ws::Placement>(&parsed)) {
      const int tile = catalog.find_tile(placement->tile);
      std::vector<int> round = hand;
      for (int t : let_go) add_once(round, t);
      add_once(round, tile);
      for (int t : round) add_once(offered, t);
      record.rounds.push_back(std::move(round));
      record.table_moves.push_back(at);
      record.searchable_moves += before_ruling;
      take_out(hand, tile);
      let_go.clear();
      continue;
    }
    const auto& hand_move = std::get<ws::HandMove>(parsed);
    for (const std::string& id : hand_move.tiles) {
      const int tile = catalog.find_tile(id);
      if (hand_move.action == ws::HandAction::Draw) {
        add_once(hand, tile);
      } else {
        take_out(hand, tile);
        if (!contains(offered, tile)) add_once(let_go, tile);
      }
    }
  }
  std::vector<int> last = hand;
  for (int t : let_go) add_once(last, t);
  if (!last.empty() && record.rounds.size() < ws::kPlacementsPerPlayer) {
    record.rounds.push_back(std::move(last));
  }
  record.searchable_moves = std::min(record.searchable_moves, record.moves.size());
  for (int tile = 0; tile < static_cast<int>(catalog.tiles.size()); ++tile) {
    if (ws::group_in_play(catalog.tiles[tile].group, 1) &&
        match.ledger().at(tile).where != ws::Where::Removed) {
      record.pool.push_back(tile);
    }
  }
  record.player_score = static_cast<int>(match.score().players.front().score);
  return record;
}

State state_after(const ws::Catalog& catalog, const GameRecord& record, std::size_t count) {
  State state{ws::make_board(catalog, record.start), count};
  for (std::size_t i = 0; i < count; ++i) {
    const Step& s = record.moves[i];
    ws::place_tile(state.board, catalog, s.tile, s.cell, s.rot);
  }
  return state;
}

Analysis analyse(const ws::Catalog& catalog, const GameRecord& record, double seconds,
                 const std::atomic<bool>* stop, const std::function<void(double)>& progress) {
  Search draws(catalog, Order::Draws, record.rounds);
  // The player's rounds are tiles of the pool, so the best with the draws is a line of it.
  Search open(catalog, Order::OpenDeck, {record.pool});
  // A line of the search records no rounds that passed, so its states are not rebuilt.
  return solo_analysis(
      record, draws, open, [&](std::size_t i) { return state_after(catalog, record, i); },
      [](const std::vector<Step>&, std::size_t) { return std::optional<State>(); }, seconds, stop,
      progress);
}

nlohmann::json analysis_json(const ws::Catalog& catalog, const Analysis& analysis) {
  return solo_analysis_json("wodny-szlak", analysis,
                            [&](const Step& step) { return step_json(catalog, step); });
}

}  // namespace trib::analysis::wodny
