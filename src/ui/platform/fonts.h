#pragma once
// The app's fonts: a real TTF (DejaVu Sans or Noto Sans, found with fontconfig or at the
// usual Debian paths) in four roles, rebuilt when the font scale changes. Falls back to
// ImGui's built-in bitmap font when no TTF is found.

#include <string>

struct ImFont;

namespace trib::ui {

struct UiFonts {
  ImFont* regular = nullptr;
  ImFont* bold = nullptr;
  ImFont* heading = nullptr;  // view titles
  ImFont* small = nullptr;    // captions, muted notes
  std::string regular_file;   // empty when the built-in font is used
};

// Rebuilds ImGui's font atlas at `scale` (1.0 = 16 px body text). Call outside a frame;
// the renderer's font texture must be recreated afterwards.
void build_fonts(float scale);
const UiFonts& fonts();

}  // namespace trib::ui
