// The arrow keys on the River Woods map (key_nav.h): each arrow goes to the nearest spot
// on its side of the screen, stays put when there is none, and a tool starts on the spot
// nearest the main piece.

#include <doctest/doctest.h>

#include "ui/river-woods/key_nav.h"

namespace nav = trib::ui::woods_ui;
using trib::river_woods::Cell;

TEST_CASE("arrows move to the nearest spot their way, as on the screen") {
  // A row of three at r = 0 and two cells of the row below (pointy-top: [0,1] lies down
  // and right of [0,0], [-1,1] down and left).
  const std::vector<Cell> spots = {{0, 0}, {1, 0}, {2, 0}, {-1, 1}, {0, 1}};
  CHECK(nav::spot_towards(spots, {0, 0}, nav::Arrow::right) == Cell{1, 0});
  CHECK(nav::spot_towards(spots, {1, 0}, nav::Arrow::right) == Cell{2, 0});
  CHECK(nav::spot_towards(spots, {2, 0}, nav::Arrow::right) == Cell{2, 0});  // none: stays
  CHECK(nav::spot_towards(spots, {2, 0}, nav::Arrow::left) == Cell{1, 0});
  CHECK(nav::spot_towards(spots, {0, 0}, nav::Arrow::up) == Cell{0, 0});
  // Down from [0,0]: both cells below are as near; the first in reading order wins.
  CHECK(nav::spot_towards(spots, {0, 0}, nav::Arrow::down) == Cell{-1, 1});
  CHECK(nav::spot_towards(spots, {1, 0}, nav::Arrow::down) == Cell{0, 1});
  CHECK(nav::spot_towards(spots, {0, 1}, nav::Arrow::up) == Cell{0, 0});
}

TEST_CASE("a tool starts on the spot nearest the anchor, else the first in reading order") {
  const std::vector<Cell> spots = {{3, -2}, {0, -2}, {-1, -2}, {2, 0}};
  CHECK(nav::first_spot(spots, Cell{0, -1}) == Cell{0, -2});
  CHECK(nav::first_spot(spots, Cell{2, 1}) == Cell{2, 0});
  CHECK(nav::first_spot(spots, std::nullopt) == Cell{-1, -2});
  CHECK_FALSE(nav::first_spot({}, Cell{0, 0}).has_value());
}
