// River Wild's coach panel: the hand's placements ranked, computed in a worker thread.

#include "ui/river-wild/coach_panel.h"

#include <chrono>
#include <cstdio>

namespace trib::ui::rw_ui {

namespace {

// A safety net only: a ranking ends after analysis::wild::kCoachOrders orders, well within it.
constexpr auto kCoachBudget = std::chrono::seconds(3);

CoachLine describe(const rw::Catalog& catalog, const analysis::wild::CoachOption& option) {
  const rw::Placement& p = option.placement;
  const std::string& id = catalog.card(p.card).id;
  char label[64];
  std::snprintf(label, sizeof label, "%s%s r%d c%d", id.c_str(), p.back ? "\u2194" : "", p.row,
                p.col);
  char tooltip[256];
  std::snprintf(tooltip, sizeof tooltip,
                "%s%s at row %d, col %d: expected final score %.2f over %d deck order%s%s. "
                "Click to pick it, Enter to place it.",
                id.c_str(), p.back ? " (back)" : "", p.row, p.col, option.expected, option.samples,
                option.samples == 1 ? "" : "s", option.exact ? " (exact)" : "");
  return {label, tooltip};
}

}  // namespace

void CoachPanel::draw(BoardState& state, const SessionController& session,
                      const rw::RiverWildMatch& m) {
  const bool offered = !session.read_only() && !m.finished() && shows_hand(m);
  if (!memo_ || memo_session_ != &session) {  // another session may use another catalog
    memo_ = std::make_shared<analysis::wild::CoachMemo>();
    memo_session_ = &session;
  }
  const auto start = [&] {
    // Copies: the session may move on while the ranking runs.
    return [memo = memo_, catalog = m.catalog(), layout = m.layout(), hand = m.hand(),
            unseen = m.deck_cards()](const std::atomic<bool>& stop, const auto&) {
      const analysis::Budget budget{std::chrono::steady_clock::now() + kCoachBudget, &stop};
      return memo->rank(catalog, layout, hand, unseen, budget);
    };
  };
  const auto picked = section_.draw(
      session, offered, !m.hand().empty(),
      "Ranks every legal placement of your hand by the score it can expect, whatever order "
      "the deck comes in",
      "Draw your cards to rank them.", "No card in hand fits anywhere.", start,
      [&](const analysis::wild::CoachOption& option) { return describe(m.catalog(), option); });
  if (picked) {  // the card and side, with the keyboard ghost on its spot
    state.selected = picked->placement.card;
    state.back = picked->placement.back;
    state.key_spot = picked->placement;
  }
}

}  // namespace trib::ui::rw_ui
