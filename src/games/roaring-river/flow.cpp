// One Roaring River round: validating plays, deal and recoveries, previewing, applying.

#include "games/roaring-river/flow.h"

#include <string>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::roaring_river {

namespace {

std::vector<int> every_card(const std::vector<std::vector<int>>& plays) {
  std::vector<int> cards;
  for (const auto& player : plays) cards.insert(cards.end(), player.begin(), player.end());
  return cards;
}

std::string who(const Rules& rules, int player, int set) {
  const std::string& name = rules.names[static_cast<std::size_t>(player)];
  // TRANSLATORS: a player and one of their two sets of paddle cards: "Ada (set 2)"
  return rules.two_player() ? fill(_("{} (set {})"), name, set + 1) : name;
}

bool earns_heart(const PaddleCard& card, Direction direction) {
  return card.heart && ((card.kind == PaddleKind::Left && direction == Direction::Left) ||
                        (card.kind == PaddleKind::Right && direction == Direction::Right));
}

// Each heart is tracked with a river card from the discard pile, or from the deck once
// it is empty. The heart is earned by the paddle card: with both piles empty it still
// counts, only no card is left to track it.
void take_hearts(const Rules& rules, const std::vector<std::vector<int>>& plays,
                 RoundPreview& out) {
  for (std::size_t p = 0; p < plays.size() && p < out.hearts.size(); ++p) {
    for (int card : plays[p]) {
      if (!earns_heart(rules.catalog.paddles.cards[card], out.paddling.direction)) continue;
      if (out.discard_after > 0) {
        --out.discard_after;
      } else if (out.deck_after > 0) {
        --out.deck_after;
      }
      ++out.hearts[p];
    }
  }
}

Verdict check_deal(const RoundPreview& preview, const State& state, std::size_t dealt) {
  if (preview.danger.flipped()) {
    if (dealt == 0) return legal();
    return illegal(
        "wrong-deal-size",
        fill(_("The raft flips: the game ends and no cards are dealt; the deal holds {}."), dealt));
  }
  if (preview.river_ends) {
    if (dealt <= static_cast<std::size_t>(state.deck)) return legal();
    return illegal("wrong-deal-size",
                   fill(P_("The deck holds only {} card, so the river ends this round; the deal "
                           "holds {}.",
                           "The deck holds only {} cards, so the river ends this round; the deal "
                           "holds {}.",
                           static_cast<unsigned long>(state.deck)),
                        state.deck, dealt));
  }
  if (dealt == static_cast<std::size_t>(preview.deal_needed)) return legal();
  const auto needed = static_cast<unsigned long>(preview.deal_needed);
  std::string message;
  switch (preview.paddling.direction) {
    case Direction::Left:
      message = P_("Moving left needs {} new river card; the deal holds {}.",
                   "Moving left needs {} new river cards; the deal holds {}.", needed);
      break;
    case Direction::Right:
      message = P_("Moving right needs {} new river card; the deal holds {}.",
                   "Moving right needs {} new river cards; the deal holds {}.", needed);
      break;
    case Direction::Straight:
      message = P_("Moving straight needs {} new river card; the deal holds {}.",
                   "Moving straight needs {} new river cards; the deal holds {}.", needed);
      break;
  }
  return illegal("wrong-deal-size", fill(message, preview.deal_needed, dealt));
}

std::vector<bool> rested_sets(const Rules& rules, const std::vector<int>& plays) {
  std::vector<bool> rested;
  for (int card : plays)
    rested.push_back(rules.catalog.paddles.cards[card].kind == PaddleKind::Rest);
  return rested;
}

Verdict check_recoveries(const Rules& rules, const State& state, const RoundMove& move) {
  for (const auto& [player, entry] : move.recover) {
    const auto& plays = move.plays[static_cast<std::size_t>(player)];
    std::vector<std::vector<int>> per_set;
    if (auto verdict =
            split_recovery(entry, rested_sets(rules, plays), rules.names[player], per_set);
        !verdict.legal()) {
      return verdict;
    }
    for (int s = 0; s < rules.sets(); ++s) {
      PaddleHand after = state.players[player].sets[s];
      after.hand &= ~(1u << plays[s]);
      if (auto verdict =
              check_set_recovery(rules.catalog.paddles, after, per_set[s], who(rules, player, s));
          !verdict.legal()) {
        return verdict;
      }
    }
  }
  return legal();
}

}  // namespace

RoundPreview preview_round(const Rules& rules, const State& state,
                           const std::vector<std::vector<int>>& plays) {
  RoundPreview out;
  out.paddling = paddle(rules.catalog.paddles, every_card(plays));
  out.danger = danger_step(state.level, out.paddling.difference, rules.thresholds);
  out.hearts.assign(static_cast<std::size_t>(rules.players()), 0);
  out.deck_after = state.deck;
  out.discard_after = state.discard;
  if (out.danger.flipped()) {  // no move; the river left in front is discarded
    out.discard_after += static_cast<int>(state.river.a.size() + state.river.b.size());
    return out;
  }
  out.raft = plan_raft_move(state.river, out.paddling.direction);
  out.deal_needed = out.raft->deal_needed;
  out.discard_after += static_cast<int>(out.raft->discarded.size());
  if (state.deck < out.deal_needed) {
    out.river_ends = true;
    out.discard_after += static_cast<int>(out.raft->kept.size());
  } else {
    out.deck_after -= out.deal_needed;
  }
  take_hearts(rules, plays, out);
  return out;
}

Verdict check_plays(const Rules& rules, const State& state,
                    const std::vector<std::vector<int>>& plays) {
  if (state.finished()) {
    return illegal("game-over",
                   state.end == End::Flip
                       ? _("The raft has flipped: the game is over.")
                       : _("The raft has reached the end of the river: the game is over."));
  }
  if (static_cast<int>(plays.size()) != rules.players()) {
    return illegal("wrong-card-count",
                   fill(_("Every round needs the plays of all {} players; {} given."),
                        rules.players(), plays.size()));
  }
  for (int p = 0; p < rules.players(); ++p) {
    const auto& cards = plays[static_cast<std::size_t>(p)];
    if (static_cast<int>(cards.size()) != rules.sets()) {
      const auto count = static_cast<unsigned long>(cards.size());
      const char* message =
          rules.two_player()
              ? P_("{} played {} card; each player plays exactly 2 cards, one from each set, "
                   "per round.",
                   "{} played {} cards; each player plays exactly 2 cards, one from each set, "
                   "per round.",
                   count)
              : P_("{} played {} card; each player plays exactly 1 card per round.",
                   "{} played {} cards; each player plays exactly 1 card per round.", count);
      return illegal("wrong-card-count", fill(message, rules.names[p], cards.size()));
    }
    for (int s = 0; s < rules.sets(); ++s) {
      if (!state.players[p].sets[s].holds(cards[s])) {
        return illegal("card-not-in-hand",
                       fill(_("{} has no {} in hand: it was played earlier and has not been "
                              "taken back."),
                            who(rules, p, s), rules.catalog.paddles.cards[cards[s]].id));
      }
    }
  }
  return legal();
}

Verdict check_round(const Rules& rules, const State& state, const RoundMove& move) {
  if (auto verdict = check_plays(rules, state, move.plays); !verdict.legal()) return verdict;
  const RoundPreview preview = preview_round(rules, state, move.plays);
  if (auto verdict = check_deal(preview, state, move.deal.size()); !verdict.legal()) return verdict;
  return check_recoveries(rules, state, move);
}

Verdict check_round_house_ruling(const Rules& rules, const State& state, const RoundMove& move) {
  Verdict strict = check_round(rules, state, move);
  if (strict.legal() || (strict.reason().rule != "invalid-recovery" &&
                         strict.reason().rule != "recover-without-rest")) {
    return strict;
  }
  // The plays and the deal passed; the cards taken back must still be played ones.
  for (const auto& [player, entry] : move.recover) {
    const auto& plays = move.plays[static_cast<std::size_t>(player)];
    const auto per_set = assign_recovery(entry, rested_sets(rules, plays));
    if (!per_set) {
      return illegal("recovery-set-unclear",
                     fill(_("{} takes cards back, but not which set: give one list of cards per "
                            "set."),
                          rules.names[player]));
    }
    for (int s = 0; s < rules.sets(); ++s) {
      PaddleHand after = state.players[player].sets[s];
      after.hand &= ~(1u << plays[s]);
      if (auto verdict = check_cards_played(rules.catalog.paddles, after, (*per_set)[s],
                                            who(rules, player, s));
          !verdict.legal()) {
        return verdict;
      }
    }
  }
  return legal();
}

void apply_round(const Rules& rules, State& state, const RoundMove& move) {
  const RoundPreview preview = preview_round(rules, state, move.plays);
  ++state.rounds;
  for (int p = 0; p < rules.players(); ++p) {
    for (int s = 0; s < rules.sets(); ++s) {
      PaddleHand& hand = state.players[p].sets[s];
      const int card = move.plays[p][s];
      hand.hand &= ~(1u << card);
      hand.played.push_back(card);
    }
  }
  state.level = preview.danger.after;
  state.danger.push_back({state.rounds, preview.paddling, preview.danger.after});
  state.deck = preview.deck_after;
  state.discard = preview.discard_after;
  if (preview.danger.flipped()) {
    state.end = End::Flip;
    state.river = {};
    return;
  }
  state.trip.push_back(preview.raft->landed);
  if (preview.river_ends) {
    state.end = End::River;
    state.river = {};
  } else {
    state.river = refill(*preview.raft, move.deal);
  }
  for (int p = 0; p < rules.players(); ++p) {
    state.players[p].heart_cards += preview.hearts[static_cast<std::size_t>(p)];
    std::vector<std::vector<int>> per_set(static_cast<std::size_t>(rules.sets()));
    const auto entry = move.recover.find(p);
    if (entry != move.recover.end()) {
      per_set = assign_recovery(entry->second, rested_sets(rules, move.plays[p])).value_or(per_set);
    }
    for (int s = 0; s < rules.sets(); ++s) {
      recover(rules.catalog.paddles, move.plays[p][s], per_set[s], state.players[p].sets[s]);
    }
  }
}

}  // namespace trib::roaring_river
