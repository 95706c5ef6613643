// The board canvas's camera math (see camera.h): fit, follow a moved region, reveal a new
// piece about an anchor. Each axis is solved on its own: screen = world · zoom + offset.

#include "ui/widgets/camera.h"

#include <algorithm>

namespace trib::ui {

namespace {

// A zoom out to reveal a piece keeps the anchor still down to this share of the zoom that
// would show everything; below it, a pan is the smaller change.
constexpr float kKeepAnchorZoomShare = 0.75f;

float mid(float a, float b) {
  return (a + b) * 0.5f;
}

// One axis of the problem: the region's span and each kept box's span with its margin.
struct Span {
  float min, max, margin;
};

struct Axis {
  float region_min, region_max;
  std::vector<Span> keep;

  // The largest zoom at which every span fits between the region's edges at once: for each
  // pair, from the left end of one to the right end of the other.
  float fit_zoom(float limit) const {
    float zoom = limit;
    for (const Span& a : keep) {
      for (const Span& b : keep) {
        const float world = b.max - a.min;
        if (world <= 0) continue;
        const float room = region_max - region_min - a.margin - b.margin;
        zoom = std::min(zoom, std::max(room, 0.0f) / world);
      }
    }
    return zoom;
  }

  // The largest zoom up to `limit` at which the world point `world_at` stays at screen
  // `screen_at` and every span still fits.
  float anchored_zoom(float screen_at, float world_at, float limit) const {
    float zoom = limit;
    for (const Span& s : keep) {
      if (s.min < world_at) {
        zoom =
            std::min(zoom, std::max(screen_at - region_min - s.margin, 0.0f) / (world_at - s.min));
      }
      if (s.max > world_at) {
        zoom =
            std::min(zoom, std::max(region_max - s.margin - screen_at, 0.0f) / (s.max - world_at));
      }
    }
    return zoom;
  }

  // The offset nearest `wanted` at which every span is on screen at `zoom`.
  float offset(float zoom, float wanted) const {
    float low = -1e30f, high = 1e30f;
    for (const Span& s : keep) {
      low = std::max(low, region_min + s.margin - s.min * zoom);
      high = std::min(high, region_max - s.margin - s.max * zoom);
    }
    return low <= high ? std::clamp(wanted, low, high) : mid(low, high);
  }
};

}  // namespace

Box united(const Box& a, const Box& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {{std::min(a.min.x, b.min.x), std::min(a.min.y, b.min.y)},
          {std::max(a.max.x, b.max.x), std::max(a.max.y, b.max.y)}};
}

Box intersected(const Box& a, const Box& b) {
  return {{std::max(a.min.x, b.min.x), std::max(a.min.y, b.min.y)},
          {std::min(a.max.x, b.max.x), std::min(a.max.y, b.max.y)}};
}

Point Camera::to_screen(Point world, const Box& region) const {
  return {mid(region.min.x, region.max.x) + (world.x - centre.x) * zoom,
          mid(region.min.y, region.max.y) + (world.y - centre.y) * zoom};
}

Point Camera::to_world(Point screen, const Box& region) const {
  return {centre.x + (screen.x - mid(region.min.x, region.max.x)) / zoom,
          centre.y + (screen.y - mid(region.min.y, region.max.y)) / zoom};
}

Box Camera::view(const Box& region) const {
  return {to_world(region.min, region), to_world(region.max, region)};
}

Camera fitted(const Box& content, const Box& region, float margin_px, ZoomLimits limits) {
  const float w = region.max.x - region.min.x - 2 * margin_px;
  const float h = region.max.y - region.min.y - 2 * margin_px;
  if (content.empty() || w <= 0 || h <= 0) return Camera{};
  Camera out;
  out.zoom =
      std::clamp(std::min(w / (content.max.x - content.min.x), h / (content.max.y - content.min.y)),
                 limits.min, limits.max);
  out.centre = {mid(content.min.x, content.max.x), mid(content.min.y, content.max.y)};
  return out;
}

Camera followed(const Camera& camera, const Box& old_region, const Box& new_region) {
  Camera out = camera;
  out.centre.x +=
      (mid(new_region.min.x, new_region.max.x) - mid(old_region.min.x, old_region.max.x)) /
      camera.zoom;
  out.centre.y +=
      (mid(new_region.min.y, new_region.max.y) - mid(old_region.min.y, old_region.max.y)) /
      camera.zoom;
  return out;
}

Camera carried(const Camera& camera, const Framing& last, const Box& region, const Box& fit_region,
               float font_px, const Box& content, float margin_px, ZoomLimits limits) {
  if (last.region.empty() || region.empty()) return camera;
  const bool moved = last.region.min.x != region.min.x || last.region.min.y != region.min.y ||
                     last.region.max.x != region.max.x || last.region.max.y != region.max.y;
  const bool new_font = font_px != last.font_px;
  if (!moved && !new_font) return camera;
  const bool room_to_fit = fit_region.max.x - fit_region.min.x > 2 * margin_px &&
                           fit_region.max.y - fit_region.min.y > 2 * margin_px;
  if (last.as_fitted && !content.empty() && room_to_fit) {
    return fitted(content, fit_region, margin_px, limits);
  }
  const Box was_shown = intersected(content, camera.view(last.region));
  if (!new_font || was_shown.empty()) return followed(camera, last.region, region);
  // The old zoom where what was shown still fits, else the largest that fits it; the old
  // centre, moved the least that keeps it all in view.
  Camera out = camera;
  out.zoom = std::min(camera.zoom, fitted(was_shown, region, 0.0f, limits).zoom);
  auto keep_in_view = [&](float centre, float shown_min, float shown_max, float span) {
    const float half = span * 0.5f / out.zoom;
    const float low = shown_max - half, high = shown_min + half;
    return low <= high ? std::clamp(centre, low, high) : mid(shown_min, shown_max);
  };
  out.centre = {
      keep_in_view(camera.centre.x, was_shown.min.x, was_shown.max.x, region.max.x - region.min.x),
      keep_in_view(camera.centre.y, was_shown.min.y, was_shown.max.y, region.max.y - region.min.y)};
  return out;
}

bool shows(const Camera& camera, const Box& region, const Box& world) {
  const Point a = camera.to_screen(world.min, region);
  const Point b = camera.to_screen(world.max, region);
  return a.x >= region.min.x && a.y >= region.min.y && b.x <= region.max.x && b.y <= region.max.y;
}

Camera revealed(const Camera& camera, const Box& region, const std::vector<Keep>& keep,
                Point anchor, ZoomLimits limits) {
  const bool all_shown = std::all_of(keep.begin(), keep.end(), [&](const Keep& k) {
    return k.world.empty() || shows(camera, region, k.world);
  });
  if (all_shown) return camera;
  Axis x{region.min.x, region.max.x, {}}, y{region.min.y, region.max.y, {}};
  float margin = 0;
  for (const Keep& k : keep) {
    if (k.world.empty()) continue;
    x.keep.push_back({k.world.min.x, k.world.max.x, k.margin_px});
    y.keep.push_back({k.world.min.y, k.world.max.y, k.margin_px});
    margin = std::max(margin, k.margin_px);
  }
  const float fit = std::max(limits.min, y.fit_zoom(x.fit_zoom(camera.zoom)));
  // The anchor, inside the margins so that it can stay where it is.
  auto inside = [&](float at, float lo, float hi) {
    return lo + margin <= hi - margin ? std::clamp(at, lo + margin, hi - margin) : mid(lo, hi);
  };
  const Point screen{inside(anchor.x, region.min.x, region.max.x),
                     inside(anchor.y, region.min.y, region.max.y)};
  const Point world = camera.to_world(screen, region);
  const float anchored =
      y.anchored_zoom(screen.y, world.y, x.anchored_zoom(screen.x, world.x, fit));
  Camera out;
  out.zoom = std::max({anchored, fit * kKeepAnchorZoomShare, limits.min});
  const float offset_x = x.offset(out.zoom, screen.x - world.x * out.zoom);
  const float offset_y = y.offset(out.zoom, screen.y - world.y * out.zoom);
  out.centre = {(mid(region.min.x, region.max.x) - offset_x) / out.zoom,
                (mid(region.min.y, region.max.y) - offset_y) / out.zoom};
  return out;
}

}  // namespace trib::ui
