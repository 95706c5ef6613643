// Roaring River's BG Stats plays: a flipped raft reverses the win condition. Part of
// test_bgstats (tests/bgstats/).

#include <doctest/doctest.h>

#include "export_fixture.h"

using nlohmann::json;

TEST_CASE("a flipped raft reverses the win condition for that play only") {
  trib::test::use_utc();
  const json flipped = trib::bgstats_play(
      trib::test::play_from_file("tests/data/roaring-river/four-player-flip.json"));
  const json normal = trib::bgstats_play(
      trib::test::play_from_file("data/examples/roaring-river/roaring-river-finished.json"));
  CHECK(flipped["game"]["highestWins"] == false);
  CHECK(normal["game"]["highestWins"] == true);
  // C has the fewest hearts (0) and wins.
  for (const json& player : flipped["players"]) {
    CHECK(player["winner"] == (player["name"] == "C"));
    if (player["name"] == "C") CHECK(player["rank"] == 1);
  }
}
