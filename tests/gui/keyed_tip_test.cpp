// The keyboard ghost's tooltip: shown from an arrow step until the mouse moves, never on the
// spot a pick starts on.

#include <doctest/doctest.h>

#include "ui/widgets/keyed_tip.h"

using trib::ui::KeyedTip;

TEST_CASE("the spot a pick starts on shows no tooltip; an arrow step shows it") {
  KeyedTip tip;
  tip.update(false, true, false);  // the ghost waits on the pick's first legal spot
  CHECK_FALSE(tip.shown());
  tip.update(true, false, false);  // Right
  CHECK(tip.shown());
  tip.update(false, false, false);  // frames without input keep it
  CHECK(tip.shown());
}

TEST_CASE(
    "the tooltip goes when the mouse moves, also off the board, and an arrow brings it back") {
  KeyedTip tip;
  tip.update(true, false, false);
  REQUIRE(tip.shown());
  tip.update(false, false, true);  // the pointer leaves for the palette: the ghost stays
  CHECK_FALSE(tip.shown());
  tip.update(false, false, false);  // the pointer rests: still no tooltip
  CHECK_FALSE(tip.shown());
  tip.update(true, false, false);  // the next arrow
  CHECK(tip.shown());
  tip.update(true, false, true);  // a step in the frame the pointer moved still shows it
  CHECK(tip.shown());
}

TEST_CASE("a new pick hides the tooltip of the last one") {
  KeyedTip tip;
  tip.update(true, false, false);
  tip.update(false, true, false);
  CHECK_FALSE(tip.shown());
}
