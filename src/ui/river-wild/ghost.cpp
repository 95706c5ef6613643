// The picked card under the cursor: snapped to a spot (row from the cursor's height, the
// half-card column from its x), tinted legal or illegal with the rule's message, the
// offending cells marked; the optional outline of every legal spot; a click places it.
// Without a mouse, the ghost starts on the first legal spot of the side shown, the arrow keys
// step through them (with Shift through every free spot) and Enter places the card there.

#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-wild/codec.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/ghost_tooltip.h"
#include "ui/widgets/spot_steps.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

// The spot whose card would be centred nearest to the cursor.
rw::Placement snapped(const rw::Catalog& catalog, ImVec2 world, int card, bool back) {
  const float half = static_cast<float>(catalog.width / 2);
  const int row = static_cast<int>(std::floor(world.y / static_cast<float>(catalog.height)));
  const int col = static_cast<int>(std::lround(world.x / half - 1.0f));
  return {card, row, col, back};
}

ImVec2 card_world_max(const rw::Catalog& catalog, const rw::Placement& p) {
  const ImVec2 a = card_world_min(catalog, p);
  return ImVec2(a.x + static_cast<float>(catalog.width), a.y + static_cast<float>(catalog.height));
}

void legal_spots(BoardState& state, const rw::RiverWildMatch& m) {
  if (!state.show_legal || state.selected < 0) return;
  const rw::Catalog& catalog = m.catalog();
  const ImU32 fill = to_u32(theme_colours().legal, 0.10f);
  const ImU32 edge = to_u32(theme_colours().legal, 0.85f);
  for (const rw::Placement& p : selected_spots(state, m)) {
    if (p.back != state.back) continue;
    const ImVec2 a = card_world_min(catalog, p);
    const ImVec2 b = card_world_max(catalog, p);
    const ImVec2 inset_a(a.x + 0.25f, a.y + 0.25f);
    const ImVec2 inset_b(b.x - 0.25f, b.y - 0.25f);
    state.canvas.rect_filled(inset_a, inset_b, fill, 0.3f);
    state.canvas.rect(inset_a, inset_b, edge, 2.0f, 0.3f);
    state.canvas.circle_filled(ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), 0.3f, edge);
  }
}

void offending_cells(const BoardCanvas& canvas, const nlohmann::json& where) {
  if (!where.is_object() || !where.contains("cells") || !where["cells"].is_array()) return;
  const ImU32 colour = to_u32(theme_colours().illegal);
  for (const nlohmann::json& cell : where["cells"]) {
    if (!cell.is_array() || cell.size() != 2 || !cell[0].is_number() || !cell[1].is_number()) {
      continue;
    }
    const float r = cell[0].get<float>();
    const float c = cell[1].get<float>();
    canvas.rect_filled(ImVec2(c, r), ImVec2(c + 1, r + 1), to_u32(theme_colours().illegal, 0.35f));
    canvas.rect(ImVec2(c + 0.06f, r + 0.06f), ImVec2(c + 0.94f, r + 0.94f), colour, 2.5f);
    canvas.line(ImVec2(c + 0.2f, r + 0.2f), ImVec2(c + 0.8f, r + 0.8f), colour, 2.0f);
    canvas.line(ImVec2(c + 0.8f, r + 0.2f), ImVec2(c + 0.2f, r + 0.8f), colour, 2.0f);
  }
}

bool reads_before(const rw::Placement& a, const rw::Placement& b) {
  return a.row != b.row ? a.row < b.row : a.col < b.col;
}

// The picked card on its shown side at every free spot it could be supported at (Shift+
// arrows), or at its legal spots only (arrows), in reading order.
std::vector<rw::Placement> keyed_spots(BoardState& state, const rw::RiverWildMatch& m, bool any) {
  std::vector<rw::Placement> spots;
  if (any) {
    for (const rw::Placement& spot : rw::candidate_spots(m.layout())) {
      const bool taken = std::any_of(
          m.layout().placed.begin(), m.layout().placed.end(),
          [&](const rw::Placement& q) { return q.row == spot.row && q.col == spot.col; });
      if (!taken) spots.push_back(rw::Placement{state.selected, spot.row, spot.col, state.back});
    }
    return spots;
  }
  for (const rw::Placement& p : selected_spots(state, m)) {
    if (p.back == state.back) spots.push_back(p);
  }
  std::sort(spots.begin(), spots.end(), reads_before);
  return spots;
}

// Right / Down step to the next legal spot, Left / Up to the previous one, with Shift
// through every spot; a mouse moved over the board, another card or the other side gives the
// ghost back to the mouse. While the mouse is off the board the ghost waits on the first legal
// spot, so Enter alone places a card there. Its tooltip shows from a step until the mouse
// moves (KeyedTip).
std::optional<rw::Placement> key_spot(BoardState& state, const rw::RiverWildMatch& m, bool live) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool pointer_moved = io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f;
  if ((state.key_spot &&
       (state.key_spot->card != state.selected || state.key_spot->back != state.back)) ||
      (state.canvas.hovered() && pointer_moved)) {
    state.key_spot.reset();
  }
  const SpotStep step = spot_step_keys();
  bool restarted = false;
  if (step == SpotStep::none && !state.key_spot && live && !state.canvas.hovered()) {
    const std::vector<rw::Placement> spots = keyed_spots(state, m, false);
    if (!spots.empty()) state.key_spot = spots.front();
    restarted = true;
  }
  state.key_tip.update(step != SpotStep::none, restarted, pointer_moved);
  if (step == SpotStep::none) return state.key_spot;
  state.typed_on_board = false;
  state.key_spot =
      step_spot(keyed_spots(state, m, steps_any(step)), state.key_spot, step, reads_before);
  return state.key_spot;
}

}  // namespace

std::optional<nlohmann::json> draw_ghost(BoardState& state, const SessionController& session,
                                         const rw::RiverWildMatch& m) {
  legal_spots(state, m);
  if (state.selected < 0) return std::nullopt;
  const ImGuiIO& io = ImGui::GetIO();
  if (state.canvas.shift_wheel() != 0) state.back = !state.back;
  const rw::Catalog& catalog = m.catalog();
  const std::optional<rw::Placement> keyed = key_spot(state, m, !session.read_only());
  const auto world = state.canvas.hover_world();
  if (!keyed && !world) return std::nullopt;
  const rw::Placement p = keyed ? *keyed : snapped(catalog, *world, state.selected, state.back);
  const nlohmann::json move = rw::move_json(catalog, p);
  if (!state.checked || !(*state.checked == p)) {
    state.checked = p;
    state.verdict = session.check(move);
  }
  const bool legal = state.verdict.legal();
  const ImVec4& tint = legal ? theme_colours().legal : theme_colours().illegal;
  const ImVec2 a = card_world_min(catalog, p);
  const ImVec2 b = card_world_max(catalog, p);
  draw_card_face({state.canvas.draw_list(), state.canvas.to_screen(a), state.canvas.zoom(), 0.62f},
                 catalog, p.card, p.back);
  state.canvas.rect_filled(a, b, to_u32(tint, 0.22f));
  state.canvas.rect(a, b, to_u32(tint), 3.0f);
  if (!state.verdict.legal()) offending_cells(state.canvas, state.verdict.reason().where);
  const float tip_x = keyed ? state.canvas.to_screen(b).x + 12 : io.MousePos.x + 12;
  const std::string& id = catalog.card(p.card).id;
  const GhostTip tip{p.back ? fill(_("{} (back) at row {}, col {}"), id, p.row, p.col)
                            : fill(_("{} (front) at row {}, col {}"), id, p.row, p.col),
                     state.verdict, "",
                     _("Arrows step through the legal spots (Shift+arrows: every spot). F or "
                       "Shift+wheel flips the card, Esc puts it back."),
                     session.read_only()};
  if (!keyed || state.key_tip.shown()) {
    ghost_tooltip(tip, tip_x, state.canvas.to_screen(a).y, state.canvas.to_screen(b).y,
                  state.canvas.screen_max().x);
  }

  if (session.read_only()) return std::nullopt;
  bool entered = keyed && enter_pressed();
  if (entered && state.typed_on_board) {  // Enter ends an id typed without Ctrl+F: not a placement
    entered = false;
    state.focus_search = true;
  }
  return entered || state.canvas.clicked() ? std::optional(move) : std::nullopt;
}

}  // namespace trib::ui::rw_ui
