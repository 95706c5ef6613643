// Draws one catalog list item as an icon and field tags on a selectable row.

#include "ui/catalog/item_row.h"

#include <algorithm>
#include <vector>

#include "ui/platform/theme.h"

namespace trib::ui::catalog_ui {

namespace {

enum class Look { number, kind, tag };  // a tag (a field) is framed, the others plain text

// One piece of the row at its place, relative to the row's top-left corner.
struct Piece {
  ImVec2 at;
  std::string text;
  Look look;
  float wrap = 0;  // the text's wrap width: a tag too long for a whole line wraps inside
};

}  // namespace

bool item_row(const char* id, const catalog_edit::ItemLabels& labels, const ItemIcon& icon,
              const ItemRowState& state) {
  const float line = ImGui::GetFrameHeight();
  const float gap = ImGui::GetStyle().ItemSpacing.x * 0.75f;
  const float pad = ImGui::GetStyle().FramePadding.x * 0.6f;  // inside a tag
  const float width = std::max(line * 4, ImGui::GetContentRegionAvail().x);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();

  // The row's content goes on top of the selectable's background, which is only known
  // (submitted) once the content's height is. A splitter of its own nests in any other.
  ImDrawListSplitter layers;
  layers.Split(draw, 2);
  layers.SetCurrentChannel(draw, 1);
  std::vector<Piece> pieces;
  float x = state.arrow ? line * 0.7f : 0;
  if (!state.number.empty()) {
    pieces.push_back({ImVec2(x, 0), state.number, Look::number});
    x += ImGui::CalcTextSize(state.number.c_str()).x + gap;
  }
  const float icon_x = x;
  const float icon_width = icon ? icon(draw, ImVec2(at.x + x, at.y + 1), line - 2) : 0;
  if (icon_width > 0) x += icon_width + gap;
  // Wrapped tags line up under the kind, or under the icon when the pane is narrow.
  const float line_start = width - x < ImGui::GetFontSize() * 12 ? icon_x : x;
  float y = 0, line_height = line;
  const auto place = [&](const std::string& text, Look look) {
    const float frame = look == Look::tag ? pad * 2 : 0;
    const float room = width - line_start - frame;
    ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const float wrap = size.x > room ? std::max(room, ImGui::GetFontSize() * 3) : 0;
    if (wrap > 0) size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
    if (x > line_start && x + size.x + frame > width) {
      x = line_start;
      y += line_height + 2;
      line_height = line;
    }
    pieces.push_back({ImVec2(x, y), text, look, wrap});
    x += size.x + frame + gap;
    line_height = std::max(line_height, size.y + (line - ImGui::GetTextLineHeight()));
  };
  if (!labels.kind.empty()) place(labels.kind, Look::kind);
  for (const std::string& field : labels.fields) place(field, Look::tag);
  const float height = y + line_height;

  const ThemeColours& p = theme_colours();
  const ImU32 text = to_u32(state.invalid ? p.illegal : p.text);
  const float text_y = (line - ImGui::GetTextLineHeight()) * 0.5f;
  if (state.arrow) {
    const float s = line * 0.22f;
    const ImVec2 c(at.x + line * 0.3f, at.y + line * 0.5f);
    if (state.open) {
      draw->AddTriangleFilled(ImVec2(c.x - s, c.y - s * 0.6f), ImVec2(c.x + s, c.y - s * 0.6f),
                              ImVec2(c.x, c.y + s * 0.8f), text);
    } else {
      draw->AddTriangleFilled(ImVec2(c.x - s * 0.6f, c.y - s), ImVec2(c.x - s * 0.6f, c.y + s),
                              ImVec2(c.x + s * 0.8f, c.y), text);
    }
  }
  ImFont* font = ImGui::GetFont();
  const float font_size = ImGui::GetFontSize();
  for (const Piece& piece : pieces) {
    const ImVec2 min(at.x + piece.at.x, at.y + piece.at.y);
    const ImVec2 size = ImGui::CalcTextSize(piece.text.c_str(), nullptr, false, piece.wrap);
    if (piece.look == Look::tag) {
      const ImVec2 max(min.x + size.x + pad * 2, min.y + size.y + text_y * 2 - 2);
      draw->AddRectFilled(ImVec2(min.x, min.y + 2), max, to_u32(p.surface), 4.0f);
      draw->AddRect(ImVec2(min.x, min.y + 2), max, to_u32(p.border), 4.0f);
      draw->AddText(font, font_size, ImVec2(min.x + pad, min.y + text_y + 1), text,
                    piece.text.c_str(), nullptr, piece.wrap);
    } else {
      const bool kind = piece.look == Look::kind;
      draw->AddText(font, font_size, ImVec2(min.x, min.y + text_y),
                    state.invalid ? text : to_u32(kind ? p.accent_strong : p.text_muted),
                    piece.text.c_str(), nullptr, piece.wrap);
    }
  }

  layers.SetCurrentChannel(draw, 0);
  const bool pressed = ImGui::Selectable(id, state.selected, 0, ImVec2(width, height));
  layers.Merge(draw);
  return pressed;
}

}  // namespace trib::ui::catalog_ui
