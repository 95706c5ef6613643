// Wodny szlak's BG Stats plays: an unfinished table is not a play. Part of test_bgstats
// (tests/bgstats/).

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "export_fixture.h"

TEST_CASE("an unfinished table is not a play") {
  trib::test::use_utc();
  CHECK_THROWS_AS(trib::bgstats_play(
                      trib::test::play_from_file("tests/data/wodny-szlak/ties-three-players.json")),
                  trib::InputError);
}
