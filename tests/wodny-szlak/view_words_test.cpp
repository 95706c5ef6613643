// Wodny szlak's moves in the move list.

#include <doctest/doctest.h>

#include "move_words.h"

TEST_CASE("a house-ruled Wodny szlak placement is described in words") {
  const std::string text = trib::test::described_as_house_ruling(
      "wodny-szlak", {{"player", 1}, {"tile", "mc"}, {"x", 0}, {"y", 1}, {"rot", 0}});
  CHECK(text.find("mc at (0, 1)") != std::string::npos);
}
