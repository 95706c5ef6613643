// The picked terrain tile under the cursor: drawn on the hovered cell at the chosen
// rotation, tinted legal (green) or illegal (red) with the engine's reason in a tooltip.
// A cell that already holds a tile means "on top". Shift+wheel turns it, a click adds it.

#include <algorithm>

#include "session/controller.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/theme.h"

namespace trib::ui::woods_ui {

namespace {

void ghost_tooltip(const ViewState& state, const rwd::RiverWoodsMatch& m, const rwd::Step& step,
                   float below_px) {
  ImGui::SetNextWindowPos(ImVec2(ImGui::GetIO().MousePos.x + 14, below_px + 6));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
  const int cost = step_cost(step, m.catalog(), state.preview.players[state.builder.player()]);
  ImGui::Text("%s at %s%s, %d AP", step.tile.c_str(), cell_text(step.at).c_str(),
              step.on_top ? " on top" : "", cost);
  if (step.rot) ImGui::TextDisabled("turned %d", step.rot);
  if (state.ghost_verdict.legal()) {
    ImGui::TextColored(palette().legal, "Legal: click to add this step");
  } else {
    ImGui::TextColored(palette().illegal, "%s", state.ghost_verdict.reason().message.c_str());
    ImGui::TextDisabled("rule %s", state.ghost_verdict.reason().rule.c_str());
  }
  ImGui::TextDisabled("R or Shift+wheel turns the tile, Esc puts it back.");
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace

void draw_ghost(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m) {
  const BoardCanvas& canvas = state.canvas;
  const ImGuiIO& io = ImGui::GetIO();
  // Some systems turn Shift+wheel into a horizontal wheel.
  const float wheel = io.MouseWheel != 0.0f ? io.MouseWheel : io.MouseWheelH;
  if (canvas.hovered() && io.KeyShift && wheel != 0.0f) {
    state.rot = (state.rot + (wheel < 0 ? 1 : rwd::kEdges - 1)) % rwd::kEdges;
  }
  const auto at = canvas.hover_world();
  if (!at) return;
  const rwd::Cell cell = cell_at(*at);
  rwd::Step step;
  step.kind = rwd::Step::Kind::Place;
  step.tile = m.catalog().terrains[state.tile].id;
  step.at = cell;
  step.rot = state.rot;
  step.on_top = state.preview.board.has_tile(cell);
  const nlohmann::json key = {state.preview_of, step.tile, cell.q, cell.r, step.rot};
  if (key != state.ghost_of) {
    state.ghost_of = key;
    state.ghost_verdict = state.builder.try_step(step, session_check(session));
  }
  const ImVec4& tint = state.ghost_verdict.legal() ? palette().legal : palette().illegal;
  HexPaint paint{canvas.draw_list(), canvas.to_screen(hex_centre(cell)), canvas.zoom(), 0.8f};
  draw_tile(paint, m.catalog().terrains[state.tile], state.rot);
  paint.alpha = 1.0f;
  draw_hex_outline(paint, to_u32(tint), std::max(2.5f, canvas.zoom() * 0.1f));
  ghost_tooltip(state, m, step, paint.centre.y + paint.radius);
  if (canvas.clicked() && add_step(state, session, step)) {
    state.tile = -1;
    state.rot = 0;
  }
}

}  // namespace trib::ui::woods_ui
