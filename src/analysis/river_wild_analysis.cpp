#include "analysis/river_wild_analysis.h"

#include <algorithm>

#include "core/replay.h"
#include "games/river-wild/codec.h"

namespace trib::analysis {

namespace {

rw::Layout layout_after(const std::vector<rw::Placement>& moves, std::size_t count) {
  rw::Layout layout;
  layout.placed.insert(layout.placed.end(), moves.begin(), moves.begin() + count);
  return layout;
}

}  // namespace

GameRecord game_record(const rw::RiverWildMatch& match, const TableFile& table,
                       std::optional<std::size_t> first_house_ruling) {
  GameRecord record;
  const rw::Catalog& catalog = match.catalog();
  record.moves.assign(match.layout().placed.begin() + 1, match.layout().placed.end());
  for (std::size_t at = 0; at < table.moves.size(); ++at) {
    const nlohmann::json& flagged = table.moves[at];
    const bool before_ruling = !first_house_ruling || at < *first_house_ruling;
    const nlohmann::json move = without_house_ruling(flagged);
    if (!rw::is_draw_move(move)) {
      record.table_moves.push_back(at);
      record.searchable_moves += before_ruling;
    } else {
      record.draws.push_back(*catalog.find(rw::parse_move(move).card));
    }
  }
  record.searchable_moves = std::min(record.searchable_moves, record.moves.size());
  if (!match.keeps_hand()) {
    record.draws.clear();
    for (const rw::Placement& p : record.moves) record.draws.push_back(p.card);
  }
  for (int card = 0; card < static_cast<int>(catalog.cards.size()); ++card) {
    if (std::find(record.draws.begin(), record.draws.end(), card) == record.draws.end()) {
      record.draws.push_back(card);
    }
  }
  record.player_score = static_cast<int>(match.score().players.front().score);
  return record;
}

Analysis analyse(const rw::Catalog& catalog, const GameRecord& record, double seconds,
                 const std::atomic<bool>* stop, const std::function<void(double)>& progress) {
  const Clock::time_point start = Clock::now();
  const auto report = [&] {
    if (progress) progress(std::min(1.0, since(start) / std::max(seconds, 1e-9)));
  };
  Analysis analysis;
  analysis.player_score = record.player_score;

  // Half of the draw budget goes to the states after the first move, the rest to the
  // start (the "best" result).
  Search draws(catalog, Order::Draws, record.draws);
  analysis.reachable = reachable_after_moves(
      draws, record.moves, record.searchable_moves,
      [&](std::size_t i) { return layout_after(record.moves, i); }, after(start, seconds * 0.35),
      after(start, seconds * 0.7), stop, report);
  for (const SearchResult& result : analysis.reachable) analysis.evaluated += result.evaluated;
  analysis.best = analysis.reachable[0];

  Search open(catalog, Order::OpenDeck);
  Line known_open{analysis.best.score, analysis.best.moves};
  analysis.open_deck = open.run(rw::Layout{}, Budget{after(start, seconds), stop}, known_open);
  analysis.evaluated += analysis.open_deck.evaluated;
  report();

  analysis.slip = find_slip(analysis.reachable, record.table_moves);
  analysis.seconds = since(start);
  return analysis;
}

nlohmann::json analysis_json(const rw::Catalog& catalog, const Analysis& analysis) {
  nlohmann::json best = result_json(analysis.best);
  nlohmann::json moves = nlohmann::json::array();
  for (const rw::Placement& p : analysis.best.moves) moves.push_back(rw::move_json(catalog, p));
  best["moves"] = std::move(moves);
  nlohmann::json reachable = nlohmann::json::array();
  for (const SearchResult& result : analysis.reachable) {
    reachable.push_back(result_json(result));
  }
  return {{"game", "river-wild"},
          {"best", std::move(best)},
          {"open_deck", result_json(analysis.open_deck)},
          {"player", {{"score", analysis.player_score}}},
          {"gap", analysis.best.score - analysis.player_score},
          {"slip", slip_json(analysis.slip)},
          {"reachable", std::move(reachable)}};
}

}  // namespace trib::analysis
