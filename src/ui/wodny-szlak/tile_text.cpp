// Tile summaries in words (palette search, tooltips) and the tooltip previews.

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/wodny-szlak/words.h"
#include "ui/platform/theme.h"
#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::ws_ui {

namespace {

void add(std::string& out, const std::string& part) {
  if (!out.empty()) out += " \u00b7 ";
  out += part;
}

std::string cargo_name(ws::Cargo kind, int count) {
  // TRANSLATORS: pieces of wood a tile's river carries to a sawmill.
  if (kind == ws::Cargo::Wood) return fill(P_("{} wood", "{} wood", count), count);
  return fill(P_("{} sack", "{} sacks", count), count);
}

}  // namespace

std::string square_summary(const ws::Square& sq) {
  std::string out;
  if (sq.obstacle) {
    const bool mill = sq.obstacle->kind == ws::ObstacleKind::Mill;
    const int needs = sq.obstacle->needs;
    // TRANSLATORS: "mill 3 | 2 sacks": worth 3 points, needs 2 sacks.
    add(out,
        mill ? fill(P_("mill {} | {} sack", "mill {} | {} sacks", needs), sq.obstacle->value, needs)
             : fill(P_("sawmill {} | {} wood", "sawmill {} | {} wood", needs), sq.obstacle->value,
                    needs));
  }
  for (const ws::CargoItem& item : sq.cargo) {
    std::string part = cargo_name(item.kind, item.count);
    // TRANSLATORS: "1 sack on arm N": the cargo floats on the river arm at the N edge.
    if (item.arm) part = fill(_("{} on arm {}"), part, ws::edge_words(*item.arm));
    add(out, part);
  }
  if (sq.ports > 0)
    add(out, sq.ports == 1 ? std::string(_("port"))
                           : fill(P_("{} port", "{} ports", sq.ports), sq.ports));
  if (sq.meadows != 0) {
    std::string corners;
    for (int k = 0; k < 4; ++k) {
      if ((sq.meadows >> k) & 1) corners += (corners.empty() ? "" : " ") + ws::corner_words(k);
    }
    add(out, fill(_("meadow {}"), corners));
  }
  return out;
}

std::string tile_summary(const ws::Catalog& catalog, int tile) {
  const ws::Tile& t = catalog.tiles[tile];
  std::string arms;
  for (ws::Edge e : ws::kEdges) {
    if (t.square.arms & ws::bit(e)) arms += (arms.empty() ? "" : " ") + ws::edge_words(e);
  }
  std::string out = arms.empty() ? std::string(_("no river")) : fill(_("river {}"), arms);
  const std::string rest = square_summary(t.square);
  if (!rest.empty()) out += " \u00b7 " + rest;
  if (t.group != ws::Group::Base) out += " \u00b7 " + ws::group_words(t.group);
  return out;
}

void tile_preview(const ws::Catalog& catalog, int tile, int rot, float px) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  draw_square({ImGui::GetWindowDrawList(), o, px}, catalog.tiles[tile].square, rot);
  ImGui::Dummy(ImVec2(px, px));
  const std::string& id = catalog.tiles[tile].id;
  ImGui::TextUnformatted(
      (rot == 0 ? id : fill("{}  ({})", id, fill(_("turned {}\u00b0"), rot * 90))).c_str());
  ImGui::PushTextWrapPos(std::max(px * 2.5f, ImGui::GetFontSize() * 16));
  ImGui::TextDisabled("%s", tile_summary(catalog, tile).c_str());
  ImGui::PopTextWrapPos();
}

void start_preview(const ws::Catalog& catalog, int start, float px) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  draw_start({ImGui::GetWindowDrawList(), o, px}, catalog.starts[start]);
  ImGui::Dummy(ImVec2(px * 2, px));
  const ws::Start& s = catalog.starts[start];
  ImGui::Text("%s", s.id.c_str());
  for (int half = 0; half < 2; ++half) {
    const std::string text = square_summary(s.squares[half]);
    if (text.empty()) continue;
    // TRANSLATORS: the halves of a two-square starting tile.
    ImGui::TextDisabled("%s", fill(half == 0 ? _("left: {}") : _("right: {}"), text).c_str());
  }
}

}  // namespace trib::ui::ws_ui
