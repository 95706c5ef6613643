// River Wild's BG Stats plays: a table with an illegal move is not a play. Part of
// test_bgstats (tests/bgstats/).

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "export_fixture.h"

TEST_CASE("an illegal table is not a play") {
  trib::test::use_utc();
  CHECK_THROWS_AS(trib::bgstats_play(trib::test::play_from_file(
                      "data/examples/river-wild/river-wild-illegal.json")),
                  trib::InputError);
}
