// River Wild's typed match: moves checked and applied, the kept hand, the end and the score.

#include "games/river-wild/match.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-wild/scoring.h"

namespace trib::river_wild {

RiverWildMatch::RiverWildMatch(std::shared_ptr<const Catalog> catalog,
                               std::shared_ptr<const std::vector<Rank>> ranks, Setup setup,
                               std::string player, bool keeps_hand)
    : catalog_(std::move(catalog)),
      ranks_(std::move(ranks)),
      setup_(std::move(setup)),
      player_(std::move(player)),
      grid_(*catalog_, layout_),
      keeps_hand_(keeps_hand) {}

Verdict RiverWildMatch::check(const nlohmann::json& move) const {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  const int card = *catalog_->find(input.card);
  if (input.draw) return check_draw(card);
  return check_placement({card, input.row, input.col, input.back});
}

Verdict RiverWildMatch::apply(const nlohmann::json& move) {
  const MoveInput input = parse_move(move);
  if (Verdict verdict = check_card(*catalog_, layout_, input.card); !verdict.legal())
    return verdict;
  const int card = *catalog_->find(input.card);
  if (input.draw) return draw(card);
  return place({card, input.row, input.col, input.back});
}

Verdict RiverWildMatch::check_hand(int card) const {
  if (!keeps_hand_ || std::find(hand_.begin(), hand_.end(), card) != hand_.end()) {
    return legal();
  }
  const std::string& id = catalog_->card(card).id;
  return illegal("card-not-in-hand",
                 fill(_("Card {} is not in your hand: draw it first (a card is placed from the "
                        "hand)."),
                      id));
}

// With a kept hand the rhythm is place, then draw while the deck has cards: any draw since
// the last placement will do, so the starting hand may be drawn all at once or a card at a
// time. The deck is every card neither drawn nor placed.
Verdict RiverWildMatch::check_turn(int card) const {
  if (!placed_since_draw_) return legal();
  const std::size_t deck = deck_cards().size();
  if (deck == 0) return legal();
  return illegal("place-before-drawing",
                 fill(_("You have not drawn since your last placement: draw a card from the deck "
                        "({} left) before placing {}."),
                      deck, catalog_->card(card).id));
}

Verdict RiverWildMatch::check_placement(const Placement& p) const {
  if (p.card != kSourceCard && !layout_.has(p.card)) {
    if (Verdict verdict = check_turn(p.card); !verdict.legal()) return verdict;
    if (Verdict verdict = check_hand(p.card); !verdict.legal()) return verdict;
  }
  return river_wild::check_placement(*catalog_, layout_, grid_, p);
}

Verdict RiverWildMatch::place(const Placement& p) {
  if (Verdict verdict = check_placement(p); !verdict.legal()) return verdict;
  add(p);
  return legal();
}

void RiverWildMatch::add(const Placement& p) {
  layout_.placed.push_back(p);
  grid_ = CellGrid(*catalog_, layout_);
  std::erase(hand_, p.card);
  placed_since_draw_ = keeps_hand_;
  ++moves_;
}

Verdict RiverWildMatch::check_draw(int card) const {
  if (Verdict verdict = check_card(*catalog_, layout_, catalog_->card(card).id); !verdict.legal())
    return verdict;
  const std::string& id = catalog_->card(card).id;
  if (std::find(hand_.begin(), hand_.end(), card) != hand_.end()) {
    return illegal("card-already-drawn", fill(_("Card {} is already in your hand."), id));
  }
  if (!can_keep_hand()) {
    return illegal("hand-not-kept",
                   fill(_("Cards were placed without drawing them, so this game does not keep "
                          "a hand: draw {} at the table and place it when you play it."),
                        id));
  }
  if (hand_.size() >= kHandSize) {
    return illegal(
        "hand-full",
        fill(P_("Your hand already holds {} card: place it before drawing {}.",
                "Your hand already holds {} cards: place one before drawing {}.", kHandSize),
             kHandSize, id));
  }
  return legal();
}

Verdict RiverWildMatch::draw(int card) {
  if (Verdict verdict = check_draw(card); !verdict.legal()) return verdict;
  keeps_hand_ = true;
  hand_.push_back(card);
  placed_since_draw_ = false;
  ++moves_;
  return legal();
}

std::vector<Placement> RiverWildMatch::legal_spots(const std::vector<int>& cards) const {
  return river_wild::legal_spots(*catalog_, layout_, grid_, cards);
}

std::vector<Placement> RiverWildMatch::legal_spots_for_hand() const {
  const auto hand = known_hand();
  return hand ? legal_spots(*hand) : std::vector<Placement>{};
}

std::vector<int> RiverWildMatch::unplaced_cards() const {
  std::vector<int> cards;
  for (int i = 0; i < static_cast<int>(catalog_->cards.size()); ++i) {
    if (!layout_.has(i)) cards.push_back(i);
  }
  return cards;
}

std::vector<int> RiverWildMatch::deck_cards() const {
  std::vector<int> cards = unplaced_cards();
  std::erase_if(
      cards, [&](int card) { return std::find(hand_.begin(), hand_.end(), card) != hand_.end(); });
  return cards;
}

std::optional<std::vector<int>> RiverWildMatch::known_hand() const {
  if (keeps_hand_) return hand_;
  if (!setup_.hand) return std::nullopt;
  std::vector<int> hand = *setup_.hand;
  std::erase_if(hand, [&](int card) { return layout_.has(card); });
  return hand;
}

bool RiverWildMatch::hand_blocked() const {
  if (keeps_hand_) {
    // Until the hand is full the player draws; an empty hand with an empty deck means
    // every card is placed.
    const bool full = hand_.size() == kHandSize || (!hand_.empty() && deck_cards().empty());
    return full && river_wild::hand_blocked(*catalog_, layout_, grid_, hand_);
  }
  // The setup's hand at the end of the game, its placed cards left out: when none is left
  // (or none was given), no card is stuck in hand and only the full layout ends the game.
  const auto hand = known_hand();
  return hand && !hand->empty() && river_wild::hand_blocked(*catalog_, layout_, grid_, *hand);
}

End RiverWildMatch::end() const {
  if (all_placed()) return End::AllPlaced;
  return hand_blocked() ? End::HandBlocked : End::None;
}

LayoutScore RiverWildMatch::scoring() const {
  return score_layout(*catalog_, layout_, grid_, setup_.runestones);
}

Scoreboard RiverWildMatch::score() const {
  const LayoutScore scored = scoring();
  ReportInput input;
  input.catalog = catalog_.get();
  input.layout = &layout_;
  input.score = &scored;
  input.ranks = ranks_.get();
  input.player = player_;
  input.end = end();
  if (input.end == End::HandBlocked) input.unplaceable = known_hand().value_or(std::vector<int>{});
  if (keeps_hand_) {
    input.hand = &hand_;
    input.deck = static_cast<int>(deck_cards().size());
    input.setup_hand_ignored = setup_.hand.has_value();
  }
  return make_scoreboard(input);
}

}  // namespace trib::river_wild
