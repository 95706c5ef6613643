// The dark and light themes and the extra colours of the custom-drawn widgets.

#include "ui/platform/theme.h"

#include <algorithm>

namespace trib::ui {

namespace {

ThemeColours g_theme_colours;

ImVec4 rgb(int r, int g, int b, float a = 1.0f) {
  return ImVec4(static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f,
                static_cast<float>(b) / 255.0f, a);
}

ThemeColours dark_theme_colours() {
  return ThemeColours{rgb(58, 142, 214), rgb(88, 166, 232), rgb(222, 228, 234), rgb(140, 152, 165),
                      rgb(32, 38, 46),   rgb(24, 29, 35),   rgb(52, 61, 72),    rgb(92, 184, 122),
                      rgb(226, 96, 90),  rgb(230, 172, 70), rgb(236, 196, 84)};
}

ThemeColours light_theme_colours() {
  return ThemeColours{rgb(30, 110, 180),  rgb(22, 90, 152),   rgb(30, 36, 44),
                      rgb(100, 110, 122), rgb(255, 255, 255), rgb(234, 238, 242),
                      rgb(206, 213, 221), rgb(46, 140, 80),   rgb(196, 60, 54),
                      rgb(186, 122, 20),  rgb(190, 140, 20)};
}

void set_colours(ImGuiStyle& style, const ThemeColours& p, Theme theme) {
  const bool dark = theme == Theme::dark;
  const ImVec4 window = dark ? rgb(21, 25, 31) : rgb(246, 248, 250);
  const ImVec4 frame = dark ? rgb(40, 47, 57) : rgb(232, 236, 241);
  const ImVec4 frame_hover = dark ? rgb(50, 59, 71) : rgb(220, 227, 235);
  const auto accent = [&](float a) { return ImVec4(p.accent.x, p.accent.y, p.accent.z, a); };
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = p.text;
  c[ImGuiCol_TextDisabled] = p.text_muted;
  c[ImGuiCol_WindowBg] = window;
  c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_PopupBg] = dark ? rgb(30, 36, 44) : rgb(255, 255, 255);
  c[ImGuiCol_Border] = p.border;
  c[ImGuiCol_BorderShadow] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_FrameBg] = frame;
  c[ImGuiCol_FrameBgHovered] = frame_hover;
  c[ImGuiCol_FrameBgActive] = frame_hover;
  c[ImGuiCol_TitleBg] = p.surface_alt;
  c[ImGuiCol_TitleBgActive] = p.surface_alt;
  c[ImGuiCol_TitleBgCollapsed] = p.surface_alt;
  c[ImGuiCol_MenuBarBg] = p.surface_alt;
  c[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_ScrollbarGrab] = p.border;
  c[ImGuiCol_ScrollbarGrabHovered] = p.text_muted;
  c[ImGuiCol_ScrollbarGrabActive] = p.accent;
  c[ImGuiCol_CheckMark] = p.accent;
  c[ImGuiCol_SliderGrab] = p.accent;
  c[ImGuiCol_SliderGrabActive] = p.accent_strong;
  c[ImGuiCol_Button] = frame;
  c[ImGuiCol_ButtonHovered] = accent(0.35f);
  c[ImGuiCol_ButtonActive] = accent(0.55f);
  c[ImGuiCol_Header] = accent(0.22f);
  c[ImGuiCol_HeaderHovered] = accent(0.32f);
  c[ImGuiCol_HeaderActive] = accent(0.45f);
  c[ImGuiCol_Separator] = p.border;
  c[ImGuiCol_SeparatorHovered] = p.accent;
  c[ImGuiCol_SeparatorActive] = p.accent_strong;
  c[ImGuiCol_ResizeGrip] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_ResizeGripHovered] = accent(0.5f);
  c[ImGuiCol_ResizeGripActive] = p.accent;
  c[ImGuiCol_Tab] = frame;
  c[ImGuiCol_TabHovered] = accent(0.4f);
  c[ImGuiCol_TabActive] = accent(0.3f);
  c[ImGuiCol_TabUnfocused] = frame;
  c[ImGuiCol_TabUnfocusedActive] = accent(0.2f);
  c[ImGuiCol_PlotLines] = p.accent;
  c[ImGuiCol_PlotHistogram] = p.accent;
  c[ImGuiCol_TableHeaderBg] = p.surface_alt;
  c[ImGuiCol_TableBorderStrong] = p.border;
  c[ImGuiCol_TableBorderLight] = dark ? rgb(40, 47, 56) : rgb(225, 230, 236);
  c[ImGuiCol_TableRowBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_TableRowBgAlt] = dark ? rgb(255, 255, 255, 0.025f) : rgb(0, 0, 0, 0.025f);
  c[ImGuiCol_TextSelectedBg] = accent(0.35f);
  c[ImGuiCol_NavHighlight] = p.accent;
  c[ImGuiCol_ModalWindowDimBg] = dark ? rgb(0, 0, 0, 0.55f) : rgb(20, 30, 40, 0.35f);
}

}  // namespace

const ThemeColours& theme_colours() {
  return g_theme_colours;
}

void apply_theme(Theme theme, float scale) {
  g_theme_colours = theme == Theme::dark ? dark_theme_colours() : light_theme_colours();
  ImGuiStyle style;
  style.WindowPadding = ImVec2(16, 14);
  style.FramePadding = ImVec2(10, 6);
  style.CellPadding = ImVec2(8, 5);
  style.ItemSpacing = ImVec2(10, 8);
  style.ItemInnerSpacing = ImVec2(8, 6);
  style.IndentSpacing = 18;
  style.ScrollbarSize = 12;
  style.GrabMinSize = 12;
  style.WindowRounding = 6;
  style.ChildRounding = 6;
  style.FrameRounding = 5;
  style.PopupRounding = 6;
  style.ScrollbarRounding = 6;
  style.GrabRounding = 5;
  style.TabRounding = 5;
  style.WindowBorderSize = 0;
  style.ChildBorderSize = 1;
  style.PopupBorderSize = 1;
  style.FrameBorderSize = 0;
  style.WindowTitleAlign = ImVec2(0.0f, 0.5f);
  set_colours(style, g_theme_colours, theme);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

ImU32 rgba(int r, int g, int b, float alpha) {
  return IM_COL32(r, g, b, static_cast<int>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f + 0.5f));
}

}  // namespace trib::ui
