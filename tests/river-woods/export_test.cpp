// River Woods' BG Stats plays: a shared win (places 1, 3, 1) marks both winners. Part of
// test_bgstats (tests/bgstats/).

#include <doctest/doctest.h>

#include "export_fixture.h"

using nlohmann::json;

TEST_CASE("a shared win marks every winner with rank 1") {
  trib::test::use_utc();
  const json play = trib::bgstats_play(
      trib::test::play_from_file("tests/data/river-woods/game-end-variant.json"));
  int winners = 0;
  for (const json& player : play["players"]) {
    if (player["winner"] == true) {
      ++winners;
      CHECK(player["rank"] == 1);
    }
  }
  CHECK(winners == 2);
}
