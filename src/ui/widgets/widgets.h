#pragma once
// Small shared ImGui widgets for the shell and board views (wording: core/format.h).

#include <imgui.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace trib::ui {

// Text.
void heading(const char* text);  // a view's title, large bold
void section(const char* text);  // a bold section label with spacing
void muted(const char* text);    // secondary text, wrapped
// Text wrapped at the end of the content region (in `colour`, else the text colour). A word
// wider than the line, which ImGui would break in the middle, is reported to the layout check.
void wrapped_text(std::string_view text);
void wrapped_text(const ImVec4& colour, std::string_view text);
void wrapped_textf(const char* format, ...) IM_FMTARGS(1);  // printf-style, up to 1 KB
// A file path on as many lines as the width needs, broken after a "/" (a name longer than
// a line after any character).
void wrapped_path(const std::string& path);
// Reports each word of `text` wider than `wrap_width` to the layout check (wrapped text
// drawn some other way: a wrapped row, a banner).
void check_words_fit(std::string_view text, float wrap_width);
void coloured_text(const ImVec4& colour, const char* text);
void bold_text(std::string_view text);  // one line in the bold font
void help_marker(const char* text);     // "(?)" with a tooltip
// The last item's tooltip, one line, while it is hovered (`flags`: e.g.
// ImGuiHoveredFlags_AllowWhenDisabled for a disabled button).
void item_tooltip(const char* text, ImGuiHoveredFlags flags = 0);
void item_tooltip(const std::string& text, ImGuiHoveredFlags flags = 0);
// A tooltip now, its text wrapped at 30 font sizes (a sentence or more).
void wrapped_tooltip(const char* text);
// The last item's tooltip while it is hovered, placed above the item instead of at the
// cursor, so that what appears below a text field as one types stays in view.
void tooltip_above_item(const char* text);
void help_paragraph(const char* text);  // rules help: a wrapped paragraph
void help_bullet(const char* text);     // rules help: a wrapped bullet point
// Text centred on `centre` at pixel `size` in the bold font; skipped when too small to read.
void draw_text_centred(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour, const char* text);

// Buttons and labels.
bool primary_button(const char* label, ImVec2 size = ImVec2(0, 0));  // accent filled
void badge(const char* text, const ImVec4& colour);                  // small rounded tag
// A full-width coloured strip with a message; returns true when its button is pressed.
// `one_line`: the message is cut to one line with "…" (the whole of it is the tooltip).
bool banner(const ImVec4& colour, const char* text, const char* button = nullptr,
            bool one_line = false);

// A full-width selectable row whose text wraps, with an optional right-aligned value
// (score lines, move lists). `interactive` = false draws the row without hover/click.
bool wrapped_row(const char* id, const std::string& text, bool selected, const ImVec4& colour,
                 const std::string& right = {}, bool interactive = true, float indent = 0);

// The lines above a board (status, hints, tools). When the view is short (large fonts, a
// small window) they get a fixed third of its height and scroll, so the board below keeps
// its room and does not move as they change; else they take the height they need. Always
// pair with end_board_info().
void begin_board_info(const char* id);
void end_board_info();
bool short_board_view();  // whether begin_board_info() here would open a fixed share

// A framed panel on the surface colour; always pair with end_panel().
bool begin_panel(const char* id, ImVec2 size, bool scroll = false);
void end_panel();

// Continues the line when an item `width` wide still fits on it, else starts a new one
// (toolbars and filter rows wrap at large font scales instead of running off the window).
// Returns whether it continued the line.
bool same_line_if_fits(float width);
// A muted detail after the last item: "·  text" on the same line when it fits, else the
// text alone on a new line (header strips wrap without a stray separator).
void trailing_detail(const std::string& text);
// One line of text in `width` (0: the width left on the line, e.g. a table cell), cut with
// "…" when it does not fit, after a whole word or, with `whole_words` false (a file name),
// after any character; the whole text is then its tooltip.
void fitted_text(const std::string& text, const ImVec4* colour = nullptr, float width = 0,
                 bool whole_words = true);
// A player's name (or names, "Ada, Bo") on one line in `width` (0: the width left on the
// line), cut with "…" after a whole word or any character, the whole name its tooltip: every
// view draws names with it, so a name of any length (60 characters allowed) fits.
void fitted_name(const std::string& name, float width = 0, const ImVec4* colour = nullptr);
// A name, then `value` (a score) on the same line: the name is cut to leave the value its
// room, so a number is never cut nor drawn over. `value_at` > 0 puts the value that far
// from the line's start when the name leaves room (a column of scores lines up).
void fitted_name_and_value(const std::string& name, const std::string& value, float value_at = 0,
                           const ImVec4* colour = nullptr);
float button_width(const char* label);  // a Button's width at the current font
// `text` cut to `room` pixels with "…" as fitted_text() cuts it (unchanged when it fits).
std::string fit_to_width(const std::string& text, float room, bool whole_words = true);

// Whether characters of an id (ASCII letters, digits, "-", "_") were typed this frame while no
// field has the keyboard, not counting `board_keys`, a board's own one-letter keys.
bool id_typed_on_board(const char* board_keys);

// Moves (and if needed shrinks) the current window back inside the main viewport: a
// position saved at another size or font scale must never leave it out of reach.
void keep_window_on_screen();

}  // namespace trib::ui
