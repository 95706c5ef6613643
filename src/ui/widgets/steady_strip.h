#pragma once
// A strip of lines above a board (a hint, a toolbar, a status line) that keeps the tallest
// height it has had at the current width and font size, so that the board below keeps its
// top when the strip's text changes or wraps onto fewer lines. In a window too small for
// it (large fonts) the board's room comes first: a padding that would take a third of the
// room below is dropped.
//
//   strip.begin();
//   ...the strip's widgets...
//   strip.end();  // pads up to the kept height

namespace trib::ui {

class SteadyStrip {
 public:
  void begin();
  void end();

 private:
  float top_ = 0;    // where this frame's strip starts (window coordinates)
  float width_ = 0;  // the width and font size the kept height belongs to
  float font_ = 0;
  float height_ = 0;  // the tallest height seen at that width and font size
};

}  // namespace trib::ui
