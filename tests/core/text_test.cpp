// Text: characters as code points, control characters, terminal-safe output.

#include <doctest/doctest.h>

#include "core/format.h"
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

TEST_CASE("bidirectional controls and line separators are escaped and refused like controls") {
  // U+202E would make a terminal draw the rest of the line right to left.
  CHECK(terminal_safe("a\u202Eb") == "a\\u202Eb");
  CHECK(terminal_safe("a\u2028b\u2029c") == "a\\u2028b\\u2029c");
  CHECK(terminal_safe("\u2066x\u2069") == "\\u2066x\\u2069");
  CHECK(first_control_character("Ada\u202E") == U'\u202E');
  CHECK(first_control_character("a\u2028") == U'\u2028');
  CHECK_FALSE(first_control_character("Zoë\u200Dx"));  // a joiner reorders nothing
}

TEST_CASE("echo keeps 80 characters of input, cut with an ellipsis, terminal-safe") {
  CHECK(trib::echo("short") == "short");
  CHECK(trib::echo(std::string(80, 'k')) == std::string(80, 'k'));
  CHECK(trib::echo(std::string(10'000'000, 'k')) == std::string(80, 'k') + "…");
  std::string polish;
  for (int i = 0; i < 100; ++i) polish += "ż";
  std::string expected;
  for (int i = 0; i < 80; ++i) expected += "ż";
  CHECK(trib::echo(polish) == expected + "…");  // cut between characters, not bytes
  CHECK(trib::echo("\x1b[2J") == "\\x1B[2J");
  CHECK(trib::echo("abc", 2) == "ab…");
}

TEST_CASE("names are trimmed of invisible characters and compared without case") {
  CHECK(trib::trim_invisible("  Ada ") == "Ada");
  CHECK(trib::trim_invisible("\uFEFFAda\u200B") == "Ada");
  CHECK(trib::trim_invisible("Ada Lovelace") == "Ada Lovelace");
  CHECK(trib::trim_invisible("   ").empty());
  CHECK(trib::all_invisible("\u200D"));
  CHECK(trib::all_invisible("\u3000 \u00A0"));
  CHECK_FALSE(trib::all_invisible("\u200Dx"));
  CHECK(trib::case_folded("ADA") == "ada");
  CHECK(trib::case_folded("ŻÓŁW Ąę") == "żółw ąę");
  CHECK(trib::case_folded("ÆØÅ") == "æøå");
  CHECK(trib::case_folded("ΣΩ Жд") == "σω жд");
  CHECK(trib::case_folded("🦦 x") == "🦦 x");
}

TEST_CASE("capitalised makes a lower-case ASCII first letter upper case, nothing else") {
  CHECK(trib::capitalised("meadow map") == "Meadow map");
  CHECK(trib::capitalised("Gold") == "Gold");
  CHECK(trib::capitalised("3 cards") == "3 cards");
  CHECK(trib::capitalised("") == "");
  CHECK(trib::capitalised("łąka") == "łąka");  // a multi-byte letter is never cut in half
}

TEST_CASE("format_count puts no-break spaces between the thousands") {
  CHECK(trib::format_count(0) == "0");
  CHECK(trib::format_count(999) == "999");
  CHECK(trib::format_count(1000) == "1\u00a0000");
  CHECK(trib::format_count(5424387) == "5\u00a0424\u00a0387");
  CHECK(trib::format_count(100000) == "100\u00a0000");
}
