// Protected lands on the board: tinted and outlined; the land the score panel points at
// (highlight {"land": "A", "cell": [r, c]}, or {"lands": "protected"} for all of them) drawn
// emphasised and labelled with its points. Labels appear only then, so that they never
// cover the animals and goals that earn the points
// with the goal's cell ringed.

#include <algorithm>
#include <cfloat>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/view_state.h"

namespace trib::ui::rw_ui {

namespace {

struct Highlight {
  int land = -1;
  bool all_protected = false;
  std::optional<rw::CellPos> cell;

  bool covers(int index, const rw::Land& l) const {
    return index == land || (all_protected && l.is_protected);
  }
};

Highlight read_highlight(const nlohmann::json& h, const rw::LayoutScore& score) {
  Highlight out;
  if (!h.is_object()) return out;
  const auto lands = h.find("lands");
  out.all_protected = lands != h.end() && *lands == "protected";
  const auto land = h.find("land");
  if (land != h.end() && land->is_string()) {
    for (std::size_t i = 0; i < score.map.lands.size(); ++i) {
      if (rw::land_name(static_cast<int>(i)) == land->get<std::string>()) {
        out.land = static_cast<int>(i);
      }
    }
  }
  const auto cell = h.find("cell");
  if (cell != h.end() && cell->is_array() && cell->size() == 2 && (*cell)[0].is_number_integer() &&
      (*cell)[1].is_number_integer()) {
    out.cell = rw::CellPos{(*cell)[0].get<int>(), (*cell)[1].get<int>()};
  }
  return out;
}

// Fill and border of one land; the border runs along every edge to a cell of another land.
void land_shape(const BoardCanvas& canvas, const rw::LandMap& map, int index, ImU32 fill,
                ImU32 edge, float thickness) {
  for (const rw::CellPos& c : map.lands[index].cells) {
    const ImVec2 a(static_cast<float>(c.col), static_cast<float>(c.row));
    canvas.rect_filled(a, ImVec2(a.x + 1, a.y + 1), fill);
  }
  for (const rw::CellPos& c : map.lands[index].cells) {
    const float x = static_cast<float>(c.col);
    const float y = static_cast<float>(c.row);
    if (map.land_at({c.row - 1, c.col}) != index) canvas.line({x, y}, {x + 1, y}, edge, thickness);
    if (map.land_at({c.row + 1, c.col}) != index) {
      canvas.line({x, y + 1}, {x + 1, y + 1}, edge, thickness);
    }
    if (map.land_at({c.row, c.col - 1}) != index) canvas.line({x, y}, {x, y + 1}, edge, thickness);
    if (map.land_at({c.row, c.col + 1}) != index) {
      canvas.line({x + 1, y}, {x + 1, y + 1}, edge, thickness);
    }
  }
}

// The land cell nearest to the land's centre of mass: where its label goes.
ImVec2 label_anchor(const rw::Land& land) {
  float sr = 0, sc = 0;
  for (const rw::CellPos& c : land.cells) {
    sr += static_cast<float>(c.row);
    sc += static_cast<float>(c.col);
  }
  const float n = static_cast<float>(land.cells.size());
  const ImVec2 mean(sc / n, sr / n);
  ImVec2 best(0, 0);
  float best_d = FLT_MAX;
  for (const rw::CellPos& c : land.cells) {
    const float dx = static_cast<float>(c.col) - mean.x;
    const float dy = static_cast<float>(c.row) - mean.y;
    if (dx * dx + dy * dy < best_d) {
      best_d = dx * dx + dy * dy;
      best = ImVec2(static_cast<float>(c.col) + 0.5f, static_cast<float>(c.row) + 0.5f);
    }
  }
  return best;
}

void points_label(const BoardCanvas& canvas, ImVec2 world, const std::string& text, ImU32 border) {
  const float font_px = ImGui::GetFontSize();
  const float px = std::clamp(canvas.zoom() * 0.5f, font_px * 0.7f, font_px);
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0.0f, text.c_str());
  const ImVec2 c = canvas.to_screen(world);
  const ImVec2 min(c.x - extent.x * 0.5f - 5, c.y - extent.y * 0.5f - 2);
  const ImVec2 max(c.x + extent.x * 0.5f + 5, c.y + extent.y * 0.5f + 2);
  ImDrawList* draw = canvas.draw_list();
  draw->AddRectFilled(min, max, IM_COL32(18, 22, 28, 215), px * 0.4f);
  draw->AddRect(min, max, border, px * 0.4f, 0, 1.5f);
  draw->AddText(font, px, ImVec2(min.x + 5, min.y + 2), IM_COL32(250, 240, 210, 255), text.c_str());
}

}  // namespace

void draw_lands(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m) {
  (void)m;
  const bool best = state.best_score != nullptr;
  if (!best && !state.score) return;
  const rw::LayoutScore& score = best ? *state.best_score : *state.score;
  // The score sheet's lines point into the player's layout, not the best one.
  const Highlight highlight = read_highlight(best ? nlohmann::json() : session.highlight(), score);
  const ThemeColours& p = theme_colours();
  const ImU32 gold_fill = to_u32(p.gold, 0.22f);
  const ImU32 edge = to_u32(p.gold, 0.95f);
  for (std::size_t i = 0; i < score.map.lands.size(); ++i) {
    const int index = static_cast<int>(i);
    const rw::Land& land = score.map.lands[i];
    if (highlight.covers(index, land)) {
      land_shape(state.canvas, score.map, index, to_u32(p.accent, 0.55f),
                 IM_COL32(255, 255, 255, 235), 4.0f);
    } else if (land.is_protected) {
      land_shape(state.canvas, score.map, index, gold_fill, edge, 2.0f);
    }
  }
  if (highlight.cell) {
    const ImVec2 centre(static_cast<float>(highlight.cell->col) + 0.5f,
                        static_cast<float>(highlight.cell->row) + 0.5f);
    state.canvas.circle(centre, 1.1f, IM_COL32(255, 255, 255, 240), 5.0f);
    state.canvas.circle(centre, 1.1f, to_u32(p.accent_strong), 2.5f);
  }
  for (std::size_t i = 0; i < score.map.lands.size(); ++i) {
    const rw::Land& land = score.map.lands[i];
    const int index = static_cast<int>(i);
    if (!land.is_protected || land.cells.empty() || !highlight.covers(index, land)) continue;
    const rw::LandScore& s = score.lands[i];
    // TRANSLATORS: a land's points on the board, abbreviated.
    const std::string points = fill(P_("{} pt", "{} pts", s.points), s.points);
    const std::string text = rw::land_name(index) + (s.largest ? " \u2605 " : " \u00b7 ") + points;
    points_label(state.canvas, label_anchor(land), text, to_u32(p.accent_strong));
  }
}

}  // namespace trib::ui::rw_ui
