// One player's river on its canvas: the starting tile and the placed tiles drawn from
// their definitions (oxbow lakes in still water), faint outlines of the empty cells next
// to the river, a tooltip for the square under the cursor, and the calls to the
// overlays and the ghost preview. Caches are keyed on the session's revision.

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/wodny-szlak/board.h"
#include "games/wodny-szlak/scoring.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/wodny-szlak/tile_art.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

// The player whose breakdown holds `highlight` (the shown one first), or -1.
int highlight_owner(const SessionController& session, const nlohmann::json& highlight, int shown) {
  const auto& players = session.scoreboard().players;
  auto has = [&](std::size_t p) {
    return std::any_of(players[p].breakdown.begin(), players[p].breakdown.end(),
                       [&](const BreakdownLine& line) { return line.highlight == highlight; });
  };
  if (shown >= 0 && static_cast<std::size_t>(shown) < players.size() && has(shown)) return shown;
  for (std::size_t p = 0; p < players.size(); ++p) {
    if (has(p)) return static_cast<int>(p);
  }
  return -1;
}

void bounds(const ws::Board& board, bool open, ImVec2& lo, ImVec2& hi) {
  lo = ImVec2(FLT_MAX, FLT_MAX);
  hi = ImVec2(-FLT_MAX, -FLT_MAX);
  for (const ws::PlacedSquare& sq : board.squares) {
    lo = ImVec2(std::min(lo.x, world(sq.cell).x), std::min(lo.y, world(sq.cell).y));
    hi = ImVec2(std::max(hi.x, world(sq.cell, 1, 1).x), std::max(hi.y, world(sq.cell, 1, 1).y));
  }
  const float margin = open ? 1.0f : 0.25f;
  lo = ImVec2(lo.x - margin, lo.y - margin);
  hi = ImVec2(hi.x + margin, hi.y + margin);
}

void draw_squares(const BoardCanvas& canvas, const ws::Catalog& catalog, const ws::Board& board,
                  const ws::Networks& networks) {
  const float z = canvas.zoom();
  draw_start({canvas.draw_list(), canvas.to_screen(ImVec2(0, 0)), z}, catalog.starts[board.start]);
  for (std::size_t i = 2; i < board.squares.size(); ++i) {
    const ws::PlacedSquare& sq = board.squares[i];
    const bool oxbow = sq.arms != 0 && !networks.on_main_river(static_cast<int>(i));
    TilePaint paint{canvas.draw_list(), canvas.to_screen(world(sq.cell)), z};
    paint.still_water = oxbow;
    draw_square(paint, catalog.tiles[sq.tile].square, sq.rot);
  }
}

void frontier_hints(const BoardCanvas& canvas, const PlayerCache& cache) {
  const ImU32 colour = to_u32(theme_colours().text_muted, 0.35f);
  for (ws::Cell c : cache.frontier) {
    canvas.rect(world(c, 0.06f, 0.06f), world(c, 0.94f, 0.94f), colour, 1.0f, 0.06f);
  }
}

const char* region_name(ws::Region r) {
  switch (r) {
    case ws::Region::Start:
      return _("starting tile");
    case ws::Region::Upstream:
      return _("main river, upstream of the start");
    case ws::Region::Downstream:
      return _("main river, downstream of the start");
    case ws::Region::Oxbow:
      return _("oxbow lake (no flow)");
  }
  return "";
}

// With nothing picked, the square under the cursor is described in a tooltip.
void hover_tooltip(const ViewState& state, const ws::WodnySzlakMatch& m) {
  if (state.selected >= 0) return;
  const auto at = state.canvases[state.player].hover_world();
  if (!at) return;
  const ws::Cell cell{static_cast<int>(std::floor(at->x)), static_cast<int>(std::floor(at->y))};
  const ws::Board& board = m.board(state.player);
  const PlayerCache& cache = state.cache[state.player];
  const int i = board.find(cell);
  if (i < 0) {
    if (cache.dead && std::find(cache.dead->begin(), cache.dead->end(), cell) != cache.dead->end())
      ImGui::SetTooltip(
          "%s",
          fill(_("({}, {}): dead gap, no tile still in play fits here"), cell.x, cell.y).c_str());
    return;
  }
  const ws::PlacedSquare& sq = board.squares[i];
  ImGui::BeginTooltip();
  if (sq.tile >= 0) {
    tile_preview(m.catalog(), sq.tile, sq.rot, ImGui::GetFontSize() * 5);
  } else {
    start_preview(m.catalog(), board.start, ImGui::GetFontSize() * 4);
  }
  ImGui::TextUnformatted((sq.rot
                              ? fill(_("at ({}, {}), turned {}\u00b0"), cell.x, cell.y, sq.rot * 90)
                              : fill(_("at ({}, {})"), cell.x, cell.y))
                             .c_str());
  const bool river = sq.arms != 0;
  if (river) ImGui::TextDisabled("%s", region_name(cache.flow.squares[i].region));
  for (const ws::MillResult& mill : cache.parts.mills) {
    if (mill.square != i) continue;
    const bool sacks = mill.obstacle.kind == ws::ObstacleKind::Mill;
    const char* pattern = sacks ? (mill.oxbow    ? _("{} of {} sacks arrive: on an oxbow lake, "
                                                        "scores nothing")
                                   : mill.scored ? _("{} of {} sacks arrive: scores its pennant")
                                                 : _("{} of {} sacks arrive"))
                                : (mill.oxbow    ? _("{} of {} wood arrive: on an oxbow lake, "
                                                        "scores nothing")
                                   : mill.scored ? _("{} of {} wood arrive: scores its pennant")
                                                 : _("{} of {} wood arrive"));
    ImGui::TextUnformatted(fill(pattern, mill.delivered, mill.obstacle.needs).c_str());
  }
  ImGui::EndTooltip();
}

}  // namespace

void sync_state(ViewState& state, const SessionController& session, const ws::WodnySzlakMatch& m) {
  const int n = m.player_count();
  StateKey key = state_key(session);
  if (!(key == state.key) || static_cast<int>(state.cache.size()) != n) {
    const bool other = key.session != state.key.session || key.title != state.key.title ||
                       static_cast<int>(state.canvases.size()) != n;
    state.key = std::move(key);
    if (other) {
      state.canvases.assign(n, BoardCanvas());
      state.fit_frames.assign(n, 3);
      state.player = 0;
      state.select_tab = 0;
      state.selected = -1;
      state.rot = 0;
      state.search.clear();
      state.last_highlight = nullptr;
    }
    // After an undo, the tab of the player whose move was taken back.
    const nlohmann::json* undone = session.last_undone();
    if (!other && undone != nullptr && session.move_total() < state.moves) {
      const int mover = undone->value("player", 0);
      if (mover >= 0 && mover < n) state.select_tab = mover;
    }
    state.moves = session.move_total();
    // A tile just placed comes into view if it landed outside it; the camera stays otherwise.
    state.placed_seen.resize(n, 0);
    for (int p = 0; p < n; ++p) {
      const ws::Board& board = m.board(p);
      if (!other && board.placements() > state.placed_seen[p]) {
        const ws::Cell cell = board.squares.back().cell;
        state.canvases[p].reveal(world(cell), world(cell, 1, 1));
      }
      state.placed_seen[p] = board.placements();
    }
    state.names = m.players();
    state.cache.assign(n, PlayerCache());
    for (int p = 0; p < n; ++p) {
      PlayerCache& c = state.cache[p];
      c.parts = m.score_parts(p);
      c.flow = m.flow(p);
      c.networks = m.networks(p);
      c.frontier = ws::frontier(m.board(p));
    }
    state.spots_player = state.spots_tile = -1;
    state.spots.clear();
    state.key_spot.reset();
    state.checked = nullptr;
    state.verdict = legal();
    if (state.selected >= 0 && !m.tile_available(state.selected)) state.selected = -1;
  }
  state.player = std::clamp(state.player, 0, n - 1);
  if (session.highlight() != state.last_highlight) {
    state.last_highlight = session.highlight();
    const int owner = highlight_owner(session, state.last_highlight, state.player);
    if (owner >= 0 && owner != state.player) state.select_tab = owner;
  }
}

namespace {

// `spots` best first: the points the player's river would score with `tile` there (what the
// arrow keys step through from the first), ties in reading order.
void rank_spots(std::vector<ws::Spot>& spots, const ws::WodnySzlakMatch& m, int player, int tile) {
  std::vector<std::pair<double, ws::Spot>> ranked;
  for (const ws::Spot& spot : spots) {
    ws::Board board = m.board(player);
    ws::place_tile(board, m.catalog(), tile, spot.cell, spot.rot);
    ranked.emplace_back(ws::score_parts(m.catalog(), board).total(), spot);  // no labels needed
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first > b.first;
    const ws::Cell& p = a.second.cell;
    const ws::Cell& q = b.second.cell;
    if (p.y != q.y) return p.y < q.y;
    return p.x != q.x ? p.x < q.x : a.second.rot < b.second.rot;
  });
  for (std::size_t i = 0; i < spots.size(); ++i) spots[i] = ranked[i].second;
}

}  // namespace

const std::vector<ws::Spot>& selected_spots(ViewState& state, const ws::WodnySzlakMatch& m) {
  if (state.spots_player != state.player || state.spots_tile != state.selected) {
    state.spots =
        state.selected >= 0 ? m.legal_spots(state.player, state.selected) : std::vector<ws::Spot>{};
    rank_spots(state.spots, m, state.player, state.selected);
    state.key_spot.reset();
    state.spots_player = state.player;
    state.spots_tile = state.selected;
  }
  return state.spots;
}

const std::vector<ws::Cell>& dead_gaps(ViewState& state, const ws::WodnySzlakMatch& m, int player) {
  auto& dead = state.cache[player].dead;
  if (!dead) dead = m.dead_gaps(player);
  return *dead;
}

bool tile_fits(ViewState& state, const ws::WodnySzlakMatch& m, int player, int tile) {
  auto& fits = state.cache[player].fits;
  if (!fits) {
    fits.emplace(m.catalog().tiles.size(), 0);
    for (std::size_t t = 0; t < fits->size(); ++t) {
      (*fits)[t] = !m.legal_spots(player, static_cast<int>(t)).empty();
    }
  }
  return (*fits)[tile] != 0;
}

std::optional<nlohmann::json> draw_river(ViewState& state, SessionController& session,
                                         const ws::WodnySzlakMatch& m, ImVec2 size) {
  const int p = state.player;
  BoardCanvas& canvas = state.canvases[p];
  const ws::Board& board = state.best_board != nullptr ? *state.best_board : m.board(p);
  const bool open = !session.read_only() && board.placements() < ws::kPlacementsPerPlayer;
  ImVec2 lo, hi;
  bounds(board, open, lo, hi);
  canvas.set_content_bounds(lo, hi);
  if (state.fit_frames[p] > 0) {
    --state.fit_frames[p];
    canvas.request_fit();
  }
  std::optional<nlohmann::json> move;
  if (canvas.begin("ws-river", size)) {
    if (state.best_board != nullptr) {  // the analysis' river, to look at only
      draw_squares(canvas, m.catalog(), board, ws::find_networks(m.catalog(), board));
    } else {
      if (open) frontier_hints(canvas, state.cache[p]);
      draw_squares(canvas, m.catalog(), board, state.cache[p].networks);
      draw_overlays(state, m);
      draw_highlight(state, session, m);
      move = draw_ghost(state, session, m);
      hover_tooltip(state, m);
    }
  }
  canvas.end();
  return move;
}

}  // namespace trib::ui::ws_ui
