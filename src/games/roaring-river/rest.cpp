// The Rest card: which played cards a resting player may take back.

#include "games/roaring-river/rest.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::roaring_river {

namespace {

bool returnable(const PaddleCard& card, const RecoveryOption& option) {
  if (card.kind != PaddleKind::Left && card.kind != PaddleKind::Right) return false;
  return std::find(option.values.begin(), option.values.end(), card.value) != option.values.end();
}

bool allowed_combination(const PaddleSet& paddles, const std::vector<int>& cards) {
  if (cards.empty()) return true;
  return std::any_of(paddles.recovery.begin(), paddles.recovery.end(), [&](const auto& option) {
    return static_cast<int>(cards.size()) <= option.up_to &&
           std::all_of(cards.begin(), cards.end(), [&](int card) {
             return returnable(paddles.cards[static_cast<std::size_t>(card)], option);
           });
  });
}

std::string card_list(const PaddleSet& paddles, const std::vector<int>& cards) {
  std::string text;
  for (int card : cards) text += (text.empty() ? "" : ", ") + paddles.cards[card].id;
  return text;
}

}  // namespace

Verdict check_set_recovery(const PaddleSet& paddles, const PaddleHand& after_plays,
                           const std::vector<int>& cards, const std::string& who) {
  if (!allowed_combination(paddles, cards)) {
    return illegal("invalid-recovery",
                   fill(_("{} cannot take back {}: a Rest returns one played 4 or two played "
                          "cards from the 2s and 3s (5s and Straight never return; the Rest card "
                          "returns by itself)."),
                        who, card_list(paddles, cards)));
  }
  return check_cards_played(paddles, after_plays, cards, who);
}

Verdict check_cards_played(const PaddleSet& paddles, const PaddleHand& after_plays,
                           const std::vector<int>& cards, const std::string& who) {
  std::uint32_t taken = 0;
  for (int card : cards) {
    const std::uint32_t bit = 1u << card;
    if (after_plays.holds(card) || (taken & bit)) {
      return illegal("card-not-played",
                     fill(_("{} has no played {} to take back."), who, paddles.cards[card].id));
    }
    taken |= bit;
  }
  return legal();
}

Verdict split_recovery(const Recovery& entry, const std::vector<bool>& rested,
                       const std::string& who, std::vector<std::vector<int>>& per_set) {
  const std::size_t sets = rested.size();
  per_set.assign(sets, {});
  const auto without_rest = [&] {
    return illegal(
        "recover-without-rest",
        fill(_("{} did not play a Rest card this round, so cannot take cards back."), who));
  };
  if (entry.per_set) {
    for (std::size_t s = 0; s < sets; ++s) {
      if (!entry.lists[s].empty() && !rested[s]) return without_rest();
      per_set[s] = entry.lists[s];
    }
    return legal();
  }
  const std::vector<int>& cards = entry.lists.front();
  if (cards.empty()) return legal();
  const auto resting = std::count(rested.begin(), rested.end(), true);
  if (resting == 0) return without_rest();
  if (resting > 1) {
    return illegal("invalid-recovery",
                   fill(_("{} rested in both sets: give one list of cards per set, each taken "
                          "back within its own set."),
                        who));
  }
  const auto set = std::find(rested.begin(), rested.end(), true) - rested.begin();
  per_set[static_cast<std::size_t>(set)] = cards;
  return legal();
}

std::optional<std::vector<std::vector<int>>> assign_recovery(const Recovery& entry,
                                                             const std::vector<bool>& rested) {
  std::vector<std::vector<int>> per_set(rested.size());
  if (entry.per_set) {
    for (std::size_t s = 0; s < rested.size(); ++s) per_set[s] = entry.lists[s];
    return per_set;
  }
  const std::vector<int>& cards = entry.lists.front();
  if (cards.empty()) return per_set;
  const auto resting = std::count(rested.begin(), rested.end(), true);
  if (rested.size() > 1 && resting != 1) return std::nullopt;
  const auto set =
      resting == 1 ? std::find(rested.begin(), rested.end(), true) - rested.begin() : 0;
  per_set[static_cast<std::size_t>(set)] = cards;
  return per_set;
}

void recover(const PaddleSet& paddles, int played_this_round, const std::vector<int>& cards,
             PaddleHand& hand) {
  std::vector<int> back = cards;
  if (paddles.cards[static_cast<std::size_t>(played_this_round)].kind == PaddleKind::Rest) {
    back.push_back(played_this_round);
  }
  for (int card : back) {
    const auto it = std::find(hand.played.rbegin(), hand.played.rend(), card);
    if (it != hand.played.rend()) hand.played.erase(std::next(it).base());
    hand.hand |= 1u << card;
  }
}

}  // namespace trib::roaring_river
