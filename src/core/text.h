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

// The first control character (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F) in UTF-8
// text, or nullopt. Bytes that are not valid UTF-8 count as control characters too.
std::optional<char32_t> first_control_character(std::string_view utf8);

// "U+001B"
std::string code_point_name(char32_t code_point);

// `text` with every control character except newline and tab written as a visible
// escape (\x1B for C0 and DEL, \u009B for C1) and every byte of invalid UTF-8 as \xFF.
std::string terminal_safe(std::string_view text);

// A place as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st.
std::string ordinal(int place);

}  // namespace trib
