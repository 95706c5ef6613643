// The board canvas (see canvas.h): the child region, its input (pan, zoom about the
// cursor, Fit) and drawing in world coordinates through the camera of camera.h.

#include "ui/widgets/canvas.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/layout_check.h"

namespace trib::ui {

namespace {
constexpr ZoomLimits kZoom{2.0f, 400.0f};
constexpr float kFitMarginPx = 24.0f;

Point point(ImVec2 v) {
  return {v.x, v.y};
}

ImVec2 imvec(Point p) {
  return ImVec2(p.x, p.y);
}

bool g_board_picture = false;
}  // namespace

BoardPictureScope::BoardPictureScope() {
  g_board_picture = true;
}
BoardPictureScope::~BoardPictureScope() {
  g_board_picture = false;
}

bool BoardCanvas::begin(const char* id, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  const bool open = ImGui::BeginChild(
      id, size, true,
      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoMove);
  ImGui::PopStyleColor();
  screen_min_ = ImGui::GetWindowPos();
  screen_max_ =
      ImVec2(screen_min_.x + ImGui::GetWindowWidth(), screen_min_.y + ImGui::GetWindowHeight());
  note_board_area(id, screen_min_, screen_max_);
  hovered_ = false;
  if (!open) return false;

  // One invisible button over the whole region catches clicks and drags; widgets drawn
  // afterwards (overlays) may overlap it.
  ImGui::SetCursorScreenPos(screen_min_);
  const ImVec2 region(std::max(1.0f, screen_max_.x - screen_min_.x),
                      std::max(1.0f, screen_max_.y - screen_min_.y));
  ImGui::InvisibleButton("##canvas", region,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle |
                             ImGuiButtonFlags_MouseButtonRight);
  ImGui::SetItemAllowOverlap();
  if (g_board_picture) {
    live_ = LiveCamera{camera_, last_, fitted_once_, fit_requested_, reveal_};
    last_ = {};
    fitted_once_ = false;
    place_camera();
    return true;
  }
  hovered_ = ImGui::IsItemHovered();
  place_camera();
  handle_input();

  // Overlay: the Fit button in the top-right corner.
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  // TRANSLATORS: the button that frames the whole board in view.
  const char* fit = _("Fit");
  const float width = ImGui::CalcTextSize(fit).x + pad.x * 2;
  ImGui::SetCursorScreenPos(ImVec2(screen_max_.x - width - 10, screen_min_.y + 10));
  if (ImGui::SmallButton(fill("{}###fit", fit).c_str())) fit_requested_ = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Frame the whole layout (Home)"));
  if (hovered_ && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false)) {
    fit_requested_ = true;
  }
  return true;
}

void BoardCanvas::end() {
  ImGui::EndChild();
  if (live_) {
    camera_ = live_->camera;
    last_ = live_->last;
    fitted_once_ = live_->fitted_once;
    fit_requested_ = live_->fit_requested;
    reveal_ = live_->reveal;
    live_.reset();
  }
}

void BoardCanvas::set_content_bounds(ImVec2 world_min, ImVec2 world_max) {
  content_ = {point(world_min), point(world_max)};
}

void BoardCanvas::reveal(ImVec2 world_min, ImVec2 world_max) {
  reveal_ = reveal_ ? united(*reveal_, {point(world_min), point(world_max)})
                    : Box{point(world_min), point(world_max)};
}

// Before this frame's input: carry the camera over a moved region or a new font size, then
// fit (the first frames, Home, the Fit button) or reveal a piece placed out of view.
void BoardCanvas::place_camera() {
  const Box now = region();
  Box fit_region = now;
  fit_region.max.y -= fit_inset_bottom_;
  const float font_px = ImGui::GetFontSize();
  camera_ = carried(camera_, last_, now, fit_region, font_px, content_, kFitMarginPx, kZoom);
  if (!now.empty()) last_.region = now;
  last_.font_px = font_px;
  const float w = screen_max_.x - screen_min_.x - 2 * kFitMarginPx;
  const float h = screen_max_.y - screen_min_.y - 2 * kFitMarginPx - fit_inset_bottom_;
  if (content_.empty() || w <= 0 || h <= 0) return;
  if (!fitted_once_ || fit_requested_) {
    camera_ = fitted(content_, fit_region, kFitMarginPx, kZoom);
    fitted_once_ = true;
    fit_requested_ = false;
    last_.as_fitted = true;
    reveal_.reset();
  } else if (reveal_) {
    const Box in_view = intersected(content_, camera_.view(now));
    const ImVec2 anchor = hovered_ ? ImGui::GetIO().MousePos
                                   : ImVec2((screen_min_.x + screen_max_.x) * 0.5f,
                                            (screen_min_.y + screen_max_.y) * 0.5f);
    const Camera before = camera_;
    camera_ =
        revealed(camera_, now, {{in_view, 0.0f}, {*reveal_, kFitMarginPx}}, point(anchor), kZoom);
    if (camera_.zoom != before.zoom || camera_.centre.x != before.centre.x ||
        camera_.centre.y != before.centre.y) {
      last_.as_fitted = false;
    }
    reveal_.reset();
  }
}

void BoardCanvas::handle_input() {
  ImGuiIO& io = ImGui::GetIO();
  const bool active = ImGui::IsItemActive();
  if (ImGui::IsItemActivated()) dragged_ = false;
  const bool left_drag = active && ImGui::IsMouseDragging(ImGuiMouseButton_Left);
  const bool middle_drag = active && ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0.0f);
  panning_ = left_drag || middle_drag;
  if (left_drag) dragged_ = true;
  if (panning_ && camera_.zoom > 0 && (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
    last_.as_fitted = false;
    camera_.centre.x -= io.MouseDelta.x / camera_.zoom;
    camera_.centre.y -= io.MouseDelta.y / camera_.zoom;
  }
  if (hovered_ && io.MouseWheel != 0.0f && !io.KeyShift && !io.KeyCtrl) {
    last_.as_fitted = false;
    const ImVec2 anchor = to_world(io.MousePos);
    camera_.zoom = std::clamp(camera_.zoom * std::pow(1.15f, io.MouseWheel), kZoom.min, kZoom.max);
    const ImVec2 mid((screen_min_.x + screen_max_.x) * 0.5f,
                     (screen_min_.y + screen_max_.y) * 0.5f);
    camera_.centre = {anchor.x - (io.MousePos.x - mid.x) / camera_.zoom,
                      anchor.y - (io.MousePos.y - mid.y) / camera_.zoom};
  }
}

ImVec2 BoardCanvas::to_screen(ImVec2 world) const {
  return imvec(camera_.to_screen(point(world), region()));
}

ImVec2 BoardCanvas::to_world(ImVec2 screen) const {
  return imvec(camera_.to_world(point(screen), region()));
}

std::optional<ImVec2> BoardCanvas::hover_world() const {
  if (!hovered_ || panning_) return std::nullopt;
  return to_world(ImGui::GetIO().MousePos);
}

int BoardCanvas::shift_wheel() const {
  const ImGuiIO& io = ImGui::GetIO();
  const float wheel = io.MouseWheel != 0.0f ? io.MouseWheel : io.MouseWheelH;
  if (!hovered_ || !io.KeyShift || wheel == 0.0f) return 0;
  return wheel < 0 ? 1 : -1;
}

bool BoardCanvas::clicked(ImGuiMouseButton button) const {
  if (!hovered_) return false;
  if (button == ImGuiMouseButton_Left) {
    // A press that became a pan is not a click.
    return ImGui::IsMouseReleased(ImGuiMouseButton_Left) && !dragged_;
  }
  return ImGui::IsMouseClicked(button);
}

void BoardCanvas::rect_filled(ImVec2 min, ImVec2 max, ImU32 colour, float rounding) const {
  draw_list()->AddRectFilled(to_screen(min), to_screen(max), colour, rounding * camera_.zoom);
}

void BoardCanvas::rect(ImVec2 min, ImVec2 max, ImU32 colour, float thickness_px,
                       float rounding) const {
  draw_list()->AddRect(to_screen(min), to_screen(max), colour, rounding * camera_.zoom, 0,
                       thickness_px);
}

void BoardCanvas::polyline(const ImVec2* points, int count, ImU32 colour, bool closed,
                           float thickness_px) const {
  std::vector<ImVec2> screen(points, points + count);
  for (ImVec2& p : screen) p = to_screen(p);
  draw_list()->AddPolyline(screen.data(), count, colour, closed ? ImDrawFlags_Closed : 0,
                           thickness_px);
}

void BoardCanvas::line(ImVec2 a, ImVec2 b, ImU32 colour, float thickness_px) const {
  draw_list()->AddLine(to_screen(a), to_screen(b), colour, thickness_px);
}

void BoardCanvas::circle_filled(ImVec2 centre, float radius, ImU32 colour) const {
  draw_list()->AddCircleFilled(to_screen(centre), radius * camera_.zoom, colour);
}

void BoardCanvas::circle(ImVec2 centre, float radius, ImU32 colour, float thickness_px) const {
  draw_list()->AddCircle(to_screen(centre), radius * camera_.zoom, colour, 0, thickness_px);
}

void BoardCanvas::text(ImVec2 centre, float height, ImU32 colour, const char* text) const {
  const float size_px = height * camera_.zoom;
  if (size_px < 6.0f) return;
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size_px, FLT_MAX, 0.0f, text);
  const ImVec2 at = to_screen(centre);
  draw_list()->AddText(font, size_px, ImVec2(at.x - extent.x * 0.5f, at.y - extent.y * 0.5f),
                       colour, text);
}

}  // namespace trib::ui
