#include <doctest/doctest.h>

#include "core/text.h"

using trib::character_count;
using trib::first_control_character;
using trib::terminal_safe;

TEST_CASE("characters are code points") {
  CHECK(character_count("") == 0);
  CHECK(character_count("Ada") == 3);
  CHECK(character_count("żółw") == 4);
  CHECK(character_count("🦦 otter") == 7);
  CHECK(character_count("\xff\xfe") == 2);  // invalid bytes count one each
}

TEST_CASE("control characters are C0, DEL and C1, and invalid bytes") {
  CHECK_FALSE(first_control_character("Zoë żółw 🦦"));
  CHECK(first_control_character(std::string("a\0b", 3)) == U'\0');
  CHECK(first_control_character("a\x1b[2J") == U'\x1b');
  CHECK(first_control_character("a\x7f") == U'\x7f');
  CHECK(first_control_character("a\xc2\x9b"
                                "2J") == U'\u009b');
  CHECK(first_control_character("a\x9b") == U'\x9b');
  CHECK(trib::code_point_name(U'\x1b') == "U+001B");
  CHECK(trib::code_point_name(U'\U0001F9A6') == "U+01F9A6");
}

TEST_CASE("terminal_safe makes control sequences visible and leaves text alone") {
  CHECK(terminal_safe("Zoë żółw\tok\n") == "Zoë żółw\tok\n");
  CHECK(terminal_safe("\x1b]0;pwned\x07\x1b[2J") == "\\x1B]0;pwned\\x07\\x1B[2J");
  CHECK(terminal_safe("a\xc2\x9b"
                      "2J") == "a\\u009B2J");
  CHECK(terminal_safe("a\x7f") == "a\\x7F");
  CHECK(terminal_safe("cut \xc5") == "cut \\xC5");
  CHECK(terminal_safe(std::string("nul\0", 4)) == "nul\\x00");
}
