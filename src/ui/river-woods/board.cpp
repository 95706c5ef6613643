// The shared map on its canvas: every cell's top tile (stack height badge when it holds
// more), the pieces, the tiles this turn placed, and the marks of the active tool (the
// picked piece's steps, summon cells, Stoat targets); a click adds the step it means.
// With nothing picked the cell under the cursor is described in a tooltip.

#include <GLFW/glfw3.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/words.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/key_nav.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/spot_steps.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

constexpr float kPieceRadius = 0.36f;

bool reads_before(rwd::Cell a, rwd::Cell b) {
  const ImVec2 pa = hex_centre(a), pb = hex_centre(b);
  return pa.y != pb.y ? pa.y < pb.y : pa.x < pb.x;
}

struct Frame {
  const BoardCanvas& canvas;
  HexPaint at(rwd::Cell cell, float alpha = 1.0f) const {
    return {canvas.draw_list(), canvas.to_screen(hex_centre(cell)), canvas.zoom(), alpha};
  }
};

void bounds(const rwd::State& s, bool open, ImVec2& lo, ImVec2& hi) {
  lo = ImVec2(FLT_MAX, FLT_MAX);
  hi = ImVec2(-FLT_MAX, -FLT_MAX);
  for (rwd::Cell cell : s.board.cells()) {
    const ImVec2 c = hex_centre(cell);
    lo = ImVec2(std::min(lo.x, c.x), std::min(lo.y, c.y));
    hi = ImVec2(std::max(hi.x, c.x), std::max(hi.y, c.y));
  }
  const float margin = open ? 2.6f : 1.1f;  // room for the empty cells next to the map
  lo = ImVec2(lo.x - margin, lo.y - margin);
  hi = ImVec2(hi.x + margin, hi.y + margin);
}

bool placed_this_turn(const ViewState& state, rwd::Cell cell) {
  return std::any_of(
      state.builder.steps().begin(), state.builder.steps().end(),
      [&](const auto& s) { return s.kind == rwd::Step::Kind::Place && s.at == cell; });
}

void draw_tiles(const ViewState& state, const Frame& f) {
  const rwd::State& s = state.preview;
  for (rwd::Cell cell : s.board.cells()) {
    const rwd::PlacedTile* top = s.board.top(cell);
    const HexPaint paint = f.at(cell);
    draw_tile(paint, *top->tile, top->rot);
    draw_hex_outline(paint, IM_COL32(25, 25, 25, 200), std::max(1.0f, f.canvas.zoom() * 0.04f));
    const auto height = s.board.stack(cell)->size();
    if (height > 1) draw_stack_badge(paint, static_cast<int>(height));
    if (placed_this_turn(state, cell)) {
      const HexPaint inner{paint.draw, paint.centre, paint.radius * 0.9f};
      draw_hex_outline(inner, to_u32(theme_colours().accent),
                       std::max(2.0f, f.canvas.zoom() * 0.08f));
    }
  }
}

// Pieces sharing a cell (a move passing through) sit side by side.
void draw_pieces(const ViewState& state, const Frame& f) {
  const rwd::State& s = state.preview;
  std::vector<std::pair<rwd::Cell, PieceRef>> all;
  for (int p = 0; p < s.player_count(); ++p) {
    for (int k = 0; k < rwd::kPieces; ++k) {
      if (s.players[p].pieces[k]) all.push_back({*s.players[p].pieces[k], {p, rwd::Piece(k)}});
    }
  }
  const float r = kPieceRadius * f.canvas.zoom();
  for (std::size_t i = 0; i < all.size(); ++i) {
    int here = 0, index = 0;
    for (std::size_t j = 0; j < all.size(); ++j) {
      if (all[j].first == all[i].first) {
        if (j < i) ++index;
        ++here;
      }
    }
    ImVec2 at = f.canvas.to_screen(hex_centre(all[i].first));
    at.y += r * 0.15f;
    if (here > 1) at.x += (static_cast<float>(index) - (here - 1) * 0.5f) * r * 1.2f;
    const float size = here > 1 ? r * 0.75f : r;
    const PieceRef ref = all[i].second;
    const bool picked =
        (state.moving && ref.player == state.builder.player() && ref.piece == *state.moving) ||
        state.push_target == ref;
    if (picked) {
      f.canvas.draw_list()->AddCircle(at, size * 1.35f, to_u32(theme_colours().accent), 0,
                                      std::max(2.5f, size * 0.2f));
    }
    draw_piece(f.canvas.draw_list(), at, size, ref.player, ref.piece);
  }
}

void mark_cell(const Frame& f, rwd::Cell cell, const ImVec4& colour, float fill_alpha) {
  const HexPaint paint = f.at(cell);
  const auto corners = hex_corners(paint.centre, paint.radius * 0.94f);
  if (fill_alpha > 0) {
    f.canvas.draw_list()->AddConvexPolyFilled(corners.data(), 6, to_u32(colour, fill_alpha));
  }
  f.canvas.draw_list()->AddPolyline(corners.data(), 6, to_u32(colour), ImDrawFlags_Closed,
                                    std::max(3.0f, f.canvas.zoom() * 0.09f));
}

// The keyboard's cell, inside the cell's outline: the legal (green) ring stays in view.
void mark_key_cell(const Frame& f, rwd::Cell cell) {
  const HexPaint paint = f.at(cell);
  const auto corners = hex_corners(paint.centre, paint.radius * 0.72f);
  f.canvas.draw_list()->AddConvexPolyFilled(corners.data(), 6,
                                            to_u32(theme_colours().accent_strong, 0.3f));
  f.canvas.draw_list()->AddPolyline(corners.data(), 6, to_u32(theme_colours().accent_strong),
                                    ImDrawFlags_Closed, std::max(3.0f, f.canvas.zoom() * 0.09f));
}

// The empty cells next to the map.
std::vector<rwd::Cell> frontier(const rwd::State& s) {
  const rwd::Topology& topology = s.board.topology();
  std::vector<rwd::Cell> out;
  for (rwd::Cell cell : s.board.cells()) {
    for (int e = 0; e < topology.edge_count(); ++e) {
      const rwd::Cell next = topology.neighbour(cell, e);
      if (!s.board.has_tile(next) && std::find(out.begin(), out.end(), next) == out.end()) {
        out.push_back(next);
      }
    }
  }
  return out;
}

// Where the picked tile may go now: empty cells next to the map and tiles it may go on top
// of, each checked with the engine (the rotation never matters for legality).
const std::vector<rwd::Cell>& tile_spots(ViewState& state, const SessionController& session,
                                         const rwd::RiverWoodsMatch& m) {
  const nlohmann::json key = {turn_choices(state), state.tile};
  if (key == state.spots_of) return state.spots;
  state.spots_of = key;
  state.spots.clear();
  std::vector<rwd::Cell> cells = frontier(state.preview);
  const auto& placed = state.preview.board.cells();
  cells.insert(cells.end(), placed.begin(), placed.end());
  for (rwd::Cell cell : cells) {
    rwd::Step step;
    step.kind = rwd::Step::Kind::Place;
    step.tile = m.catalog().terrains[state.tile].id;
    step.at = cell;
    step.on_top = state.preview.board.has_tile(cell);
    if (state.builder.try_step(step, session_check(session)).legal()) state.spots.push_back(cell);
  }
  return state.spots;
}

void draw_frontier(const ViewState& state, const Frame& f) {
  for (rwd::Cell cell : frontier(state.preview)) {
    draw_hex_outline(f.at(cell), to_u32(theme_colours().text_muted, 0.45f), 1.0f);
  }
}

// The picked piece's neighbouring cells with tiles and whether a step there is legal.
const std::vector<Target>& move_targets(ViewState& state, const SessionController& session,
                                        const rwd::RiverWoodsMatch& m) {
  const nlohmann::json key = {turn_choices(state), rwd::piece_name(*state.moving),
                              state.take_tokens, state.drop ? rwd::token_name(*state.drop) : ""};
  if (key == state.targets_of) return state.targets;
  state.targets_of = key;
  state.targets.clear();
  const rwd::State& s = state.preview;
  const int me = state.builder.player();
  const auto& from = s.players[me].pieces[static_cast<int>(*state.moving)];
  if (!from) return state.targets;
  const rwd::Topology& topology = s.board.topology();
  for (int e = 0; e < topology.edge_count(); ++e) {
    const rwd::Cell to = topology.neighbour(*from, e);
    if (!s.board.has_tile(to)) continue;
    const rwd::Step step =
        move_step(s, m.catalog(), me, *state.moving, to, state.take_tokens, state.drop);
    state.targets.push_back({to, state.builder.try_step(step, session_check(session))});
  }
  return state.targets;
}

// Where the Stoat's push goes next: the piece to push, then its path (`legal_only`: only
// cells that lead to a legal push).
std::vector<rwd::Cell> push_cells(const ViewState& state, const SessionController& session,
                                  bool legal_only) {
  const TurnCheck check = session_check(session);
  if (!state.push_target) {
    return push_target_cells(state.builder, state.preview, check, legal_only);
  }
  return push_next_cells(state.builder, state.preview, *state.push_target, state.push_path, check,
                         legal_only);
}

bool summoning(const ViewState& state) {
  return state.builder.action() == rwd::Action::Companion && state.companion >= 0 &&
         state.preview.players[state.builder.player()].companions[static_cast<int>(state.side)] < 0;
}

void tool_marks(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
                const Frame& f) {
  const ThemeColours& p = theme_colours();
  const rwd::Action action = state.builder.action().value_or(rwd::Action::Terrain);
  if (action == rwd::Action::Terrain && state.tile >= 0) {
    draw_frontier(state, f);
    for (rwd::Cell cell : tile_spots(state, session, m)) mark_cell(f, cell, p.legal, 0.0f);
  }
  if (summoning(state)) {
    for (rwd::Cell cell : rwd::summon_cells(state.preview, state.builder.player())) {
      mark_cell(f, cell, p.legal, 0.25f);
    }
  }
  if (action != rwd::Action::Movement) return;
  if (state.pushing) {
    for (rwd::Cell cell : state.push_path) mark_cell(f, cell, p.accent, 0.2f);
    for (rwd::Cell cell : push_cells(state, session, false)) mark_cell(f, cell, p.warning, 0.0f);
  } else if (state.moving) {
    for (const Target& t : move_targets(state, session, m)) {
      mark_cell(f, t.cell, t.verdict.legal() ? p.legal : p.illegal,
                t.verdict.legal() ? 0.22f : 0.0f);
    }
  }
}

void describe_cell(const rwd::RiverWoodsMatch& m, const rwd::State& s, rwd::Cell cell) {
  const auto* stack = s.board.stack(cell);
  if (stack == nullptr) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 20);
  ImGui::TextUnformatted(fill(_("Cell {}"), cell_text(cell)).c_str());
  const rwd::PlacedTile& top = stack->back();
  ImGui::Text("%s: %s", top.tile->id.c_str(), tile_text(*top.tile).c_str());
  if (stack->size() > 1) {
    std::string below;
    for (std::size_t i = stack->size() - 1; i-- > 0;) {
      below += (below.empty() ? "" : ", ") + (*stack)[i].tile->id;
    }
    const auto height = static_cast<unsigned long>(stack->size());
    ImGui::TextDisabled(
        "%s",
        fill(P_("{} tile stacked; below: {}", "{} tiles stacked; below: {}", height), height, below)
            .c_str());
  }
  if (const auto piece = piece_on(s, cell)) {
    // TRANSLATORS: a piece on the map: "Ada's pawn".
    ImGui::TextUnformatted(
        fill(_("{}'s {}"), player_name(m, piece->player), rwd::piece_word(piece->piece)).c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// Returns false when `cell` is not one of the picked piece's steps.
bool target_tooltip(const ViewState& state, rwd::Cell cell) {
  for (const Target& t : state.targets) {
    if (!(t.cell == cell)) continue;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
    if (!t.verdict.legal()) {
      ImGui::TextColored(theme_colours().illegal, "%s", t.verdict.reason().message.c_str());
      ImGui::TextDisabled("%s", fill(_("rule {}"), t.verdict.reason().rule).c_str());
    } else {
      ImGui::TextColored(theme_colours().legal, "%s",
                         fill(_("Step to {}: click"), cell_text(cell)).c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    return true;
  }
  return false;
}

void movement_click(ViewState& state, const SessionController& session,
                    const rwd::RiverWoodsMatch& m, rwd::Cell cell) {
  const rwd::State& s = state.preview;
  const int me = state.builder.player();
  if (state.pushing) {
    if (!state.push_target) {
      if (const auto piece = piece_on(s, cell)) state.push_target = piece;
      return;
    }
    state.push_path.push_back(cell);
    if (state.push_path.size() < 2) return;
    add_push(state, session);
    return;
  }
  if (state.moving) {
    const auto& from = s.players[me].pieces[static_cast<int>(*state.moving)];
    if (from == cell) {
      state.moving.reset();
      return;
    }
    if (from && s.board.topology().adjacent(*from, cell)) {
      add_step(state, session,
               move_step(s, m.catalog(), me, *state.moving, cell, state.take_tokens, state.drop));
      return;
    }
  }
  if (const auto own = piece_on(s, cell, me)) {
    state.moving = own->piece;
    state.moving_auto = false;
  }
}

void handle_click(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
                  rwd::Cell cell) {
  const auto action = state.builder.action();
  if (!action) {
    state.refusal = Illegal{"choose-action", _("Choose a disc and an action first.")};
    return;
  }
  if (*action == rwd::Action::Movement) {
    movement_click(state, session, m, cell);
  } else if (summoning(state)) {
    rwd::Step take;
    take.kind = rwd::Step::Kind::Take;
    take.companion = m.catalog().companions[state.companion].id;
    take.slot = state.slot;
    take.side = state.side;
    take.summon = cell;
    if (add_step(state, session, take)) state.companion = -1;
  }
}

// The cells the arrow keys step through for the active tool: where the picked tile, the
// summoned companion or the picked piece may go (`any`: every cell the tool could point at,
// legal or not), in reading order.
std::vector<rwd::Cell> key_cells(ViewState& state, const SessionController& session,
                                 const rwd::RiverWoodsMatch& m, bool any) {
  std::vector<rwd::Cell> cells;
  const rwd::Action action = state.builder.action().value_or(rwd::Action::Terrain);
  if (action == rwd::Action::Terrain && state.tile >= 0) {
    if (any) {
      cells = frontier(state.preview);
      const auto& placed = state.preview.board.cells();
      cells.insert(cells.end(), placed.begin(), placed.end());
    } else {
      cells = tile_spots(state, session, m);
    }
  } else if (summoning(state)) {
    cells = rwd::summon_cells(state.preview, state.builder.player());
  } else if (action == rwd::Action::Movement && state.pushing) {
    cells = push_cells(state, session, !any);
  } else if (action == rwd::Action::Movement && state.moving) {
    for (const Target& t : move_targets(state, session, m)) {
      if (any || t.verdict.legal()) cells.push_back(t.cell);
    }
  }
  std::sort(cells.begin(), cells.end(), reads_before);
  return cells;
}

bool tool_in_hand(const ViewState& state) {
  const rwd::Action action = state.builder.action().value_or(rwd::Action::Terrain);
  return (action == rwd::Action::Terrain && state.tile >= 0) || summoning(state) ||
         (action == rwd::Action::Movement && (state.moving || state.pushing));
}

// A tool just taken up (a tile or a companion picked, a piece to move, a step added with
// it) starts on its first legal cell: a placed tile's the one nearest the main piece, so
// Enter alone adds the step a player most often wants and arrows go from there. A push
// keeps choosing its piece first.
void preset_key_cell(ViewState& state, const SessionController& session,
                     const rwd::RiverWoodsMatch& m) {
  // Without an action chosen a tile still picked from the last turn is no tool yet.
  const bool armed = state.builder.action() && tool_in_hand(state) && !state.pushing;
  nlohmann::json tool = nullptr;
  if (armed) {
    tool = {static_cast<int>(state.builder.action().value_or(rwd::Action::Terrain)), state.tile,
            state.companion, state.moving ? static_cast<int>(*state.moving) : -1,
            state.builder.steps().size()};
  }
  if (tool == state.key_tool_of) return;
  state.key_tool_of = tool;
  if (!armed) return;
  const bool placing = state.builder.action() == rwd::Action::Terrain;
  const auto& main =
      state.preview.players[state.builder.player()].pieces[static_cast<int>(rwd::Piece::Main)];
  state.key_cell =
      first_spot(key_cells(state, session, m, false), placing ? main : std::optional<rwd::Cell>());
}

// The arrow pressed this frame (with Shift: `any`, every cell the tool could point at).
std::optional<Arrow> map_arrow(bool& any) {
  for (const bool shift : {false, true}) {
    any = shift;
    if (shortcut(GLFW_KEY_RIGHT, false, shift)) return Arrow::right;
    if (shortcut(GLFW_KEY_LEFT, false, shift)) return Arrow::left;
    if (shortcut(GLFW_KEY_DOWN, false, shift)) return Arrow::down;
    if (shortcut(GLFW_KEY_UP, false, shift)) return Arrow::up;
  }
  return std::nullopt;
}

// Arrows move the keyboard's cell to the nearest of the tool's cells their way; a moved
// mouse or a changed tool gives the choice back to the mouse.
void step_key_cell(ViewState& state, const SessionController& session,
                   const rwd::RiverWoodsMatch& m) {
  const ImGuiIO& io = ImGui::GetIO();
  if (state.canvas.hovered() && (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
    state.key_cell.reset();
  }
  if (tool_in_hand(state)) claim_board_keys();
  preset_key_cell(state, session, m);
  if (state.pushing) {
    // A push's few pieces and cells stay in reading order, as its choices list them.
    const SpotStep step = spot_step_keys();
    if (step == SpotStep::none) return;
    state.key_cell = step_spot(key_cells(state, session, m, steps_any(step)), state.key_cell, step,
                               reads_before);
    return;
  }
  bool any = false;
  const std::optional<Arrow> arrow = map_arrow(any);
  if (!arrow) return;
  const std::vector<rwd::Cell> cells = key_cells(state, session, m, any);
  if (!state.key_cell) {
    state.key_cell = first_spot(cells, std::nullopt);
    return;
  }
  state.key_cell = spot_towards(cells, *state.key_cell, *arrow);
}

// A key to the terrain letters in the canvas's lower left corner, in as many rows as the
// canvas's width needs. On a short canvas (large fonts) only the lettered swatches, so the
// key covers little of the map. Returns the height it takes from the canvas's bottom.
float legend(const BoardCanvas& canvas) {
  static const rwd::Terrain kTerrains[] = {rwd::Terrain::Pink, rwd::Terrain::Green,
                                           rwd::Terrain::Yellow, rwd::Terrain::Purple,
                                           rwd::Terrain::River};
  constexpr float kNamesFromEm = 14.0f;  // canvas height that leaves room for the names
  ImDrawList* draw = canvas.draw_list();
  const float h = ImGui::GetTextLineHeight();
  const float pad = h * 0.35f;
  const float room = canvas.screen_max().x - canvas.screen_min().x - 16 - pad * 2;
  const bool names =
      canvas.screen_max().y - canvas.screen_min().y >= ImGui::GetFontSize() * kNamesFromEm;
  std::vector<std::vector<rwd::Terrain>> rows(1);
  std::vector<float> widths(1, 0.0f);
  const auto item_width = [&](rwd::Terrain t) {
    if (!names) return h;
    return h + pad * 0.5f + ImGui::CalcTextSize(rwd::terrain_word(t).c_str()).x;
  };
  for (rwd::Terrain t : kTerrains) {
    const float w = item_width(t) + (rows.back().empty() ? 0.0f : pad);
    if (!rows.back().empty() && widths.back() + w > room) {
      rows.emplace_back();
      widths.push_back(0.0f);
    }
    widths.back() += rows.back().empty() ? item_width(t) : w;
    rows.back().push_back(t);
  }
  const float line = h + pad * 0.5f;
  const float height = line * static_cast<float>(rows.size()) + pad * 1.5f;
  const float width = *std::max_element(widths.begin(), widths.end()) + pad * 2;
  const ImVec2 corner(canvas.screen_min().x + 8, canvas.screen_max().y - height - 8);
  draw->AddRectFilled(corner, ImVec2(corner.x + width, corner.y + height),
                      to_u32(theme_colours().surface, 0.88f), 4.0f);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    ImVec2 at(corner.x + pad, corner.y + pad + line * static_cast<float>(r));
    for (rwd::Terrain t : rows[r]) {
      const TerrainLook& look = terrain_look(t);
      draw->AddRectFilled(at, ImVec2(at.x + h, at.y + h), look.fill, 3.0f);
      draw_text_centred(draw, ImVec2(at.x + h * 0.5f, at.y + h * 0.5f), h * 0.8f, look.ink,
                        look.letter);
      if (names) {
        const std::string name = rwd::terrain_word(t);
        draw->AddText(ImVec2(at.x + h + pad * 0.5f, at.y), to_u32(theme_colours().text),
                      name.c_str());
      }
      at.x += item_width(t) + pad;
    }
  }
  return height + 8;
}

// A tile just placed in the turn being entered comes into view if it landed outside it;
// the camera stays otherwise.
void reveal_new_tiles(ViewState& state) {
  std::size_t places = 0;
  for (const auto& step : state.builder.steps()) {
    if (step.kind != rwd::Step::Kind::Place) continue;
    if (++places <= state.places_seen) continue;
    const ImVec2 c = hex_centre(step.at);
    const float half_width = 0.5f * std::sqrt(3.0f);  // a pointy-top hex of radius 1
    state.canvas.reveal(ImVec2(c.x - half_width, c.y - 1.0f), ImVec2(c.x + half_width, c.y + 1.0f));
  }
  state.places_seen = places;
}

}  // namespace

bool add_and_confirm_pressed() {
  return shortcut(GLFW_KEY_ENTER, true) || shortcut(GLFW_KEY_KP_ENTER, true);
}

void draw_map(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
              ImVec2 size) {
  BoardCanvas& canvas = state.canvas;
  ImVec2 lo, hi;
  bounds(state.preview, state.live, lo, hi);
  canvas.set_content_bounds(lo, hi);
  if (state.fit_frames > 0) {
    --state.fit_frames;
    canvas.request_fit();
  }
  reveal_new_tiles(state);
  if (canvas.begin("rwd-map", size)) {
    const Frame frame{canvas};
    draw_tiles(state, frame);
    tool_marks(state, session, m, frame);
    draw_pieces(state, frame);
    // A fit (Fit, a new font scale) leaves the key's strip to it: it never covers a cell.
    canvas.set_fit_inset_bottom(legend(canvas));
    const bool placing =
        state.live && state.builder.action() == rwd::Action::Terrain && state.tile >= 0;
    if (state.live) step_key_cell(state, session, m);
    if (placing) {
      draw_ghost(state, session, m);
    } else if (state.key_cell) {
      mark_key_cell(frame, *state.key_cell);
      const bool and_confirm = add_and_confirm_pressed();
      if (enter_pressed() || and_confirm) {
        const rwd::Cell cell = *state.key_cell;
        state.key_cell.reset();
        const std::size_t steps = state.builder.steps().size();
        handle_click(state, session, m, cell);
        state.confirm_next = and_confirm && state.builder.steps().size() > steps;
      }
    } else if (const auto at = canvas.hover_world()) {
      const rwd::Cell cell = cell_at(*at);
      const bool target =
          state.live && state.moving && !state.pushing && target_tooltip(state, cell);
      if (!target) describe_cell(m, state.preview, cell);
      if (state.live && canvas.clicked()) handle_click(state, session, m, cell);
    }
  }
  canvas.end();
}

}  // namespace trib::ui::woods_ui
