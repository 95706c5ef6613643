// A round being replaced (a past move fixed from the move list) starts filled in with the
// round it replaces: its paddle cards (those still in hand), its deal and its Rest choices,
// so changing one card is one click.

#include <algorithm>
#include <string>

#include "games/roaring-river/cards.h"
#include "ui/roaring-river/view_state.h"

namespace trib::ui::rr_ui {

namespace {

// The paddle card `id` in the slot's hand, or -1.
int card_in_hand(const rr::RoaringRiverMatch& match, int slot, const nlohmann::json& id) {
  const rr::Rules& rules = match.rules();
  const auto& cards = rules.catalog.paddles.cards;
  if (!id.is_string()) return -1;
  for (int card = 0; card < static_cast<int>(cards.size()); ++card) {
    if (cards[static_cast<std::size_t>(card)].id != id.get<std::string>()) continue;
    const rr::PaddleHand& hand =
        match.state().players[slot / rules.sets()].sets[slot % rules.sets()];
    return hand.holds(card) ? card : -1;
  }
  return -1;
}

// The card ids a slot's Rest took back in `move` (none when it took nothing).
std::vector<std::string> recovered_ids(const nlohmann::json& move, const rr::Rules& rules, int slot,
                                       int rested_sets) {
  const std::string player = std::to_string(slot / rules.sets());
  std::vector<std::string> ids;
  if (!move.contains("recover") || !move["recover"].contains(player)) return ids;
  nlohmann::json list = move["recover"][player];
  // Both sets rested (2-player game): one list per set.
  if (rested_sets == 2 && list.is_array() && list.size() == 2 && list[0].is_array()) {
    list = list[static_cast<std::size_t>(slot % rules.sets())];
  }
  for (const auto& id : list) {
    if (id.is_string()) ids.push_back(id.get<std::string>());
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace

void prefill_entry(RoundEntry& entry, const nlohmann::json& move,
                   const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  if (!move.is_object() || !move.contains("plays") || !move["plays"].is_array()) return;
  const nlohmann::json& plays = move["plays"];
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    const auto player = static_cast<std::size_t>(slot / rules.sets());
    const auto set = static_cast<std::size_t>(slot % rules.sets());
    if (player < plays.size() && plays[player].is_array() && set < plays[player].size()) {
      entry.picks[static_cast<std::size_t>(slot)] = card_in_hand(match, slot, plays[player][set]);
    }
  }
  entry.plays_text = plays_text(entry.picks, paddles);
  entry.focus_codes = true;
  entry.scrolled = true;  // the codes field being typed in stays in view
  if (move.contains("deal") && move["deal"].is_array()) {
    for (const auto& card : move["deal"]) {
      if (card.is_string())
        entry.deal_text += (entry.deal_text.empty() ? "" : " ") + card.get<std::string>();
    }
  }
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    const int played = entry.picks[static_cast<std::size_t>(slot)];
    if (played < 0 ||
        paddles.cards[static_cast<std::size_t>(played)].kind != rr::PaddleKind::Rest) {
      continue;
    }
    int rested_sets = 0;
    for (int set = 0; set < rules.sets(); ++set) {
      const int other = entry.picks[static_cast<std::size_t>(slot - slot % rules.sets() + set)];
      if (other >= 0 &&
          paddles.cards[static_cast<std::size_t>(other)].kind == rr::PaddleKind::Rest) {
        ++rested_sets;
      }
    }
    const std::vector<std::string> wanted = recovered_ids(move, rules, slot, rested_sets);
    const auto options = recovery_options(match, slot, played);
    for (std::size_t option = 0; option < options.size(); ++option) {
      std::vector<std::string> ids;
      for (int card : options[option])
        ids.push_back(paddles.cards[static_cast<std::size_t>(card)].id);
      std::sort(ids.begin(), ids.end());
      if (ids == wanted) entry.rest[static_cast<std::size_t>(slot)] = static_cast<int>(option);
    }
  }
}

}  // namespace trib::ui::rr_ui
