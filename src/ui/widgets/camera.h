#pragma once
// The board canvas's camera as plain numbers, without ImGui: where a world point lands on
// the screen, framing the content ("Fit"), keeping the picture still when the canvas's
// region moves, and bringing a newly placed piece into view without moving what is under
// the cursor.

#include <vector>

namespace trib::ui {

struct Point {
  float x = 0, y = 0;
};

struct Box {
  Point min, max;
  bool empty() const { return !(max.x > min.x && max.y > min.y); }
};

// The smallest box holding both; an empty box adds nothing.
Box united(const Box& a, const Box& b);
// The part of `a` inside `b` (empty when they do not overlap).
Box intersected(const Box& a, const Box& b);

struct ZoomLimits {
  float min = 2.0f, max = 400.0f;
};

struct Camera {
  Point centre;        // world point at the middle of the region
  float zoom = 40.0f;  // screen pixels per world unit

  Point to_screen(Point world, const Box& region) const;
  Point to_world(Point screen, const Box& region) const;
  // The world rectangle the region shows.
  Box view(const Box& region) const;
};

// Frames `content` in `region`, `margin_px` clear on every side.
Camera fitted(const Box& content, const Box& region, float margin_px, ZoomLimits limits);

// The same picture after the region moved or changed size (a line of text above the board
// grew): every world point keeps its screen position.
Camera followed(const Camera& camera, const Box& old_region, const Box& new_region);

// What the canvas keeps of its last frame, to carry the camera over a changed layout.
struct Framing {
  Box region;              // the last frame's region; empty before the first
  float font_px = 0;       // the last frame's font size
  bool as_fitted = false;  // the camera is still the last fit: no pan, zoom or reveal since
};

// The camera for a frame whose region is `region` at font size `font_px`, `fit_region` being
// the part a fit frames `content` in. A camera still as fitted is fitted again when the
// region or the font changed, so the layout stays framed (a new font scale or a resized
// window no longer cuts the top card); the user's own camera follows the region (every world
// point stays put) and keeps its zoom, but after a font change it keeps its centre and
// zooms out or pans the least that shows again what was in view.
Camera carried(const Camera& camera, const Framing& last, const Box& region, const Box& fit_region,
               float font_px, const Box& content, float margin_px, ZoomLimits limits);

// Whether `world` lies wholly inside the region.
bool shows(const Camera& camera, const Box& region, const Box& world);

// A world box to keep in view, `margin_px` clear of the region's edges.
struct Keep {
  Box world;
  float margin_px = 0;
};

// The camera that shows every box of `keep` while moving the picture as little as it can:
// unchanged when they are all in view already; else it zooms out about `anchor` (a screen
// point that stays put, such as the cursor), by at most a quarter below the largest zoom
// that shows them all, and pans the least that is then still needed.
Camera revealed(const Camera& camera, const Box& region, const std::vector<Keep>& keep,
                Point anchor, ZoomLimits limits);

}  // namespace trib::ui
