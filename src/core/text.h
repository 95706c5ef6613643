#pragma once
// User-given text: counting characters, spotting control characters, and making any text
// safe to print on a terminal (a name must never clear the screen or set its title).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace trib {

// Characters (Unicode code points) in UTF-8 text; each byte of invalid UTF-8 counts as one.
std::size_t character_count(std::string_view utf8);

// The first control character in UTF-8 text, or nullopt: C0 U+0000–U+001F, DEL U+007F,
// C1 U+0080–U+009F, and the ones that reorder or break a line without being seen (the
// bidirectional controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 and the
// line and paragraph separators U+2028, U+2029). Bytes that are not valid UTF-8 count too.
std::optional<char32_t> first_control_character(std::string_view utf8);

// Spaces and characters that draw nothing (zero-width spaces and joiners, the BOM,
// fillers): a name made only of these looks empty. Control characters are not among
// them: they are refused, not trimmed.
bool is_invisible(char32_t code_point);
// `text` without invisible characters at either end.
std::string trim_invisible(std::string_view text);
// Whether every character of `text` is invisible (true for "").
bool all_invisible(std::string_view text);
// `text` in lower case, for comparing names: ASCII, Latin-1, Latin Extended-A (Polish
// included), Greek and Cyrillic capitals are folded; everything else is kept as is.
std::string case_folded(std::string_view text);
// `text` with a lower-case ASCII first letter made upper case ("meadow map" → "Meadow map");
// any other first character is kept.
std::string capitalised(std::string_view text);

// "U+001B"
std::string code_point_name(char32_t code_point);

// `text` with every control character except newline and tab written as a visible
// escape (\x1B for C0 and DEL, \u009B for C1 and the others above) and every byte of
// invalid UTF-8 as \xFF.
std::string terminal_safe(std::string_view text);

// Input quoted back in a message: terminal-safe and at most `limit` characters of it,
// cut with "…", so a hostile 10 MB key makes a one-line message.
inline constexpr std::size_t kEchoLimit = 80;
std::string echo(std::string_view text, std::size_t limit = kEchoLimit);

// A place as an ordinal in the player's language: 1st, 2nd, 3rd, 4th, 11th, 21st; Polish
// "1.", "2.".
std::string ordinal(int place);

}  // namespace trib
