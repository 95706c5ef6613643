// The picked tile under the cursor: snapped to the hovered cell at the chosen rotation,
// tinted legal (green) or illegal (red) with the rule's message in a tooltip, the
// clashing edge or cells marked; Shift+wheel turns it, a click enters it. Without a mouse,
// it starts on the best legal spot, the arrow keys step through the legal spots best first
// (cell and turn; with Shift every free cell next to the river) and Enter enters it.

#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/widgets/ghost_tooltip.h"
#include "ui/widgets/spot_steps.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/tile_art.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

std::string turned(int rot) {
  return rot == 0 ? std::string(_("unturned")) : fill(_("turned {}\u00b0"), rot * 90);
}

// The clashing edge of a river-meets-bank verdict, or the cells of the other rules.
void mark_offence(const BoardCanvas& canvas, ws::Cell cell, const nlohmann::json& where) {
  if (!where.is_object()) return;
  const ImU32 red = to_u32(theme_colours().illegal);
  if (where.contains("edge") && where["edge"].is_string()) {
    const std::string e = where["edge"].get<std::string>();
    const ImVec2 a = world(cell, e == "E" ? 1.0f : 0.0f, e == "S" ? 1.0f : 0.0f);
    const ImVec2 b = world(cell, e == "W" ? 0.0f : 1.0f, e == "N" ? 0.0f : 1.0f);
    canvas.line(a, b, red, 6.0f);
    return;
  }
  if (!where.contains("cells") || !where["cells"].is_array()) return;
  for (const nlohmann::json& v : where["cells"]) {
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
      continue;
    const ws::Cell c{v[0].get<int>(), v[1].get<int>()};
    if (c == cell) continue;
    canvas.rect(world(c, 0.05f, 0.05f), world(c, 0.95f, 0.95f), red, 3.0f);
  }
}

// The rotations that are legal at `cell` (from the cached legal spots).
std::string other_rotations(ViewState& state, const ws::WodnySzlakMatch& m, ws::Cell cell) {
  std::string out;
  for (const ws::Spot& s : selected_spots(state, m)) {
    if (!(s.cell == cell) || s.rot == state.rot) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(s.rot * 90) + "\u00b0";
  }
  return out;
}

bool reads_before(const ws::Spot& a, const ws::Spot& b) {
  if (a.cell.y != b.cell.y) return a.cell.y < b.cell.y;
  return a.cell.x != b.cell.x ? a.cell.x < b.cell.x : a.rot < b.rot;
}

bool same_spot(const ws::Spot& a, const ws::Spot& b) {
  return a.cell == b.cell && a.rot == b.rot;
}

// The legal spot after (or before) `current` in the best-first list, wrapping; the first (or
// last) when `current` is not one of them.
std::optional<ws::Spot> step_legal(const std::vector<ws::Spot>& spots,
                                   const std::optional<ws::Spot>& current, bool forward) {
  if (spots.empty()) return current;
  const auto it = std::find_if(spots.begin(), spots.end(), [&](const ws::Spot& s) {
    return current && same_spot(s, *current);
  });
  const int n = static_cast<int>(spots.size());
  int i = it == spots.end() ? (forward ? -1 : 0) : static_cast<int>(it - spots.begin());
  i = ((forward ? i + 1 : i - 1) % n + n) % n;
  return spots[static_cast<std::size_t>(i)];
}

// Right / Down step to the next legal spot, best first, Left / Up to the previous one; with
// Shift they step through every free cell next to the river at the tile's rotation, legal
// or not, in reading order. While the mouse is off the board the ghost waits on the best
// legal spot, so Enter alone places the tile there. A mouse moved over the board gives the
// ghost back to the mouse; its tooltip shows from a step until the mouse moves (KeyedTip).
std::optional<ws::Spot> key_spot(ViewState& state, const ws::WodnySzlakMatch& m,
                                 const BoardCanvas& canvas, bool live) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool pointer_moved = io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f;
  if (canvas.hovered() && pointer_moved) state.key_spot.reset();
  const SpotStep step = spot_step_keys();
  const std::vector<ws::Spot>& legal = selected_spots(state, m);
  bool restarted = false;
  if (step == SpotStep::none && !state.key_spot && live && !canvas.hovered() && !legal.empty()) {
    state.key_spot = legal.front();
    state.rot = legal.front().rot;
    restarted = true;
  }
  state.key_tip.update(step != SpotStep::none, restarted, pointer_moved);
  if (step != SpotStep::none) state.typed_on_board = false;
  if (steps_any(step)) {
    std::vector<ws::Spot> spots;
    for (const ws::Cell cell : state.cache[state.player].frontier)
      spots.push_back(ws::Spot{cell, state.rot});
    std::sort(spots.begin(), spots.end(), reads_before);
    state.key_spot = step_spot(spots, state.key_spot, step, reads_before);
  } else if (step != SpotStep::none) {
    state.key_spot = step_legal(legal, state.key_spot, step == SpotStep::next);
  }
  // A step chooses the turn too; afterwards R turns the tile on the chosen cell.
  if (step != SpotStep::none && state.key_spot) state.rot = state.key_spot->rot;
  if (state.key_spot) state.key_spot->rot = state.rot;
  return state.key_spot;
}

}  // namespace

std::optional<nlohmann::json> draw_ghost(ViewState& state, const SessionController& session,
                                         const ws::WodnySzlakMatch& m) {
  if (state.selected < 0) return std::nullopt;
  const BoardCanvas& canvas = state.canvases[state.player];
  const ImGuiIO& io = ImGui::GetIO();
  if (const int notch = canvas.shift_wheel()) state.rot = (state.rot + notch + 4) % 4;
  const std::optional<ws::Spot> keyed = key_spot(state, m, canvas, !session.read_only());
  const auto at = canvas.hover_world();
  if (!keyed && !at) return std::nullopt;

  const ws::Cell cell =
      keyed ? keyed->cell
            : ws::Cell{static_cast<int>(std::floor(at->x)), static_cast<int>(std::floor(at->y))};
  const ws::Placement placement{state.player, m.catalog().tiles[state.selected].id, cell,
                                state.rot};
  nlohmann::json move = ws::move_json(placement);
  if (move != state.checked || state.verdict_language != i18n::current()) {
    state.checked = move;
    state.verdict = session.check(move);
    state.verdict_language = i18n::current();
  }
  const bool legal = state.verdict.legal();
  const ImVec4& tint = legal ? theme_colours().legal : theme_colours().illegal;
  const ImVec2 a = world(cell), b = world(cell, 1, 1);
  TilePaint paint{canvas.draw_list(), canvas.to_screen(a), canvas.zoom(), 0.72f};
  draw_square(paint, m.catalog().tiles[state.selected].square, state.rot);
  canvas.rect_filled(a, b, to_u32(tint, 0.2f));
  canvas.rect(a, b, to_u32(tint), 3.0f);
  if (!state.verdict.legal()) mark_offence(canvas, cell, state.verdict.reason().where);
  const float tip_x = keyed ? canvas.to_screen(b).x + 12 : io.MousePos.x + 12;
  const std::string others = legal ? "" : other_rotations(state, m, cell);
  const GhostTip tip{fill(_("{} at ({}, {}), {}"), m.catalog().tiles[state.selected].id, cell.x,
                          cell.y, turned(state.rot)),
                     state.verdict,
                     others.empty() ? "" : fill(_("Legal here when turned {}"), others),
                     _("Arrows step through the legal spots (Shift+arrows: every spot), Enter "
                       "places. R or Shift+wheel turns the tile, Esc puts it back."),
                     session.read_only()};
  if (!keyed || state.key_tip.shown()) {
    ghost_tooltip(tip, tip_x, canvas.to_screen(a).y, canvas.to_screen(b).y, canvas.screen_max().x);
  }

  if (session.read_only()) return std::nullopt;
  bool entered = keyed && enter_pressed();
  if (entered && state.typed_on_board) {  // Enter ends an id typed without Ctrl+F: not a placement
    entered = false;
    state.focus_search = true;
  }
  return entered || canvas.clicked() ? std::optional(move) : std::nullopt;
}

}  // namespace trib::ui::ws_ui
