// Short ids as typed at a table: cut letters, numbers without zeros, several at once.

#include <doctest/doctest.h>

#include "core/short_id.h"

TEST_CASE("a short id is any start of the letters and the number without its zeros") {
  CHECK(trib::names_id("sheep-13", "s13"));
  CHECK(trib::names_id("sheep-13", "sh13"));
  CHECK(trib::names_id("sheep-13", "sheep13"));
  CHECK(trib::names_id("sheep-13", "SHEEP-13"));
  CHECK(trib::names_id("base-05", "b5"));
  CHECK(trib::names_id("base-05", "b05"));
  CHECK(trib::names_id("c07", "7"));
  CHECK(trib::names_id("c07", "c7"));
  CHECK_FALSE(trib::names_id("sheep-13", "s1"));
  CHECK_FALSE(trib::names_id("sheep-13", "c13"));
  CHECK_FALSE(trib::names_id("sheep-13", "s13x"));
  CHECK_FALSE(trib::names_id("sheep-13", "s"));
  CHECK_FALSE(trib::names_id("sheep-13", ""));
  CHECK_FALSE(trib::names_id("source", "s1"));
}

TEST_CASE("a typed id names one id, or none when several answer to it") {
  const std::vector<std::string> ids = {"base-05", "sheep-05", "cows-05", "sheep-13", "c07"};
  CHECK(trib::find_named_id(ids, "s13") == 3u);
  CHECK(trib::find_named_id(ids, "b5") == 0u);
  CHECK(trib::find_named_id(ids, "Sheep-05") == 1u);
  CHECK_FALSE(trib::find_named_id(ids, "5").has_value());  // base, sheep and cows
  CHECK(trib::find_named_id(ids, "7") == 4u);
  CHECK_FALSE(trib::find_named_id(ids, "x9").has_value());
  // An id that is itself another id's short form names itself.
  CHECK(trib::find_named_id({"c7", "c07"}, "c7") == 0u);
}

TEST_CASE("a typed line parts into words at spaces and commas") {
  CHECK(trib::typed_words("s13 s12,b07") == std::vector<std::string>{"s13", "s12", "b07"});
  CHECK(trib::typed_words("  ") == std::vector<std::string>{});
}
