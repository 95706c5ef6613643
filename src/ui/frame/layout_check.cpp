// The layout check: the defects of the last frame, read from ImGui's windows and tables
// and from what the widgets reported while drawing.
#include "ui/frame/layout_check.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <iostream>

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
  char text[320];
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
      found.push_back(line_of("%s: content reaches x = %.0f, the window ends at %.0f", window->Name,
                              reach, edge));
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
      found.push_back(line_of("%.*s: table column %d \"%s\" needs %.0f px, has %.0f",
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

}  // namespace

void note_cut_word(std::string_view word, float needed, float available) {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  const std::string_view name = window_name(window);
  current_notes().push_back(line_of(
      "%.*s: the word \"%.*s\" is cut: it needs %.0f px, its line has %.0f",
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
  current_notes().push_back(line_of("%.*s: %.0f × %.0f px in view, a board needs %.0f × %.0f",
                                    static_cast<int>(board.size()), board.data(), width, height,
                                    least_width, least_height));
}

void note_shown_whole(std::string_view what, ImVec2 min, ImVec2 max) {
  const ImVec2 seen = visible_size(min, max);
  const float width = max.x - min.x, height = max.y - min.y;
  if (seen.x + 1.0f >= width && seen.y + 1.0f >= height) return;
  current_notes().push_back(line_of("%.*s: %.0f × %.0f px of %.0f × %.0f in view",
                                    static_cast<int>(what.size()), what.data(), seen.x, seen.y,
                                    width, height));
}

std::vector<std::string> layout_defects() {
  std::vector<std::string> found;
  overflowing_windows(found);
  cut_table_columns(found);
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
      std::cerr << "layout: " << defect << '\n';
      reported_.push_back(defect);
    }
    now.emplace_back(std::move(defect), frames);
  }
  lasting_ = std::move(now);
}

}  // namespace trib::ui
