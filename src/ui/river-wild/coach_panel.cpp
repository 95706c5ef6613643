// River Wild's coach panel: the hand's placements ranked, computed in a worker thread.

#include "ui/river-wild/coach_panel.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"

namespace trib::ui::rw_ui {

namespace {

// A safety net only: a ranking ends after analysis::wild::kCoachOrders orders, well within it.
constexpr auto kCoachBudget = std::chrono::seconds(3);

CoachLine describe(const rw::Catalog& catalog, const analysis::wild::CoachOption& option) {
  const rw::Placement& p = option.placement;
  const std::string& id = catalog.card(p.card).id;
  // TRANSLATORS: a coach line: the card (↔ when flipped), r row, c column.
  std::string label = fill(_("{} r{} c{}"), id + (p.back ? "\u2194" : ""), p.row, p.col);
  const std::string where = p.back ? fill(_("{} (back) at row {}, col {}"), id, p.row, p.col)
                                   : fill(_("{} at row {}, col {}"), id, p.row, p.col);
  const std::string expected = format_decimal(option.expected, 2);
  const auto samples = static_cast<unsigned long>(std::max(option.samples, 0));
  std::string tooltip =
      option.exact
          ? fill(P_("{}: expected final score {} over {} deck order (exact). Click to pick it, "
                    "Enter to place it.",
                    "{}: expected final score {} over {} deck orders (exact). Click to pick it, "
                    "Enter to place it.",
                    samples),
                 where, expected, option.samples)
          : fill(P_("{}: expected final score {} over {} deck order. Click to pick it, Enter to "
                    "place it.",
                    "{}: expected final score {} over {} deck orders. Click to pick it, Enter to "
                    "place it.",
                    samples),
                 where, expected, option.samples);
  return {std::move(label), std::move(tooltip)};
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
      _("Ranks every legal placement of your hand by the score it can expect, whatever order "
        "the deck comes in"),
      _("Draw your cards to rank them."), _("No card in hand fits anywhere."), start,
      [&](const analysis::wild::CoachOption& option) { return describe(m.catalog(), option); });
  if (picked) {  // the card and side, with the keyboard ghost on its spot
    state.selected = picked->placement.card;
    state.back = picked->placement.back;
    state.key_spot = picked->placement;
  }
}

}  // namespace trib::ui::rw_ui
