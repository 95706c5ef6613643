// What the rules make of one player's river, drawn over the tiles: flow chevrons on the
// main river, oxbow lakes veiled, each mill's delivered/needed badge, dead gaps crossed
// out, the picked tile's legal spots, and the score panel's selected line (a mill, the
// port route, a meadow).

#include <algorithm>
#include <cstdio>

#include "session/controller.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/wodny-szlak/tile_art.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

ImVec2 centre(ws::Cell c) {
  return world(c, 0.5f, 0.5f);
}

void oxbows(const BoardCanvas& canvas, const ws::Board& board, const PlayerCache& cache) {
  const ImU32 veil = IM_COL32(40, 56, 64, 70);
  const ImU32 hatch = IM_COL32(30, 44, 50, 90);
  for (std::size_t i = 2; i < board.squares.size(); ++i) {
    if (board.squares[i].arms == 0 || cache.networks.on_main_river(static_cast<int>(i))) continue;
    const ws::Cell c = board.squares[i].cell;
    canvas.rect_filled(world(c), world(c, 1, 1), veil);
    for (float t : {0.25f, 0.5f, 0.75f}) {
      canvas.line(world(c, t, 0), world(c, 0, t), hatch, 1.0f);
      canvas.line(world(c, 1, t), world(c, t, 1), hatch, 1.0f);
    }
  }
}

// One chevron per river connection of the main river and at every open end of a placed
// tile, on the edge; the starting tile's inlets and outlet carry printed arrows instead.
void flow_arrows(const BoardCanvas& canvas, const ws::Board& board, const PlayerCache& cache) {
  const float size = 0.15f * canvas.zoom();
  if (size < 5.0f) return;
  const ImU32 fill = IM_COL32(226, 242, 255, 235);
  for (std::size_t i = 0; i < board.squares.size(); ++i) {
    const ws::SquareFlow& f = cache.flow.squares[i];
    if (f.region == ws::Region::Oxbow) continue;
    for (ws::Edge e : ws::kEdges) {
      const bool out = (f.outflow & ws::bit(e)) != 0, in = (f.inflow & ws::bit(e)) != 0;
      if (!out && !in) continue;
      const int j = board.river_neighbour(static_cast<int>(i), e);
      if (j >= 0 && !out) continue;  // drawn from the upstream side
      // The starting tile's inlets and outlet carry printed arrows already.
      if ((i < 2) != (j >= 0 && j < 2)) continue;
      const float dx = static_cast<float>(ws::dx(e)), dy = static_cast<float>(ws::dy(e));
      const ImVec2 at =
          canvas.to_screen(world(board.squares[i].cell, 0.5f + dx * 0.5f, 0.5f + dy * 0.5f));
      const float sign = out ? 1.0f : -1.0f;
      draw_chevron(canvas.draw_list(), at, dx * sign, dy * sign, size, fill);
    }
  }
}

void mill_badges(const BoardCanvas& canvas, const ws::Board& board, const PlayerCache& cache) {
  const float px = std::min(0.17f * canvas.zoom(), 16.0f);
  if (px < 7.0f) return;
  ImFont* font = fonts().bold ? fonts().bold : ImGui::GetFont();
  for (const ws::MillResult& mill : cache.parts.mills) {
    char text[32];
    std::snprintf(text, sizeof text, "%d/%d", mill.delivered, mill.obstacle.needs);
    const ImVec4& colour = mill.oxbow    ? theme_colours().text_muted
                           : mill.scored ? theme_colours().legal
                                         : theme_colours().warning;
    const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0.0f, text);
    const ImVec2 a = canvas.to_screen(world(board.squares[mill.square].cell, 0.04f, 0.96f));
    const ImVec2 min(a.x, a.y - extent.y - 4), max(a.x + extent.x + 8, a.y);
    canvas.draw_list()->AddRectFilled(min, max, IM_COL32(20, 24, 28, 225), 4.0f);
    canvas.draw_list()->AddRect(min, max, to_u32(colour), 4.0f, 0, 1.5f);
    canvas.draw_list()->AddText(font, px, ImVec2(min.x + 4, min.y + 2), to_u32(colour), text);
  }
}

void dead_cells(const BoardCanvas& canvas, const std::vector<ws::Cell>& dead) {
  const ImU32 colour = to_u32(theme_colours().illegal, 0.85f);
  for (ws::Cell c : dead) {
    canvas.rect_filled(world(c, 0.06f, 0.06f), world(c, 0.94f, 0.94f),
                       to_u32(theme_colours().illegal, 0.14f), 0.06f);
    canvas.line(world(c, 0.3f, 0.3f), world(c, 0.7f, 0.7f), colour, 2.5f);
    canvas.line(world(c, 0.7f, 0.3f), world(c, 0.3f, 0.7f), colour, 2.5f);
  }
}

void legal_spots(ViewState& state, const ws::WodnySzlakMatch& m) {
  const BoardCanvas& canvas = state.canvases[state.player];
  const ImU32 edge = to_u32(theme_colours().legal, 0.9f);
  for (const ws::Spot& s : selected_spots(state, m)) {
    const bool here = s.rot == state.rot;
    canvas.rect_filled(world(s.cell, 0.08f, 0.08f), world(s.cell, 0.92f, 0.92f),
                       to_u32(theme_colours().legal, here ? 0.16f : 0.06f), 0.06f);
    canvas.rect(world(s.cell, 0.08f, 0.08f), world(s.cell, 0.92f, 0.92f), edge, here ? 2.5f : 1.0f,
                0.06f);
    if (here) canvas.circle_filled(centre(s.cell), 0.08f, edge);
  }
}

bool read_cell(const nlohmann::json& v, ws::Cell& out) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
    return false;
  out = ws::Cell{v[0].get<int>(), v[1].get<int>()};
  return true;
}

// The port route names the starting tile as (0,0); a lone (0,0) on a start half without
// an obstacle is the starting tile as well.
bool means_start(const ws::WodnySzlakMatch& m, const ws::Board& board, ws::Cell c) {
  return c == ws::Cell{0, 0} && !m.catalog().starts[board.start].squares[0].obstacle;
}

void highlight_cells(const BoardCanvas& canvas, const ws::WodnySzlakMatch& m,
                     const ws::Board& board, const nlohmann::json& cells) {
  const ImU32 gold = to_u32(theme_colours().gold), veil = to_u32(theme_colours().gold, 0.22f);
  std::vector<ImVec2> path;
  for (const nlohmann::json& v : cells) {
    ws::Cell c;
    if (!read_cell(v, c)) continue;
    const bool start = means_start(m, board, c);
    const ImVec2 a = world(c), b = start ? world(c, 2, 1) : world(c, 1, 1);
    canvas.rect_filled(a, b, veil);
    canvas.rect(ImVec2(a.x + 0.04f, a.y + 0.04f), ImVec2(b.x - 0.04f, b.y - 0.04f), gold, 3.5f);
    path.push_back(centre(c));
  }
  // The route as a line through the tiles; the starting tile's end is the half beside
  // its neighbour on the route.
  for (std::size_t i = 0; i < path.size() && path.size() > 1; ++i) {
    if (path[i].x != 0.5f || path[i].y != 0.5f || !means_start(m, board, {0, 0})) continue;
    const ImVec2 next = path[i + 1 < path.size() ? i + 1 : i - 1];
    if (next.x > 1.0f) path[i].x = 1.5f;
  }
  if (path.size() > 1)
    canvas.polyline(path.data(), static_cast<int>(path.size()), gold, false, 3.0f);
}

}  // namespace

void draw_overlays(ViewState& state, const ws::WodnySzlakMatch& m) {
  const int p = state.player;
  const BoardCanvas& canvas = state.canvases[p];
  const ws::Board& board = m.board(p);
  const PlayerCache& cache = state.cache[p];
  oxbows(canvas, board, cache);
  flow_arrows(canvas, board, cache);
  mill_badges(canvas, board, cache);
  const bool open = board.placements() < ws::kPlacementsPerPlayer && !m.finished();
  if (state.show_dead && open) dead_cells(canvas, dead_gaps(state, m, p));
  if (state.show_legal && state.selected >= 0) legal_spots(state, m);
}

void draw_highlight(const ViewState& state, const SessionController& session,
                    const ws::WodnySzlakMatch& m) {
  const nlohmann::json& h = session.highlight();
  if (!h.is_object()) return;
  const auto& players = session.scoreboard().players;
  if (static_cast<std::size_t>(state.player) >= players.size()) return;
  const auto& lines = players[state.player].breakdown;
  if (std::none_of(lines.begin(), lines.end(), [&](const auto& l) { return l.highlight == h; }))
    return;
  const BoardCanvas& canvas = state.canvases[state.player];
  if (h.contains("cells") && h["cells"].is_array()) {
    highlight_cells(canvas, m, m.board(state.player), h["cells"]);
  }
  ws::Cell corner;
  if (h.contains("corner") && read_cell(h["corner"], corner)) {
    const ImVec2 c = world(corner);
    canvas.circle_filled(c, 0.36f, to_u32(theme_colours().gold, 0.35f));
    canvas.circle(c, 0.36f, to_u32(theme_colours().gold), 3.5f);
  }
}

}  // namespace trib::ui::ws_ui
