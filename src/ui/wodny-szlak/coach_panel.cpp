// Wodny szlak's coach panel: the hand's placements ranked, computed in a worker thread.

#include "ui/wodny-szlak/coach_panel.h"

#include <chrono>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"

namespace trib::ui::ws_ui {

namespace {

namespace wodny = analysis::wodny;

constexpr auto kCoachBudget = std::chrono::seconds(1);

// The tiles the solo player may still draw: in play, still in the face-down pile.
std::vector<int> unseen_tiles(const ws::WodnySzlakMatch& m) {
  std::vector<int> tiles;
  for (int t = 0; t < static_cast<int>(m.catalog().tiles.size()); ++t) {
    if (m.tile_available(t) && m.ledger().at(t).where == ws::Where::Pile) tiles.push_back(t);
  }
  return tiles;
}

CoachLine describe(const ws::Catalog& catalog, const wodny::CoachOption& option) {
  const wodny::Step& s = option.step;
  const std::string& id = catalog.tiles[s.tile].id;
  const std::string label = fill("{} ({}, {}) {}\u00b0", id, s.cell.x, s.cell.y, s.rot * 90);
  const std::string score = format_decimal(option.expected, option.exact ? 0 : 2);
  const std::string tooltip =
      option.exact ? fill(_("{} at ({}, {}), turned {}\u00b0: the river then scores {}, final. "
                            "Click to pick it, Enter to place it."),
                          id, s.cell.x, s.cell.y, s.rot * 90, score)
                   : fill(P_("{} at ({}, {}), turned {}\u00b0: expected final score {} over {} "
                             "deal of the pile. Click to pick it, Enter to place it.",
                             "{} at ({}, {}), turned {}\u00b0: expected final score {} over {} "
                             "deals of the pile. Click to pick it, Enter to place it.",
                             option.samples),
                          id, s.cell.x, s.cell.y, s.rot * 90, score, option.samples);
  return {label, tooltip};
}

}  // namespace

void CoachPanel::draw(ViewState& state, const SessionController& session,
                      const ws::WodnySzlakMatch& m) {
  const bool offered =
      !session.read_only() && !m.finished() && m.player_count() == 1 && m.ledger().tracked(0);
  const auto start = [&] {
    const int placed = m.board(0).placements();
    const std::size_t rounds_after =
        placed + 1 < ws::kPlacementsPerPlayer ? ws::kPlacementsPerPlayer - placed - 1 : 0;
    // Copies: the session may move on while the ranking runs.
    return [catalog = m.catalog(), board = m.board(0), hand = m.ledger().hand(0),
            unseen = unseen_tiles(m), rounds_after](const std::atomic<bool>& stop, const auto&) {
      const analysis::Budget budget{std::chrono::steady_clock::now() + kCoachBudget, &stop};
      return wodny::coach(catalog, board, hand, unseen, rounds_after, budget, /*seed=*/1);
    };
  };
  // A round's choice: three tiles drawn (or the pile's last ones), none placed yet; fewer
  // in hand means drawing goes on, or the placed tile's leftovers wait to be discarded.
  const std::size_t held = m.ledger().hand(0).size();
  const bool choosing =
      held >= static_cast<std::size_t>(ws::kHandLimit) || (held > 0 && unseen_tiles(m).empty());
  const auto picked = section_.draw(
      session, offered, choosing,
      _("Ranks every placement of the tiles in your hand by the score it can expect, "
        "whatever the pile deals you next"),
      _("Ranks a round's three tiles once they are drawn, before one is placed."),
      _("No tile in hand fits anywhere."), start,
      [&](const wodny::CoachOption& option) { return describe(m.catalog(), option); });
  if (picked) {  // the tile and turn, with the keyboard ghost on its cell
    state.player = 0;
    state.selected = picked->step.tile;
    state.rot = picked->step.rot;
    selected_spots(state, m);  // a new pick clears the ghost's cell: settle it first
    state.key_spot = ws::Spot{picked->step.cell, picked->step.rot};
  }
}

}  // namespace trib::ui::ws_ui
