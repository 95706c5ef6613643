// The layout check: the defects of the last frame, read from ImGui's windows and tables
// and from what the widgets reported while drawing.
#include "ui/platform/layout_check.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unordered_map>

#include "core/i18n.h"

namespace trib::ui {

namespace {

struct Notes {
  int frame = -1;
  std::vector<std::string> lines;
};

Notes& notes() {
  static Notes kept;
  return kept;
}

// The notes of the frame being drawn: those of an earlier frame are dropped.
std::vector<std::string>& current_notes() {
  Notes& kept = notes();
  const int frame = ImGui::GetFrameCount();
  if (kept.frame != frame) {
    kept.frame = frame;
    kept.lines.clear();
  }
  return kept.lines;
}

template <class... Args>
std::string line_of(const char* format, Args... args) {
  char text[512];
  std::snprintf(text, sizeof text, format, args...);
  return text;
}

std::string_view window_name(const ImGuiWindow* window) {
  return window ? std::string_view(window->Name) : std::string_view("?");
}

void overflowing_windows(std::vector<std::string>& found) {
  const ImGuiContext& context = *ImGui::GetCurrentContext();
  for (const ImGuiWindow* window : context.Windows) {
    if (!window->WasActive || window->Hidden) continue;
    // Windows that size themselves or scroll sideways cannot cut their content off.
    const ImGuiWindowFlags free = ImGuiWindowFlags_AlwaysAutoResize |
                                  ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_Tooltip;
    if ((window->Flags & free) != 0) continue;
    const float reach = window->DC.CursorMaxPos.x;
    const float edge = window->InnerRect.Max.x;
    if (reach > edge + 1.0f) {
      // TRANSLATORS: a window's name, then pixel positions.
      found.push_back(line_of(_("%s: content reaches x = %.0f, the window ends at %.0f"),
                              window->Name, reach, edge));
    }
  }
}

void cut_table_columns(std::vector<std::string>& found) {
  ImGuiContext& context = *ImGui::GetCurrentContext();
  for (int i = 0; i < context.Tables.GetMapSize(); ++i) {
    const ImGuiTable* table = context.Tables.TryGetMapData(i);
    if (table == nullptr || table->LastFrameActive != context.FrameCount) continue;
    if ((table->Flags & ImGuiTableFlags_ScrollX) != 0) continue;  // it scrolls sideways
    for (int c = 0; c < table->ColumnsCount; ++c) {
      const ImGuiTableColumn& column = table->Columns[c];
      if (!column.IsEnabled || !column.IsVisibleX) continue;
      const float reach = std::max(column.ContentMaxXUnfrozen, column.ContentMaxXFrozen);
      if (reach <= column.WorkMaxX + 1.0f) continue;
      const char* name =
          column.NameOffset >= 0 ? table->ColumnsNames.c_str() + column.NameOffset : "";
      const std::string_view window = window_name(table->OuterWindow);
      found.push_back(line_of(_("%.*s: table column %d \"%s\" needs %.0f px, has %.0f"),
                              static_cast<int>(window.size()), window.data(), c + 1, name,
                              reach - column.WorkMinX, column.WorkMaxX - column.WorkMinX));
    }
  }
}

// What the user sees of [min, max]: the part inside the current window's clip and the screen.
ImVec2 visible_size(ImVec2 min, ImVec2 max) {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  ImRect visible(min, max);
  if (window != nullptr) visible.ClipWith(window->ClipRect);
  visible.ClipWith(ImRect(ImVec2(0, 0), ImGui::GetIO().DisplaySize));
  return ImVec2(std::max(0.0f, visible.GetWidth()), std::max(0.0f, visible.GetHeight()));
}

// Text drawn over other text: the font atlas's glyph quads of each window's draw list,
// read from the frame's draw data, grouped into runs (the glyphs one string put down in a
// row); a glyph of one run covering a third of a glyph of another is a defect.
struct DrawnGlyph {
  ImRect box;  // on screen, inside its clip rectangle
  int run = 0;
};

struct GlyphRun {
  std::string text;
  ImRect box;
};

// The glyph whose atlas rectangle a quad's texture coordinates name, from any loaded font.
class GlyphLookup {
 public:
  GlyphLookup() {
    for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
      for (const ImFontGlyph& glyph : font->Glyphs) {
        if (glyph.Visible) by_corner_.emplace(key(glyph.U0, glyph.V0), &glyph);
      }
    }
  }
  const ImFontGlyph* find(ImVec2 uv_min, ImVec2 uv_max) const {
    const auto found = by_corner_.find(key(uv_min.x, uv_min.y));
    if (found == by_corner_.end()) return nullptr;
    const ImFontGlyph* glyph = found->second;
    return glyph->U1 == uv_max.x && glyph->V1 == uv_max.y ? glyph : nullptr;
  }

 private:
  static std::uint64_t key(float u, float v) {
    std::uint32_t a = 0, b = 0;
    std::memcpy(&a, &u, sizeof a);
    std::memcpy(&b, &v, sizeof b);
    return (std::uint64_t{a} << 32) | b;
  }
  std::unordered_map<std::uint64_t, const ImFontGlyph*> by_corner_;
};

// The glyphs of one draw list: ImFont::RenderText writes each as four vertices (top left,
// top right, bottom right, bottom left) and the indices 0 1 2 0 2 3.
void glyphs_of(const ImDrawList& list, const GlyphLookup& lookup, std::vector<DrawnGlyph>& glyphs,
               std::vector<GlyphRun>& runs) {
  const ImTextureID atlas = ImGui::GetIO().Fonts->TexID;
  for (const ImDrawCmd& cmd : list.CmdBuffer) {
    if (cmd.UserCallback != nullptr || cmd.TextureId != atlas) continue;
    const ImRect clip(cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w);
    const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
    const ImDrawVert* vtx = list.VtxBuffer.Data + cmd.VtxOffset;
    bool in_run = false;
    ImRect last;
    for (unsigned i = 0; i + 3 <= cmd.ElemCount;) {
      const unsigned first = idx[i];
      const bool quad = i + 6 <= cmd.ElemCount && idx[i + 1] == first + 1 &&
                        idx[i + 2] == first + 2 && idx[i + 3] == first && idx[i + 4] == first + 2 &&
                        idx[i + 5] == first + 3;
      const ImFontGlyph* glyph = quad ? lookup.find(vtx[first].uv, vtx[first + 2].uv) : nullptr;
      if (glyph == nullptr) {
        in_run = false;
        i += quad ? 6 : 3;
        continue;
      }
      i += 6;
      ImRect box(vtx[first].pos, vtx[first + 2].pos);
      // A run goes on rightwards along one line.
      const bool same_line = box.Min.y < last.Max.y && box.Max.y > last.Min.y;
      const bool starts_run = !in_run || box.Min.x < last.Min.x || !same_line ||
                              box.Min.x > last.Max.x + last.GetHeight() * 2;
      if (starts_run) runs.push_back({{}, box});
      GlyphRun& run = runs.back();
      // A space draws nothing: a gap of a fifth of a line between glyphs stands for one.
      if (!starts_run && box.Min.x > last.Max.x + last.GetHeight() * 0.2f) run.text += ' ';
      in_run = true;
      last = box;
      char utf8[5];
      run.text += ImTextCharToUtf8(utf8, glyph->Codepoint);
      run.box.Add(box);
      box.ClipWith(clip);
      if (box.GetWidth() > 0 && box.GetHeight() > 0) {
        glyphs.push_back({box, static_cast<int>(runs.size()) - 1});
      }
    }
  }
}

void text_over_text(std::vector<std::string>& found) {
  const ImDrawData* data = ImGui::GetDrawData();
  if (data == nullptr || !data->Valid) return;
  const GlyphLookup lookup;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList& list = *data->CmdLists[l];
    std::vector<DrawnGlyph> glyphs;
    std::vector<GlyphRun> runs;
    glyphs_of(list, lookup, glyphs, runs);
    std::sort(glyphs.begin(), glyphs.end(),
              [](const DrawnGlyph& a, const DrawnGlyph& b) { return a.box.Min.y < b.box.Min.y; });
    std::vector<std::pair<int, int>> reported;
    for (std::size_t a = 0; a < glyphs.size(); ++a) {
      for (std::size_t b = a + 1; b < glyphs.size() && glyphs[b].box.Min.y < glyphs[a].box.Max.y;
           ++b) {
        const DrawnGlyph &one = glyphs[a], &other = glyphs[b];
        if (one.run == other.run) continue;
        ImRect both = one.box;
        both.ClipWith(other.box);
        const float area = std::max(0.0f, both.GetWidth()) * std::max(0.0f, both.GetHeight());
        const float smaller = std::min(one.box.GetArea(), other.box.GetArea());
        if (area < smaller / 3) continue;
        const std::pair<int, int> pair(std::min(one.run, other.run), std::max(one.run, other.run));
        if (std::find(reported.begin(), reported.end(), pair) != reported.end()) continue;
        reported.push_back(pair);
        const GlyphRun &first = runs[pair.first], &second = runs[pair.second];
        found.push_back(line_of(_("%s: text \"%s\" drawn over \"%s\" at (%.0f, %.0f)"),
                                list._OwnerName ? list._OwnerName : "?", second.text.c_str(),
                                first.text.c_str(), both.Min.x, both.Min.y));
      }
    }
  }
}

}  // namespace

void note_cut_word(std::string_view word, float needed, float available) {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  const std::string_view name = window_name(window);
  current_notes().push_back(line_of(
      _("%.*s: the word \"%.*s\" is cut: it needs %.0f px, its line has %.0f"),
      static_cast<int>(name.size()), name.data(),
      static_cast<int>(std::min<std::size_t>(word.size(), 60)), word.data(), needed, available));
}

void note_board_area(std::string_view board, ImVec2 min, ImVec2 max) {
  const ImVec2 seen = visible_size(min, max);
  const float width = seen.x, height = seen.y;
  // A board needs a quarter of the window's width and nearly a third of its height.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float least_width = display.x * 0.25f, least_height = display.y * 0.3f;
  if (width >= least_width && height >= least_height) return;
  current_notes().push_back(line_of(_("%.*s: %.0f × %.0f px in view, a board needs %.0f × %.0f"),
                                    static_cast<int>(board.size()), board.data(), width, height,
                                    least_width, least_height));
}

void note_shown_whole(std::string_view what, ImVec2 min, ImVec2 max) {
  const ImVec2 seen = visible_size(min, max);
  const float width = max.x - min.x, height = max.y - min.y;
  if (seen.x + 1.0f >= width && seen.y + 1.0f >= height) return;
  current_notes().push_back(line_of(_("%.*s: %.0f × %.0f px of %.0f × %.0f in view"),
                                    static_cast<int>(what.size()), what.data(), seen.x, seen.y,
                                    width, height));
}

std::vector<std::string> layout_defects() {
  std::vector<std::string> found;
  overflowing_windows(found);
  cut_table_columns(found);
  text_over_text(found);
  const Notes& kept = notes();
  if (kept.frame == ImGui::GetFrameCount()) {
    found.insert(found.end(), kept.lines.begin(), kept.lines.end());
  }
  return found;
}

void LayoutWatch::after_frame() {
  constexpr int kFramesToSettle = 3;
  std::vector<std::pair<std::string, int>> now;
  for (std::string& defect : layout_defects()) {
    const auto before = std::find_if(lasting_.begin(), lasting_.end(),
                                     [&](const auto& seen) { return seen.first == defect; });
    const int frames = before == lasting_.end() ? 1 : before->second + 1;
    if (frames == kFramesToSettle &&
        std::find(reported_.begin(), reported_.end(), defect) == reported_.end()) {
      std::cerr << "layout: " << defect << '\n';  // not translated: the tests' marker
      reported_.push_back(defect);
    }
    now.emplace_back(std::move(defect), frames);
  }
  lasting_ = std::move(now);
}

}  // namespace trib::ui
