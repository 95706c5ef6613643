// Hearts at any moment, from motivations and Paddle 2 cards, and the places.

#include "games/roaring-river/scoring.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "games/roaring-river/codec.h"

namespace trib::roaring_river {

PlayerScore score_player(const Rules& rules, const State& state, int player) {
  PlayerScore out;
  const PlayerMotivation& motivation = rules.motivations[static_cast<std::size_t>(player)];
  for (const Term& term : motivation.terms) {
    TermResult result = evaluate_term(term, state.trip);
    if (result.points != 0) {
      out.lines.push_back({result.label, result.points, nullptr, "motivation:" + motivation.id});
    }
    out.terms.push_back(std::move(result));
  }
  out.heart_cards = state.players[static_cast<std::size_t>(player)].heart_cards;
  out.heart_points = out.heart_cards * rules.heart_value();
  if (out.heart_cards > 0) {
    out.lines.push_back({fill(_("Paddle 2 hearts ({} × {})"), out.heart_cards,
                              json_number(rules.heart_value()).dump()),
                         out.heart_points, nullptr, "paddle-2-hearts"});
  }
  for (const BreakdownLine& line : out.lines) out.total += line.points;
  return out;
}

Scoreboard score_match(const Rules& rules, const State& state) {
  Scoreboard board;
  board.finished = state.finished();
  std::vector<PlayerScore> scores;
  for (int p = 0; p < rules.players(); ++p) {
    scores.push_back(score_player(rules, state, p));
    PlayerResult result;
    result.name = rules.names[static_cast<std::size_t>(p)];
    result.score = scores.back().total;
    result.breakdown = scores.back().lines;
    result.own_category = "motivation:" + rules.motivations[static_cast<std::size_t>(p)].id;
    board.players.push_back(std::move(result));
  }
  board.highest_wins = state.end != End::Flip;
  assign_places(board.players, board.highest_wins);
  board.details = details_json(rules, state, scores);
  return board;
}

}  // namespace trib::roaring_river
