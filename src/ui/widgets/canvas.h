#pragma once
// BoardCanvas: a child region with its own world coordinates for the game boards.
// Pan by dragging empty space with the left button (a click without drag is a click) or
// with the middle button; zoom with the wheel about the cursor (Shift+wheel is left to
// the view, e.g. to rotate); "Fit" frames the content bounds the view declares.
//
// Keep one BoardCanvas per board as a member of the view (it holds only the camera).
// Each frame:
//   canvas.set_content_bounds(min, max);      // the layout's extent, world units
//   if (a piece was just placed) canvas.reveal(piece_min, piece_max);
//   if (canvas.begin("board")) {              // begin() always needs end()
//     canvas.rect_filled(a, b, colour);       // world coordinates
//     if (auto at = canvas.hover_world()) ... // ghost preview at the cursor
//     if (canvas.clicked()) ...               // place
//   }
//   canvas.end();

#include <imgui.h>

#include <optional>

#include "ui/widgets/camera.h"

namespace trib::ui {

// While one lives, every BoardCanvas draws a picture (the results card): framed to fit its
// region each frame, without input or the Fit button, and its camera is given back at
// end() as it was, so the live board looks the same after the picture.
class BoardPictureScope {
 public:
  BoardPictureScope();
  ~BoardPictureScope();
  BoardPictureScope(const BoardPictureScope&) = delete;
  BoardPictureScope& operator=(const BoardPictureScope&) = delete;
};

class BoardCanvas {
 public:
  // Opens the child region (size 0 = all remaining space). Returns false when it is
  // clipped away; end() must be called either way.
  bool begin(const char* id, ImVec2 size = ImVec2(0, 0));
  void end();

  void set_content_bounds(ImVec2 world_min, ImVec2 world_max);
  void request_fit() { fit_requested_ = true; }
  // Keeps the bottom `px` of the region out of every later fit: a key drawn over the
  // board's lower edge then covers none of the fitted content.
  void set_fit_inset_bottom(float px) { fit_inset_bottom_ = px; }
  // At the next begin(): when the world box of a newly placed piece is not wholly in view,
  // zooms out (else pans) just enough to show it and what was in view, keeping the point
  // under the cursor (or the middle of the board) where it is.
  void reveal(ImVec2 world_min, ImVec2 world_max);

  // Camera.
  float zoom() const { return camera_.zoom; }  // screen pixels per world unit
  ImVec2 to_screen(ImVec2 world) const;
  ImVec2 to_world(ImVec2 screen) const;
  ImVec2 screen_min() const { return screen_min_; }
  ImVec2 screen_max() const { return screen_max_; }

  // Input, valid between begin() and end().
  bool hovered() const { return hovered_; }
  std::optional<ImVec2> hover_world() const;
  bool clicked(ImGuiMouseButton button = ImGuiMouseButton_Left) const;
  // Shift+wheel over the canvas (turns or flips the picked piece): +1 a notch towards the
  // user, -1 away, 0 none. Some systems turn Shift+wheel into a horizontal wheel.
  int shift_wheel() const;

  // Drawing in world coordinates (sizes in world units unless named _px).
  ImDrawList* draw_list() const { return ImGui::GetWindowDrawList(); }
  void rect_filled(ImVec2 min, ImVec2 max, ImU32 colour, float rounding = 0) const;
  void rect(ImVec2 min, ImVec2 max, ImU32 colour, float thickness_px = 1, float rounding = 0) const;
  void polyline(const ImVec2* points, int count, ImU32 colour, bool closed,
                float thickness_px = 1) const;
  void line(ImVec2 a, ImVec2 b, ImU32 colour, float thickness_px = 1) const;
  void circle_filled(ImVec2 centre, float radius, ImU32 colour) const;
  void circle(ImVec2 centre, float radius, ImU32 colour, float thickness_px = 1) const;
  // Text `height` world units tall, centred on `centre`; skipped when too small to read.
  void text(ImVec2 centre, float height, ImU32 colour, const char* text) const;

 private:
  Box region() const { return {{screen_min_.x, screen_min_.y}, {screen_max_.x, screen_max_.y}}; }
  void place_camera();
  void handle_input();

  Camera camera_;
  Box content_;
  bool fitted_once_ = false;
  bool fit_requested_ = false;
  float fit_inset_bottom_ = 0.0f;
  std::optional<Box> reveal_;  // a placed piece to bring into view at the next begin()
  Framing last_;               // the last begin()'s region and font, and whether still fitted
  ImVec2 screen_min_ = ImVec2(0, 0), screen_max_ = ImVec2(0, 0);
  bool hovered_ = false;
  bool panning_ = false;
  bool dragged_ = false;  // the current left press turned into a pan
  // The live camera, kept aside while a picture is drawn (BoardPictureScope).
  struct LiveCamera {
    Camera camera;
    Framing last;
    bool fitted_once = false;
    bool fit_requested = false;
    std::optional<Box> reveal;
  };
  std::optional<LiveCamera> live_;
};

}  // namespace trib::ui
