// River Wild's moves in the move list.

#include <doctest/doctest.h>

#include "move_words.h"

TEST_CASE("a house-ruled River Wild placement is described in words") {
  CHECK(trib::test::described_as_house_ruling(
            "river-wild", {{"card", "c07"}, {"row", 2}, {"col", 0}}) == "c07 at row 2, col 0");
}
