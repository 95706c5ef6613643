// SteadyStrip (see steady_strip.h): measures the strip each frame and pads it to the
// tallest height seen since the width or the font size last changed.

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
  if (used < height_) ImGui::SetCursorPosY(top_ + height_);
}

}  // namespace trib::ui
