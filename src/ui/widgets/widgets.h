#pragma once
// Small shared ImGui widgets for the shell and board views (wording: core/format.h).

#include <imgui.h>

#include <cstdint>
#include <string>
#include <vector>

namespace trib::ui {

// Text.
void heading(const char* text);  // a view's title, large bold
void section(const char* text);  // a bold section label with spacing
void muted(const char* text);    // secondary text, wrapped
void coloured_text(const ImVec4& colour, const char* text);
void help_marker(const char* text);     // "(?)" with a tooltip
void help_paragraph(const char* text);  // rules help: a wrapped paragraph
void help_bullet(const char* text);     // rules help: a wrapped bullet point
// Text centred on `centre` at pixel `size` in the bold font; skipped when too small to read.
void draw_text_centred(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour, const char* text);

// Buttons and labels.
bool primary_button(const char* label, ImVec2 size = ImVec2(0, 0));  // accent filled
void badge(const char* text, const ImVec4& colour);                  // small rounded tag
// A full-width coloured strip with a message; returns true when its button is pressed.
bool banner(const ImVec4& colour, const char* text, const char* button = nullptr);

// A full-width selectable row whose text wraps, with an optional right-aligned value
// (score lines, move lists). `interactive` = false draws the row without hover/click.
bool wrapped_row(const char* id, const std::string& text, bool selected, const ImVec4& colour,
                 const std::string& right = {}, bool interactive = true, float indent = 0);

// A framed panel on the surface colour; always pair with end_panel().
bool begin_panel(const char* id, ImVec2 size, bool scroll = false);
void end_panel();

// Keyboard: a GLFW key code with exact Ctrl/Shift state, not while typing in a field.
bool shortcut(int glfw_key, bool ctrl, bool shift = false);
bool enter_pressed();  // Enter or keypad Enter, no modifiers
// Ctrl+F, also while typing in a field (a second Ctrl+F selects the search text again).
bool search_shortcut();

// Puts the keyboard into the next item, a text field, with its text selected so typing
// replaces it. The field takes the keyboard a frame later: until then keys without Ctrl are
// that field's text, not shortcuts (Ctrl+F then "c" must not toggle the coach).
void focus_text_field();
// Takes the keyboard from the field and window that have it, so arrows, Tab and Enter are
// the board's again (after Enter in a search).
void give_keyboard_to_board();

// A board with a piece picked owns the arrow keys and Enter: it claims them each frame, and
// the window switches ImGui's keyboard navigation off for the next frame, so that a widget
// clicked or searched earlier does not take the same keys too.
void claim_board_keys();
bool take_board_keys_claim();  // the window, once per frame: claimed since the last call?

// Continues the line when an item `width` wide still fits on it, else starts a new one
// (toolbars and filter rows wrap at large font scales instead of running off the window).
// Returns whether it continued the line.
bool same_line_if_fits(float width);
// A muted detail after the last item: "·  text" on the same line when it fits, else the
// text alone on a new line (header strips wrap without a stray separator).
void trailing_detail(const std::string& text);
// One line of text in the width left on the line (a table cell), cut after a whole word
// or character with "…" when it does not fit; the whole text is then its tooltip.
void fitted_text(const std::string& text, const ImVec4* colour = nullptr);
float button_width(const char* label);  // a Button's width at the current font

// Moves (and if needed shrinks) the current window back inside the main viewport: a
// position saved at another size or font scale must never leave it out of reach.
void keep_window_on_screen();

}  // namespace trib::ui
