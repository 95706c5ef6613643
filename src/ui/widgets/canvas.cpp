#include "ui/widgets/canvas.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "ui/frame/layout_check.h"

namespace trib::ui {

namespace {
constexpr float kMinZoom = 2.0f;
constexpr float kMaxZoom = 400.0f;
constexpr float kFitMarginPx = 24.0f;
}  // namespace

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
  hovered_ = ImGui::IsItemHovered();
  if ((has_content_ && !fitted_once_) || fit_requested_) fit_now();
  handle_input();

  // Overlay: the Fit button in the top-right corner.
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const float width = ImGui::CalcTextSize("Fit").x + pad.x * 2;
  ImGui::SetCursorScreenPos(ImVec2(screen_max_.x - width - 10, screen_min_.y + 10));
  if (ImGui::SmallButton("Fit")) fit_requested_ = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Frame the whole layout (Home)");
  if (hovered_ && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false)) {
    fit_requested_ = true;
  }
  return true;
}

void BoardCanvas::end() {
  ImGui::EndChild();
}

void BoardCanvas::set_content_bounds(ImVec2 world_min, ImVec2 world_max) {
  content_min_ = world_min;
  content_max_ = world_max;
  has_content_ = world_max.x > world_min.x && world_max.y > world_min.y;
}

void BoardCanvas::fit_now() {
  fit_requested_ = false;
  if (!has_content_) return;
  fitted_once_ = true;
  const float w = screen_max_.x - screen_min_.x - 2 * kFitMarginPx;
  const float h = screen_max_.y - screen_min_.y - 2 * kFitMarginPx;
  const float cw = content_max_.x - content_min_.x;
  const float ch = content_max_.y - content_min_.y;
  if (w <= 0 || h <= 0) return;
  zoom_ = std::clamp(std::min(w / cw, h / ch), kMinZoom, kMaxZoom);
  centre_world_ =
      ImVec2((content_min_.x + content_max_.x) * 0.5f, (content_min_.y + content_max_.y) * 0.5f);
}

void BoardCanvas::handle_input() {
  ImGuiIO& io = ImGui::GetIO();
  const bool active = ImGui::IsItemActive();
  if (ImGui::IsItemActivated()) dragged_ = false;
  const bool left_drag = active && ImGui::IsMouseDragging(ImGuiMouseButton_Left);
  const bool middle_drag = active && ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0.0f);
  panning_ = left_drag || middle_drag;
  if (left_drag) dragged_ = true;
  if (panning_ && zoom_ > 0) {
    centre_world_.x -= io.MouseDelta.x / zoom_;
    centre_world_.y -= io.MouseDelta.y / zoom_;
  }
  if (hovered_ && io.MouseWheel != 0.0f && !io.KeyShift && !io.KeyCtrl) {
    const ImVec2 anchor = to_world(io.MousePos);
    zoom_ = std::clamp(zoom_ * std::pow(1.15f, io.MouseWheel), kMinZoom, kMaxZoom);
    const ImVec2 mid((screen_min_.x + screen_max_.x) * 0.5f,
                     (screen_min_.y + screen_max_.y) * 0.5f);
    centre_world_ = ImVec2(anchor.x - (io.MousePos.x - mid.x) / zoom_,
                           anchor.y - (io.MousePos.y - mid.y) / zoom_);
  }
}

ImVec2 BoardCanvas::to_screen(ImVec2 world) const {
  const ImVec2 mid((screen_min_.x + screen_max_.x) * 0.5f, (screen_min_.y + screen_max_.y) * 0.5f);
  return ImVec2(mid.x + (world.x - centre_world_.x) * zoom_,
                mid.y + (world.y - centre_world_.y) * zoom_);
}

ImVec2 BoardCanvas::to_world(ImVec2 screen) const {
  const ImVec2 mid((screen_min_.x + screen_max_.x) * 0.5f, (screen_min_.y + screen_max_.y) * 0.5f);
  return ImVec2(centre_world_.x + (screen.x - mid.x) / zoom_,
                centre_world_.y + (screen.y - mid.y) / zoom_);
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
  draw_list()->AddRectFilled(to_screen(min), to_screen(max), colour, rounding * zoom_);
}

void BoardCanvas::rect(ImVec2 min, ImVec2 max, ImU32 colour, float thickness_px,
                       float rounding) const {
  draw_list()->AddRect(to_screen(min), to_screen(max), colour, rounding * zoom_, 0, thickness_px);
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
  draw_list()->AddCircleFilled(to_screen(centre), radius * zoom_, colour);
}

void BoardCanvas::circle(ImVec2 centre, float radius, ImU32 colour, float thickness_px) const {
  draw_list()->AddCircle(to_screen(centre), radius * zoom_, colour, 0, thickness_px);
}

void BoardCanvas::text(ImVec2 centre, float height, ImU32 colour, const char* text) const {
  const float size_px = height * zoom_;
  if (size_px < 6.0f) return;
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size_px, FLT_MAX, 0.0f, text);
  const ImVec2 at = to_screen(centre);
  draw_list()->AddText(font, size_px, ImVec2(at.x - extent.x * 0.5f, at.y - extent.y * 0.5f),
                       colour, text);
}

}  // namespace trib::ui
