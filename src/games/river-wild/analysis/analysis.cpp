// The solo River Wild analysis: the best with the draws and with an open deck, and the slip.

#include "games/river-wild/analysis/analysis.h"

#include <algorithm>

#include "core/replay.h"
#include "games/river-wild/codec.h"

namespace trib::analysis::wild {

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
  Search draws(catalog, Order::Draws, record.draws);
  Search open(catalog, Order::OpenDeck);
  return solo_analysis(
      record, draws, open, [&](std::size_t i) { return layout_after(record.moves, i); },
      [](const std::vector<rw::Placement>& line, std::size_t k) {
        return std::optional(layout_after(line, k));
      },
      seconds, stop, progress);
}

nlohmann::json analysis_json(const rw::Catalog& catalog, const Analysis& analysis) {
  return solo_analysis_json("river-wild", analysis,
                            [&](const rw::Placement& p) { return rw::move_json(catalog, p); });
}

}  // namespace trib::analysis::wild
