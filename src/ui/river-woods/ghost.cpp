// The picked terrain tile under the cursor: drawn on the hovered cell at the chosen
// rotation, tinted legal (green) or illegal (red) with the engine's reason in a tooltip.
// A cell that already holds a tile means "on top". Shift+wheel turns it, a click adds it;
// without a mouse, the cell the arrow keys chose and Enter.

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

// `at_px`: where the tooltip starts below the cell; `cell_top`: the cell's top, which a
// tooltip for a cell in the lower half of the window ends above.
void ghost_tooltip(const ViewState& state, const rwd::RiverWoodsMatch& m, const rwd::Step& step,
                   ImVec2 at_px, float cell_top) {
  // Right of the cell, or left of it where it would run over the panels beside the map; a
  // window too narrow for it on either side (large fonts) keeps it on screen over the cell.
  const float wrap = ImGui::GetFontSize() * 22;
  const float widest = wrap + ImGui::GetStyle().WindowPadding.x * 2;
  const bool left = at_px.x + 14 + widest > state.canvas.screen_max().x;
  const ImGuiViewport* screen = ImGui::GetMainViewport();
  const bool above = at_px.y > screen->Pos.y + screen->Size.y * 0.5f;
  const float y = above ? cell_top - 6 : at_px.y + 6;
  const float pivot_y = above ? 1.0f : 0.0f;
  if (left && at_px.x - 14 - widest < screen->Pos.x) {
    ImGui::SetNextWindowPos(ImVec2(screen->Pos.x, y), 0, ImVec2(0.0f, pivot_y));
  } else {
    ImGui::SetNextWindowPos(ImVec2(left ? at_px.x - 14 : at_px.x + 14, y), 0,
                            ImVec2(left ? 1.0f : 0.0f, pivot_y));
  }
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(wrap);
  const int cost = step_cost(step, m.catalog(), state.preview.players[state.builder.player()]);
  const std::string at = cell_text(step.at);
  // TRANSLATORS: the tile under the cursor: "t17 at [1, 0] on top, 2 AP".
  ImGui::TextUnformatted((step.on_top ? fill(_("{} at {} on top, {} AP"), step.tile, at, cost)
                                      : fill(_("{} at {}, {} AP"), step.tile, at, cost))
                             .c_str());
  if (step.rot) ImGui::TextDisabled("%s", fill(_("turned {}"), step.rot).c_str());
  if (state.ghost_verdict.legal()) {
    ImGui::TextColored(
        theme_colours().legal, "%s",
        state.key_cell ? _("Legal: Enter adds this step") : _("Legal: click to add this step"));
  } else {
    ImGui::TextColored(theme_colours().illegal, "%s", state.ghost_verdict.reason().message.c_str());
    ImGui::TextDisabled("%s", fill(_("rule {}"), state.ghost_verdict.reason().rule).c_str());
  }
  ImGui::TextDisabled("%s", _("Arrows step through the legal cells (Shift+arrows: every cell). "
                              "R or Shift+wheel turns the tile, Esc puts it back."));
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace

void draw_ghost(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m) {
  const BoardCanvas& canvas = state.canvas;
  const ImGuiIO& io = ImGui::GetIO();
  if (const int notch = canvas.shift_wheel()) {
    state.rot = (state.rot + notch + rwd::kEdges) % rwd::kEdges;
  }
  const auto at = canvas.hover_world();
  if (!state.key_cell && !at) return;
  const rwd::Cell cell = state.key_cell ? *state.key_cell : cell_at(*at);
  rwd::Step step;
  step.kind = rwd::Step::Kind::Place;
  step.tile = m.catalog().terrains[state.tile].id;
  step.at = cell;
  step.rot = state.rot;
  step.on_top = state.preview.board.has_tile(cell);
  const nlohmann::json key = {turn_choices(state), step.tile, cell.q, cell.r, step.rot};
  if (key != state.ghost_of) {
    state.ghost_of = key;
    state.ghost_verdict = state.builder.try_step(step, session_check(session));
  }
  const ImVec4& tint =
      state.ghost_verdict.legal() ? theme_colours().legal : theme_colours().illegal;
  HexPaint paint{canvas.draw_list(), canvas.to_screen(hex_centre(cell)), canvas.zoom(), 0.8f};
  draw_tile(paint, m.catalog().terrains[state.tile], state.rot);
  paint.alpha = 1.0f;
  draw_hex_outline(paint, to_u32(tint), std::max(2.5f, canvas.zoom() * 0.1f));
  const float tip_x = state.key_cell ? paint.centre.x + paint.radius : io.MousePos.x;
  ghost_tooltip(state, m, step, ImVec2(tip_x, paint.centre.y + paint.radius),
                paint.centre.y - paint.radius);
  const bool and_confirm = state.key_cell && add_and_confirm_pressed();
  const bool entered = state.key_cell ? enter_pressed() || and_confirm : canvas.clicked();
  if (entered && add_step(state, session, step)) {
    state.tile = -1;
    state.rot = 0;
    state.key_cell.reset();
    state.confirm_next = and_confirm;
  }
}

}  // namespace trib::ui::woods_ui
