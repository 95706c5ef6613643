// SteadyStrip (see steady_strip.h): measures the strip each frame and pads it to the
// tallest height seen since the width or the font size last changed, unless that would
// take a third of the room left below it.

#include "ui/widgets/steady_strip.h"

#include <imgui.h>

#include <algorithm>

namespace trib::ui {

void SteadyStrip::begin() {
  top_ = ImGui::GetCursorPosY();
  const float width = ImGui::GetContentRegionAvail().x;
  if (width != width_ || ImGui::GetFontSize() != font_) {
    width_ = width;
    font_ = ImGui::GetFontSize();
    height_ = 0;
  }
}

void SteadyStrip::end() {
  const float used = ImGui::GetCursorPosY() - top_;
  height_ = std::max(height_, used);
  // A window too small for its strip (large fonts): the board's room matters more than its
  // top staying put, so the strip stops keeping a height that would take a third of it.
  if (height_ - used > ImGui::GetContentRegionAvail().y / 3) height_ = used;
  if (used < height_) ImGui::SetCursorPosY(top_ + height_);
}

}  // namespace trib::ui
