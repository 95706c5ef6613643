#pragma once
// Dark and light themes around one river-blue accent, and the few extra colours the
// custom-drawn widgets need (score chart, badges, legal/illegal previews on boards).

#include <imgui.h>

#include "ui/platform/settings.h"

namespace trib::ui {

struct ThemeColours {
  ImVec4 accent;         // river blue: selection, primary buttons, chart lines
  ImVec4 accent_strong;  // hovered/pressed accent
  ImVec4 text;
  ImVec4 text_muted;   // captions, secondary facts
  ImVec4 surface;      // cards and panels on the window background
  ImVec4 surface_alt;  // the navigation column
  ImVec4 border;
  ImVec4 legal;    // green: legal ghost preview, finished
  ImVec4 illegal;  // red: illegal ghost preview, errors
  ImVec4 warning;  // amber: house rulings, read-only notices
  ImVec4 gold;     // personal best badges, first place
};

// Sets ImGui's style for `theme` with all sizes multiplied by `scale`.
void apply_theme(Theme theme, float scale);
const ThemeColours& theme_colours();

// A colour from 0-255 channels and an opacity (0-1, rounded to the nearest step).
ImU32 rgba(int r, int g, int b, float alpha = 1.0f);

inline ImU32 to_u32(const ImVec4& colour, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(colour.x, colour.y, colour.z, colour.w * alpha));
}

}  // namespace trib::ui
