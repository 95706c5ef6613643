// Tile summaries in words (palette search, tooltips) and the tooltip previews.

#include <algorithm>
#include <string>

#include "ui/frame/theme.h"
#include "ui/wodny-szlak/tile_art.h"

namespace trib::ui::ws_ui {

namespace {

void add(std::string& out, const std::string& part) {
  if (!out.empty()) out += " \u00b7 ";
  out += part;
}

std::string cargo_name(ws::Cargo kind, int count) {
  if (kind == ws::Cargo::Wood) return std::to_string(count) + " wood";
  return std::to_string(count) + (count == 1 ? " sack" : " sacks");
}

}  // namespace

std::string square_summary(const ws::Square& sq) {
  std::string out;
  if (sq.obstacle) {
    const bool mill = sq.obstacle->kind == ws::ObstacleKind::Mill;
    add(out, std::string(mill ? "mill " : "sawmill ") + std::to_string(sq.obstacle->value) + " | " +
                 std::to_string(sq.obstacle->needs) + (mill ? " sacks" : " wood"));
  }
  for (const ws::CargoItem& item : sq.cargo) {
    std::string part = cargo_name(item.kind, item.count);
    if (item.arm) part += " on arm " + std::string(ws::edge_name(*item.arm));
    add(out, part);
  }
  if (sq.ports > 0) add(out, sq.ports == 1 ? "port" : std::to_string(sq.ports) + " ports");
  if (sq.meadows != 0) {
    std::string corners;
    for (int k = 0; k < 4; ++k) {
      if ((sq.meadows >> k) & 1)
        corners += (corners.empty() ? "" : " ") + std::string(ws::corner_name(k));
    }
    add(out, "meadow " + corners);
  }
  return out;
}

std::string tile_summary(const ws::Catalog& catalog, int tile) {
  const ws::Tile& t = catalog.tiles[tile];
  std::string arms;
  for (ws::Edge e : ws::kEdges) {
    if (t.square.arms & ws::bit(e))
      arms += (arms.empty() ? "" : " ") + std::string(ws::edge_name(e));
  }
  std::string out = arms.empty() ? "no river" : "river " + arms;
  const std::string rest = square_summary(t.square);
  if (!rest.empty()) out += " \u00b7 " + rest;
  if (t.group != ws::Group::Base) out += " \u00b7 " + std::string(ws::group_name(t.group));
  return out;
}

void tile_preview(const ws::Catalog& catalog, int tile, int rot, float px) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  draw_square({ImGui::GetWindowDrawList(), o, px}, catalog.tiles[tile].square, rot);
  ImGui::Dummy(ImVec2(px, px));
  ImGui::Text("%s%s", catalog.tiles[tile].id.c_str(),
              rot == 0 ? "" : ("  (turned " + std::to_string(rot * 90) + "\u00b0)").c_str());
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
    if (!text.empty()) ImGui::TextDisabled("%s: %s", half == 0 ? "left" : "right", text.c_str());
  }
}

}  // namespace trib::ui::ws_ui
