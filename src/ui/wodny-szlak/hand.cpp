// The drafting record in the palette: the hand of the shown player, the tiles passed in and
// waiting, and the buttons (and keys D / P) that discard or pass what is left of the hand;
// and the step that comes next, prepared so that it takes the fewest keys.

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

std::string id_list(const ws::WodnySzlakMatch& m, const std::vector<int>& tiles) {
  std::string text;
  for (int t : tiles) text += (text.empty() ? "" : ", ") + m.catalog().tiles[t].id;
  return text;
}

nlohmann::json leftover_move(const ws::WodnySzlakMatch& m, int player, ws::HandAction action) {
  ws::HandMove move{action, player, {}};
  for (int t : m.ledger().hand(player)) move.tiles.push_back(m.catalog().tiles[t].id);
  return ws::move_json(move);
}

// What is left of the hand after the round's tile was placed from it: discarded (solo) or
// passed left — offered only when the rules take it now (after the round's placement,
// never after the last one), so D or P cannot store a move the engine refuses.
std::optional<ws::HandAction> leftover_action(const ws::WodnySzlakMatch& m, int player) {
  if (m.ledger().hand(player).empty()) return std::nullopt;
  const ws::HandAction action =
      m.player_count() == 1 ? ws::HandAction::Discard : ws::HandAction::Pass;
  if (!m.check(leftover_move(m, player, action)).legal()) return std::nullopt;
  return action;
}

// The button's label, shortened when the palette is too narrow for the whole of it.
std::string leftover_label(const ws::WodnySzlakMatch& m, int player, ws::HandAction action) {
  const bool pass = action == ws::HandAction::Pass;
  // TRANSLATORS: P and D are the keys that do it (P: pass, D: discard), whatever the language.
  const std::string full =
      pass ? fill(_("Pass left to {} (P)"), m.players()[m.left_neighbour(player)])
      : m.ledger().hand(player).size() == 2 ? _("Discard the other two (D)")
                                            : _("Discard the rest (D)");
  if (button_width(full.c_str()) <= ImGui::GetContentRegionAvail().x) return full;
  return pass ? _("Pass left (P)") : _("Discard (D)");
}

}  // namespace

bool draws_tiles(const ViewState& state, const ws::WodnySzlakMatch& m) {
  return state.record_draws || m.ledger().tracked(state.player);
}

nlohmann::json draw_move(const ws::WodnySzlakMatch& m, int player, const std::vector<int>& tiles) {
  std::vector<std::string> ids;
  for (int tile : tiles) ids.push_back(m.catalog().tiles[tile].id);
  return ws::move_json(ws::HandMove{ws::HandAction::Draw, player, std::move(ids)});
}

bool shows_hand(const ViewState& state, const ws::WodnySzlakMatch& m) {
  const int p = state.player;
  return m.ledger().tracked(p) || !m.ledger().hand(p).empty() || !m.ledger().passed_in(p).empty();
}

std::optional<nlohmann::json> draw_hand(ViewState& state, const ws::WodnySzlakMatch& m,
                                        const TilePicker& pick, bool live) {
  if (!shows_hand(state, m)) return std::nullopt;
  const int p = state.player;
  const std::vector<int>& hand = m.ledger().hand(p);
  const std::vector<int>& waiting = m.ledger().passed_in(p);
  wrapped_textf("%s", fill(_("Hand ({})"), hand.size()).c_str());
  help_marker(
      _("The tiles this player holds: place one of them. Click a tile under Tiles left to "
        "record a draw."));
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (i % static_cast<std::size_t>(pick.columns) != 0) ImGui::SameLine();
    if (pick.show(hand[i])) pick.toggle(hand[i]);
  }
  if (hand.empty()) muted(_("Empty: draw tiles below."));
  if (!waiting.empty()) {
    wrapped_textf("%s",
                  fill(_("Passed in, taken up after passing: {}"), id_list(m, waiting)).c_str());
  }
  std::optional<nlohmann::json> move;
  if (const auto action = live ? leftover_action(m, p) : std::nullopt) {
    if (ImGui::Button(leftover_label(m, p, *action).c_str(), ImVec2(-1, 0)))
      move = leftover_move(m, p, *action);
    if (ImGui::IsItemHovered()) {
      const std::string tip = *action == ws::HandAction::Pass
                                  ? fill(_("Pass {}"), id_list(m, hand))
                                  : fill(_("Discard {}"), id_list(m, hand));
      ImGui::SetTooltip("%s", tip.c_str());
    }
  }
  return move;
}

NextStep next_step(const ViewState& state, const ws::WodnySzlakMatch& m) {
  const int p = state.player;
  if (!draws_tiles(state, m) || m.finished() || m.ledger().placed_this_round(p) ||
      m.board(p).placements() >= ws::kPlacementsPerPlayer) {
    return NextStep::none;
  }
  for (int t = 0; t < static_cast<int>(m.catalog().tiles.size()); ++t) {
    if (!m.tile_available(t) || m.ledger().at(t).where != ws::Where::Pile) continue;
    if (m.check(draw_move(m, p, {t})).legal()) return NextStep::draw;
    break;  // one tile of the pile tells whether the hand has room
  }
  return m.ledger().hand(p).empty() ? NextStep::none : NextStep::place;
}

void prepare_next_step(ViewState& state, const SessionController& session,
                       const ws::WodnySzlakMatch& m) {
  const StateKey key = state_key(session);
  if (key == state.step_key && state.step_player == state.player &&
      state.step_draws == state.record_draws) {
    return;
  }
  state.step_key = key;
  state.typed_on_board = false;
  state.step_player = state.player;
  state.step_draws = state.record_draws;
  if (session.read_only()) return;
  const std::vector<int>& hand = m.ledger().hand(state.player);
  const bool held = std::find(hand.begin(), hand.end(), state.selected) != hand.end();
  const NextStep step = next_step(state, m);
  // With draws recorded, a tile picked outside this player's hand is not theirs to place.
  if (!held && draws_tiles(state, m)) state.selected = -1;
  if (step == NextStep::draw) state.focus_search = true;
  if (step == NextStep::place && !held) {
    state.selected = hand.front();
    state.rot = 0;
  }
}

std::optional<nlohmann::json> hand_keys(const ViewState& state, const ws::WodnySzlakMatch& m) {
  if (state.typed_on_board) return std::nullopt;  // the P of an id typed without Ctrl+F
  const auto action = leftover_action(m, state.player);
  if (!action) return std::nullopt;
  const int key = *action == ws::HandAction::Pass ? GLFW_KEY_P : GLFW_KEY_D;
  if (!shortcut(key, false)) return std::nullopt;
  return leftover_move(m, state.player, *action);
}

}  // namespace trib::ui::ws_ui
