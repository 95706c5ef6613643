// Small shared ImGui widgets: wrapped text, banners, rows, panels, buttons.

#include "ui/widgets/widgets.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <ctime>

#include "ui/platform/fonts.h"
#include "ui/platform/layout_check.h"
#include "ui/platform/theme.h"

namespace trib::ui {

void heading(const char* text) {
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
  ImGui::Spacing();
}

void section(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().bold);
  wrapped_text(text);  // a long title (a translation, a game's name in it) takes two lines
  ImGui::PopFont();
  // A rule exactly as wide as the content (ImGui's Separator spills into table padding).
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::GetWindowDrawList()->AddLine(ImVec2(at.x, at.y), ImVec2(at.x + width, at.y),
                                      ImGui::GetColorU32(ImGuiCol_Separator));
  ImGui::Dummy(ImVec2(width, 2));
}

void muted(const char* text) {
  wrapped_text(theme_colours().text_muted, text);
}

void check_words_fit(std::string_view text, float wrap_width) {
  // ImGui breaks a line at blanks and after these marks; what lies between must fit.
  constexpr std::string_view kBreaks = " \t\n.,;!?\"";
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find_first_of(kBreaks, start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    if (!word.empty()) {
      const float needed = ImGui::CalcTextSize(word.data(), word.data() + word.size()).x;
      if (needed > wrap_width + 0.5f) note_cut_word(word, needed, wrap_width);
    }
    start = end + 1;
  }
}

void wrapped_text(std::string_view text) {
  // As ImGui::TextWrapped: at a wrap position pushed by the caller, else the region's end.
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  const bool own_wrap = window->DC.TextWrapPos < 0.0f;
  if (own_wrap) ImGui::PushTextWrapPos(0.0f);
  check_words_fit(text, ImGui::CalcWrapWidthForPos(window->DC.CursorPos, window->DC.TextWrapPos));
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  if (own_wrap) ImGui::PopTextWrapPos();
}

void wrapped_path(const std::string& path) {
  const float room = std::max(1.0f, ImGui::GetContentRegionAvail().x);
  const auto width = [](std::string_view text) {
    return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
  };
  std::string lines;
  std::string_view line;  // the part of `path` on the line being filled
  std::size_t start = 0;
  while (start < path.size()) {
    // The next piece: up to and including the next "/", or the rest.
    const std::size_t slash = path.find('/', start);
    const std::size_t end = slash == std::string::npos ? path.size() : slash + 1;
    std::string_view piece(path.data() + start, end - start);
    if (!line.empty() && width(std::string_view(line.data(), line.size() + piece.size())) > room) {
      lines.append(line).push_back('\n');
      line = {};
    }
    // A piece wider than a whole line goes on lines of its own, cut after any byte that
    // starts a character.
    while (width(piece) > room) {
      std::size_t fits = 1;
      for (std::size_t i = 1; i < piece.size(); ++i) {
        if ((static_cast<unsigned char>(piece[i]) & 0xC0) == 0x80) continue;
        if (width(piece.substr(0, i)) > room) break;
        fits = i;
      }
      lines.append(piece.substr(0, fits)).push_back('\n');
      piece.remove_prefix(fits);
    }
    line = line.empty() ? piece : std::string_view(line.data(), line.size() + piece.size());
    start = end;
  }
  lines.append(line);
  ImGui::TextUnformatted(lines.c_str());
}

void wrapped_textf(const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof text, format, args);
  va_end(args);
  wrapped_text(text);
}

void wrapped_text(const ImVec4& colour, std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  wrapped_text(text);
  ImGui::PopStyleColor();
}

void coloured_text(const ImVec4& colour, const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
}

void help_marker(const char* text) {
  same_line_if_fits(ImGui::CalcTextSize("(?)").x);
  ImGui::TextDisabled("(?)");
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

void tooltip_above_item(const char* text) {
  if (!ImGui::IsItemHovered()) return;
  const ImVec2 item = ImGui::GetItemRectMin();
  ImGui::SetNextWindowPos(ImVec2(item.x, item.y - ImGui::GetStyle().ItemSpacing.y), 0,
                          ImVec2(0.0f, 1.0f));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

bool primary_button(const char* label, ImVec2 size) {
  const ThemeColours& p = theme_colours();
  ImGui::PushStyleColor(ImGuiCol_Button, p.accent);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, p.accent_strong);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, p.accent_strong);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  const bool pressed = ImGui::Button(label, size);
  ImGui::PopStyleColor(4);
  return pressed;
}

void badge(const char* text, const ImVec4& colour) {
  ImFont* font = fonts().small;
  const ImVec2 pad(6, 2);
  const ImVec2 extent = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float line = ImGui::GetTextLineHeight();
  const float top = at.y + (line - extent.y - pad.y * 2) * 0.5f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min(at.x, top), max(at.x + extent.x + pad.x * 2, top + extent.y + pad.y * 2);
  draw->AddRectFilled(min, max, to_u32(colour, 0.18f), 4.0f);
  draw->AddRect(min, max, to_u32(colour, 0.7f), 4.0f);
  draw->AddText(font, font->FontSize, ImVec2(min.x + pad.x, min.y + pad.y), to_u32(colour), text);
  ImGui::Dummy(ImVec2(max.x - min.x, line));
}

bool banner(const ImVec4& colour, const char* full_text, const char* button, bool one_line) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::GetContentRegionAvail().x;
  const float button_width =
      button ? ImGui::CalcTextSize(button).x + style.FramePadding.x * 2 + style.ItemSpacing.x : 0;
  const float wrap = width - button_width - style.WindowPadding.x * 2;
  const std::string fitted = one_line ? fit_to_width(full_text, wrap) : std::string(full_text);
  const char* text = fitted.c_str();
  const float text_height = ImGui::CalcTextSize(text, nullptr, false, wrap).y;
  const float height = std::max(text_height, ImGui::GetFrameHeight()) + style.FramePadding.y * 2;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height), to_u32(colour, 0.16f), 5.0f);
  draw->AddRectFilled(at, ImVec2(at.x + 4, at.y + height), to_u32(colour), 2.0f);
  ImGui::SetCursorScreenPos(
      ImVec2(at.x + style.WindowPadding.x, at.y + (height - text_height) * 0.5f));
  check_words_fit(text, wrap);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  if (fitted != full_text && ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
    ImGui::TextUnformatted(full_text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  bool pressed = false;
  if (button) {
    ImGui::SetCursorScreenPos(ImVec2(at.x + width - button_width + style.ItemSpacing.x - 6,
                                     at.y + (height - ImGui::GetFrameHeight()) * 0.5f));
    pressed = ImGui::Button(button);
  }
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + height));
  ImGui::Dummy(ImVec2(width, 0));
  ImGui::Spacing();
  return pressed;
}

bool wrapped_row(const char* id, const std::string& text, bool selected, const ImVec4& colour,
                 const std::string& right, bool interactive, float indent) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float right_width = right.empty() ? 0 : ImGui::CalcTextSize(right.c_str()).x + gap;
  const float wrap = std::max(20.0f, width - indent - right_width);
  check_words_fit(text, wrap);
  const ImVec2 extent = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 size(width, std::max(extent.y, ImGui::GetTextLineHeight()));
  bool pressed = false;
  if (interactive) {
    pressed = ImGui::Selectable(id, selected, 0, size);
  } else {
    ImGui::Dummy(size);
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x + indent, at.y), to_u32(colour),
                text.c_str(), nullptr, wrap);
  if (!right.empty()) {
    draw->AddText(ImVec2(at.x + width - right_width + gap, at.y), to_u32(colour), right.c_str());
  }
  return pressed;
}

namespace {
// Whether each open begin_board_info() opened a child region (innermost last).
std::vector<bool>& board_info_regions() {
  static std::vector<bool> open;
  return open;
}
}  // namespace

bool short_board_view() {
  // Shorter than this many font heights, the lines above the board get a fixed share.
  constexpr float kShortViewEm = 20.0f;
  return ImGui::GetContentRegionAvail().y < ImGui::GetFontSize() * kShortViewEm;
}

void begin_board_info(const char* id) {
  constexpr float kInfoShare = 0.3f;
  const float height = ImGui::GetContentRegionAvail().y;
  const bool short_view = short_board_view();
  board_info_regions().push_back(short_view);
  if (short_view) {
    // Whole lines, so the last one shown is not cut through.
    const float line = ImGui::GetFrameHeightWithSpacing();
    const float lines = std::max(1.0f, std::floor(height * kInfoShare / line));
    ImGui::BeginChild(id, ImVec2(0, lines * line), false);
  } else {
    ImGui::BeginGroup();
  }
}

void end_board_info() {
  const bool child = board_info_regions().back();
  board_info_regions().pop_back();
  if (child) {
    ImGui::EndChild();
  } else {
    ImGui::EndGroup();
  }
}

bool begin_panel(const char* id, ImVec2 size, bool scroll) {
  ImGui::PushStyleColor(ImGuiCol_ChildBg, theme_colours().surface);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14, 12));
  const ImGuiWindowFlags flags = scroll ? 0 : ImGuiWindowFlags_NoScrollbar;
  const bool open =
      ImGui::BeginChild(id, size, true, flags | ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  return open;
}

void end_panel() {
  ImGui::EndChild();
}

bool same_line_if_fits(float width) {
  const float end = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  const bool fits = end <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (fits) ImGui::SameLine();
  return fits;
}

void trailing_detail(const std::string& text) {
  const std::string dotted = "\u00b7  " + text;
  if (same_line_if_fits(ImGui::CalcTextSize(dotted.c_str()).x)) {
    ImGui::TextDisabled("%s", dotted.c_str());
  } else {
    ImGui::TextDisabled("%s", text.c_str());
  }
}

std::string fit_to_width(const std::string& text, float room, bool whole_words) {
  if (ImGui::CalcTextSize(text.c_str()).x <= room) return text;
  // The longest prefix that fits with the ellipsis, ended at a UTF-8 character boundary
  // and, when there is one, a space, so no word is cut in half.
  std::size_t fits = 0;
  for (std::size_t end = 1; end <= text.size(); ++end) {
    if (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) continue;
    if (ImGui::CalcTextSize((text.substr(0, end) + "…").c_str()).x > room) break;
    fits = end;
  }
  const std::size_t space = text.rfind(' ', fits);
  const bool at_space = whole_words && space != std::string::npos && space > 0 &&
                        fits < text.size() && text[fits] != ' ';
  std::string shown = text.substr(0, at_space ? space : fits);
  // No separator left dangling before the "…" (a space, a comma, a middle dot).
  while (!shown.empty()) {
    if (shown.back() == ' ' || shown.back() == ',') {
      shown.pop_back();
    } else if (shown.size() >= 2 && shown.compare(shown.size() - 2, 2, "\u00b7") == 0) {
      shown.resize(shown.size() - 2);
    } else {
      break;
    }
  }
  return shown + "…";
}

void fitted_text(const std::string& text, const ImVec4* colour, float width, bool whole_words) {
  const std::string shown =
      fit_to_width(text, width > 0 ? width : ImGui::GetContentRegionAvail().x, whole_words);
  if (colour != nullptr) {
    ImGui::TextColored(*colour, "%s", shown.c_str());
  } else {
    ImGui::TextUnformatted(shown.c_str());
  }
  if (shown != text && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

void fitted_name(const std::string& name, float width, const ImVec4* colour) {
  fitted_text(name, colour, std::max(1.0f, width > 0 ? width : ImGui::GetContentRegionAvail().x));
}

void fitted_name_and_value(const std::string& name, const std::string& value, float value_at,
                           const ImVec4* colour) {
  const float start = ImGui::GetCursorScreenPos().x;
  const float room = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float value_width = ImGui::CalcTextSize(value.c_str()).x;
  const float name_room = std::max(1.0f, room - value_width - gap);
  const float name_width = std::min(ImGui::CalcTextSize(name.c_str()).x, name_room);
  fitted_name(name, name_room, colour);
  ImGui::SameLine();
  // The value's place: `value_at` when the name ends before it and the value fits there.
  float x = start + name_width + gap;
  if (value_at > 0 && x <= start + value_at && value_at + value_width <= room) x = start + value_at;
  ImGui::SetCursorScreenPos(ImVec2(x, ImGui::GetCursorScreenPos().y));
  if (colour != nullptr) {
    ImGui::TextColored(*colour, "%s", value.c_str());
  } else {
    ImGui::TextUnformatted(value.c_str());
  }
}

void draw_fitted_name(ImDrawList* draw, ImVec2 at, float width, ImU32 colour,
                      const std::string& name) {
  const std::string shown = fit_to_width(name, width);
  draw->AddText(at, colour, shown.c_str());
  if (shown == name) return;
  const ImVec2 size = ImGui::CalcTextSize(shown.c_str());
  if (ImGui::IsMouseHoveringRect(at, ImVec2(at.x + size.x, at.y + size.y)) &&
      ImGui::IsWindowHovered()) {
    ImGui::SetTooltip("%s", name.c_str());
  }
}

float button_width(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

void keep_window_on_screen() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 room = viewport->WorkSize;
  const ImVec2 size = ImGui::GetWindowSize();
  const ImVec2 fitted(std::min(size.x, room.x), std::min(size.y, room.y));
  if (fitted.x != size.x || fitted.y != size.y) ImGui::SetWindowSize(fitted);
  const ImVec2 pos = ImGui::GetWindowPos();
  const ImVec2 lo = viewport->WorkPos;
  const ImVec2 clamped(std::clamp(pos.x, lo.x, lo.x + room.x - fitted.x),
                       std::clamp(pos.y, lo.y, lo.y + room.y - fitted.y));
  if (clamped.x != pos.x || clamped.y != pos.y) ImGui::SetWindowPos(clamped);
}

void help_paragraph(const char* text) {
  wrapped_text(text);
  ImGui::Spacing();
}

void help_bullet(const char* text) {
  ImGui::Bullet();
  wrapped_text(text);
}

void draw_text_centred(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour,
                       const char* text) {
  if (size < 6.0f) return;
  ImFont* font = fonts().bold ? fonts().bold : ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
  draw->AddText(font, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), colour,
                text);
}

}  // namespace trib::ui
