// JsonView: paths in errors, range-checked integers, unknown keys refused.

#include <doctest/doctest.h>

#include "core/json_view.h"

using trib::InputError;
using trib::json;
using trib::JsonView;

TEST_CASE("JsonView tracks paths through objects and arrays") {
  const json doc = json::parse(R"({"moves": [{"row": "one"}], "a/b": {"~": 1}})");
  const JsonView root(doc);
  const JsonView row = root.at("moves").at(0).at("row");
  CHECK(row.path() == "/moves/0/row");
  CHECK_THROWS_WITH_AS(row.as_int(0, 10), doctest::Contains("/moves/0/row: expected an integer"),
                       InputError);
  CHECK(root.at("a/b").at("~").path() == "/a~1b/~0");
}

TEST_CASE("integers are range-checked, including huge ones") {
  const json doc = json::parse(R"([5, -3, 1e300, 18446744073709551615, 2.5, true])");
  const JsonView v(doc);
  CHECK(v.at(0).as_int(0, 10) == 5);
  CHECK_THROWS_AS(v.at(1).as_int(0, 10), InputError);
  CHECK_THROWS_AS(v.at(2).as_int(0, 10), InputError);
  CHECK_THROWS_AS(v.at(3).as_int(0, 10), InputError);
  CHECK_THROWS_AS(v.at(4).as_int(0, 10), InputError);
  CHECK_THROWS_AS(v.at(5).as_int(0, 10), InputError);
  CHECK(v.at(4).as_number(0, 10) == 2.5);
  CHECK_THROWS_WITH_AS(v.at(2).as_number(0, 1000), doctest::Contains("between 0 and 1000"),
                       InputError);
  CHECK_THROWS_AS(v.at(4).as_number(3, 10), InputError);
}

TEST_CASE("expect_object refuses unknown keys but allows x- keys") {
  const json doc = json::parse(R"({"card": "a", "x-why": "note", "sdie": "front"})");
  const JsonView v(doc, "/moves/2");
  try {
    v.expect_object({"card", "side"});
    FAIL("expected an InputError");
  } catch (const InputError& error) {
    CHECK(error.path == "/moves/2/sdie");
  }
  const json ok = json::parse(R"({"card": "a", "x-why": "note"})");
  CHECK_NOTHROW(JsonView(ok).expect_object({"card"}));
}

TEST_CASE("enums list the accepted values") {
  const json doc = json::parse(R"("sideways")");
  CHECK_THROWS_WITH_AS(JsonView(doc, "/side").as_enum({"front", "back"}),
                       doctest::Contains("\"front\", \"back\""), InputError);
}

TEST_CASE("json_number writes integral values as integers") {
  CHECK(trib::json_number(37.0).is_number_integer());
  CHECK(trib::json_number(12.5).dump() == "12.5");
  CHECK(trib::json_number(-0.0).dump() == "0");
}
