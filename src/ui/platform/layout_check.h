#pragma once
// The layout check behind the smoke test's screenshots at large font scales. After a frame
// it lists each layout defect a user would see:
// - a window whose content runs past its right edge although it cannot scroll sideways;
// - a table column whose content runs past the column (cut, or spilling into the next);
// - a word a wrapped text had to break because it is wider than its line;
// - a board drawn too small to play on (pushed below the fold by the text above it), or a
//   picture that must be seen whole cut by its window.
// Widgets report the last two while they draw (note_*); the check reads the tables and
// windows ImGui kept of the frame.

#include <imgui.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trib::ui {

// A wrapped text had to break `word`: it needs `needed` pixels, its line has `available`.
void note_cut_word(std::string_view word, float needed, float available);

// A board canvas was given the screen rectangle [min, max]: at least a quarter of the
// window's width and 30 % of its height must be in view.
void note_board_area(std::string_view board, ImVec2 min, ImVec2 max);
// Something that must be seen whole (Roaring River's river) was drawn at [min, max].
void note_shown_whole(std::string_view what, ImVec2 min, ImVec2 max);

// One line per defect of the last frame, e.g. "History: column 2 \"Players\" needs 212 px,
// has 180". Empty when the frame is clean.
std::vector<std::string> layout_defects();

// The interactive window's check (TRIBUTARY_CHECK_LAYOUT=1 without --screenshot, for
// scripted flows): after each frame, writes "layout: …" to standard error for each defect
// that has lasted three frames in a row, once. A layout settles within three frames.
class LayoutWatch {
 public:
  void after_frame();

 private:
  std::vector<std::pair<std::string, int>> lasting_;  // defect, frames in a row
  std::vector<std::string> reported_;
};

}  // namespace trib::ui
