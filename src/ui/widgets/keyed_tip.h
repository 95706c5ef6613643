#pragma once
// Whether the tooltip of a ghost moved by the arrow keys shows (see ghost_tooltip.h): from an
// arrow step until the pointer moves. The ghost stays where the keys put it, so Enter still
// places it there, but a moved pointer means the player looks elsewhere (the palette, the
// score); a tooltip left on the board would only cover what they look at. ImGui-free.

namespace trib::ui {

class KeyedTip {
 public:
  // Once a frame. `stepped`: an arrow key moved the ghost; `restarted`: the ghost was put on
  // a new pick's first spot (no tooltip: it would cover the board at every pick);
  // `pointer_moved`: the mouse moved, over the board or anywhere else.
  void update(bool stepped, bool restarted, bool pointer_moved);
  bool shown() const { return shown_; }

 private:
  bool shown_ = false;
};

}  // namespace trib::ui
