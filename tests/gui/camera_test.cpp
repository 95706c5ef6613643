// The board canvas's camera without ImGui: a fit frames the content, a moved region leaves
// the picture where it was, and a placed piece is revealed only when it is out of view,
// about the cursor.

#include <doctest/doctest.h>

#include "ui/widgets/camera.h"

using namespace trib::ui;

namespace {

const Box kRegion{{100, 50}, {900, 650}};  // 800 × 600 pixels
const ZoomLimits kLimits{};

// Where `world` is drawn, to compare before and after.
Point at(const Camera& camera, Point world, const Box& region = kRegion) {
  return camera.to_screen(world, region);
}

void check_same(Point a, Point b) {
  CHECK(a.x == doctest::Approx(b.x).epsilon(1e-4));
  CHECK(a.y == doctest::Approx(b.y).epsilon(1e-4));
}

Camera zoomed_on_origin(float zoom) {
  Camera camera;
  camera.centre = {0, 0};
  camera.zoom = zoom;
  return camera;
}

}  // namespace

TEST_CASE("a fit frames the content with its margin, centred") {
  const Camera camera = fitted({{0, 0}, {10, 5}}, kRegion, 24, kLimits);
  CHECK(camera.zoom == doctest::Approx((800.0f - 48) / 10));  // the width decides
  check_same(at(camera, {5, 2.5f}), {500, 350});
  CHECK(at(camera, {0, 0}).x == doctest::Approx(124));
  CHECK(shows(camera, kRegion, {{0, 0}, {10, 5}}));
}

TEST_CASE("a region that moves or shrinks leaves every world point where it was") {
  const Camera camera = zoomed_on_origin(30);
  const Box lower{{100, 86}, {900, 650}};  // a second line of text above the board
  const Camera after = followed(camera, kRegion, lower);
  for (Point world : {Point{0, 0}, Point{-7, 3}, Point{12, -4}}) {
    check_same(at(after, world, lower), at(camera, world));
  }
  CHECK(after.zoom == camera.zoom);
}

TEST_CASE("a piece placed in view changes nothing") {
  const Camera camera = zoomed_on_origin(40);  // shows x in [-10, 10], y in [-7.5, 7.5]
  const Camera after =
      revealed(camera, kRegion, {{{{-10, -7.5f}, {10, 7.5f}}, 0}, {{{8, 0}, {9, 1}}, 24}},
               {850, 400}, kLimits);
  CHECK(after.zoom == camera.zoom);
  check_same(at(after, {0, 0}), at(camera, {0, 0}));
}

TEST_CASE("a piece placed past the edge is revealed by zooming out about the cursor") {
  const Camera camera = zoomed_on_origin(40);
  const Box in_view{{-4, -3}, {9, 3}};  // the content that was on screen
  const Box piece{{9, 0}, {10.5f, 1}};  // sticks out past x = 10
  const Point cursor{300, 350};         // over world (-5, 0)
  const Camera after = revealed(camera, kRegion, {{in_view, 0}, {piece, 24}}, cursor, kLimits);
  CHECK(after.zoom < camera.zoom);
  CHECK(after.zoom >= camera.zoom * 0.75f);
  check_same(at(after, camera.to_world(cursor, kRegion)), cursor);  // the cursor's point stays
  const Point right = at(after, piece.max);
  CHECK(right.x <= kRegion.max.x - 24 + 0.01f);  // the piece is in view, with its margin
  CHECK(shows(after, kRegion, in_view));
}

TEST_CASE("a cursor too near the new piece gives a bounded zoom and a pan") {
  const Camera camera = zoomed_on_origin(40);
  const Box in_view{{-4, -3}, {9, 3}};
  const Box piece{{9, 0}, {11, 1}};
  const Point cursor{890, 350};  // at the right edge, over the new piece
  const Camera after = revealed(camera, kRegion, {{in_view, 0}, {piece, 24}}, cursor, kLimits);
  CHECK(after.zoom >= camera.zoom * 0.75f * 0.999f);  // never more than a quarter out
  CHECK(shows(after, kRegion, piece));
  CHECK(shows(after, kRegion, in_view));
  CHECK(at(after, piece.max).x <= kRegion.max.x - 24 + 0.01f);
}

TEST_CASE("without a cursor the middle of the board stays still") {
  const Camera camera = zoomed_on_origin(40);
  const Box piece{{-2, 7}, {-1, 8.5f}};  // below the bottom edge (y 7.5)
  const Point middle{500, 350};
  const Camera after =
      revealed(camera, kRegion, {{{{-10, -7.5f}, {10, 7.5f}}, 0}, {piece, 24}}, middle, kLimits);
  check_same(at(after, {0, 0}), middle);
  CHECK(shows(after, kRegion, piece));
}

// A layout of cards 3 × 4 world units (River Wild's size), the source card on top at y 0.
const Box kLayout{{-6, 0}, {6, 16}};
const Box kSourceCard{{-1.5f, 0}, {1.5f, 4}};

TEST_CASE("a fitted board stays framed when a new font scale shrinks its region") {
  const Camera camera = fitted(kLayout, kRegion, 24, kLimits);
  REQUIRE(shows(camera, kRegion, kSourceCard));
  // Back from Settings at twice the font: the lines above the board push its top down.
  const Box smaller{{100, 170}, {900, 650}};
  // Following the region alone (the old way) left the source card under the text.
  CHECK_FALSE(shows(followed(camera, kRegion, smaller), smaller, kSourceCard));
  const Framing last{kRegion, 16, true};
  const Camera after = carried(camera, last, smaller, smaller, 32, kLayout, 24, kLimits);
  CHECK(shows(after, smaller, kLayout));
  check_same(after.centre, fitted(kLayout, smaller, 24, kLimits).centre);
  // A resized window refits too, at the same font.
  const Box wider{{100, 50}, {1300, 650}};
  CHECK(carried(camera, last, wider, wider, 16, kLayout, 24, kLimits).zoom ==
        doctest::Approx(fitted(kLayout, wider, 24, kLimits).zoom));
}

TEST_CASE("the user's own camera keeps its zoom; a new font brings back what was in view") {
  Camera camera = zoomed_on_origin(60);  // zoomed in on the layout's upper part
  camera.centre = {0, 5};
  const Framing last{kRegion, 16, false};
  const Box lower{{100, 86}, {900, 650}};
  const Box shown = intersected(kLayout, camera.view(kRegion));
  // Nothing changed: nothing moves.
  const Camera same = carried(camera, last, kRegion, kRegion, 16, kLayout, 24, kLimits);
  CHECK(same.zoom == camera.zoom);
  check_same(same.centre, camera.centre);
  // A line of text above the board (same font): the picture stays where it was.
  const Camera followed_only = carried(camera, last, lower, lower, 16, kLayout, 24, kLimits);
  CHECK(followed_only.zoom == camera.zoom);
  check_same(at(followed_only, {0, 5}, lower), at(camera, {0, 5}));
  // The font doubled: what was in view is in view again, zoomed out no more than needed.
  const Box smaller{{100, 170}, {900, 650}};
  const Camera after = carried(camera, last, smaller, smaller, 32, kLayout, 24, kLimits);
  CHECK(shows(after, smaller, shown));
  CHECK(after.zoom < camera.zoom);
  CHECK(after.zoom >= camera.zoom * 0.75f);
}

TEST_CASE("box helpers") {
  const Box a{{0, 0}, {2, 2}}, b{{1, -1}, {3, 1}};
  const Box u = united(a, b);
  CHECK(u.min.x == 0);
  CHECK(u.min.y == -1);
  CHECK(u.max.x == 3);
  CHECK(u.max.y == 2);
  const Box i = intersected(a, b);
  CHECK(i.min.x == 1);
  CHECK(i.max.y == 1);
  CHECK(intersected(a, {{5, 5}, {6, 6}}).empty());
  CHECK(united(Box{}, a).max.x == 2);
}
