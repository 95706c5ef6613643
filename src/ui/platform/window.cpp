// The GLFW window, its OpenGL context and ImGui, waiting for input between frames.

#include "ui/platform/window.h"
#include "ui/platform/keys.h"

#define GLFW_INCLUDE_NONE
#include <GL/gl.h>
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <cstring>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/platform/key_queue.h"
#include "ui/platform/settings.h"

namespace trib::ui {

namespace {

// Counts input events. The callbacks are installed before ImGui's backend, which chains
// to them, so both see every event.
unsigned long g_events = 0;

void on_key(GLFWwindow*, int, int, int, int) {
  ++g_events;
}
void on_char(GLFWwindow*, unsigned int) {
  ++g_events;
}
void on_button(GLFWwindow*, int, int, int) {
  ++g_events;
}
void on_scroll(GLFWwindow*, double, double) {
  ++g_events;
}
void on_cursor(GLFWwindow*, double, double) {
  ++g_events;
}
void on_focus(GLFWwindow*, int) {
  ++g_events;
}
void on_enter(GLFWwindow*, int) {
  ++g_events;
}
void on_size(GLFWwindow*, int, int) {
  ++g_events;
}
void on_refresh(GLFWwindow*) {
  ++g_events;
}

std::string g_glfw_error;
void on_glfw_error(int code, const char* description) {
  g_glfw_error = fill(_("GLFW error {}: {}"), code, description ? description : "");
}

// Room the window manager's title bar and borders take around the window's content.
constexpr int kFrameAllowance = 48;

void fit_to_work_area(int& width, int& height) {
  GLFWmonitor* monitor = glfwGetPrimaryMonitor();
  if (monitor == nullptr) return;
  int x = 0, y = 0, area_width = 0, area_height = 0;
  glfwGetMonitorWorkarea(monitor, &x, &y, &area_width, &area_height);
  if (area_width <= 0 || area_height <= 0) return;
  float scale_x = 1, scale_y = 1;  // GLFW_SCALE_TO_MONITOR multiplies the size by these
  glfwGetMonitorContentScale(monitor, &scale_x, &scale_y);
  width = std::min(width, static_cast<int>((area_width - kFrameAllowance / 2) / scale_x));
  height = std::min(height, static_cast<int>((area_height - kFrameAllowance) / scale_y));
}

}  // namespace

Window::~Window() {
  if (imgui_ready_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  if (window_) glfwDestroyWindow(window_);
  glfwTerminate();
}

bool Window::create(const WindowOptions& options, std::string& error) {
  glfwSetErrorCallback(on_glfw_error);
  if (!glfwInit()) {
    error = fill(_("cannot initialise GLFW (is a display available?) {}"), g_glfw_error);
    return false;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_VISIBLE, options.visible ? GLFW_TRUE : GLFW_FALSE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  // WM_CLASS "tributary", "Tributary": the desktop file's StartupWMClass, so the launcher
  // groups the window with its icon whatever the title says.
  glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "tributary");  // not translated: WM_CLASS
  glfwWindowHintString(GLFW_X11_CLASS_NAME, "Tributary");     // not translated: WM_CLASS
  int width = options.width;
  int height = options.height;
  if (options.fit_screen) fit_to_work_area(width, height);
  window_ = glfwCreateWindow(width, height, options.title.c_str(), nullptr, nullptr);
  if (!window_) {
    error = fill(_("cannot create an OpenGL 3.3 window: {}"), g_glfw_error);
    return false;
  }
  glfwMakeContextCurrent(window_);
  glfwSwapInterval(1);

  glfwSetKeyCallback(window_, on_key);
  glfwSetCharCallback(window_, on_char);
  glfwSetMouseButtonCallback(window_, on_button);
  glfwSetScrollCallback(window_, on_scroll);
  glfwSetCursorPosCallback(window_, on_cursor);
  glfwSetWindowFocusCallback(window_, on_focus);
  glfwSetCursorEnterCallback(window_, on_enter);
  glfwSetFramebufferSizeCallback(window_, on_size);
  glfwSetWindowRefreshCallback(window_, on_refresh);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  ini_path_ = options.ini_path;
  io.IniFilename = ini_path_.empty() ? nullptr : ini_path_.c_str();
  // Marks the settings loaded, so the first frame does not read an oversized file.
  if (!ini_path_.empty() && layout_too_large(ini_path_)) ImGui::LoadIniSettingsFromMemory("", 0);
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplGlfw_InitForOpenGL(window_, /*install_callbacks=*/true);
  queue_keyboard_events(window_);
  ImGui_ImplOpenGL3_Init("#version 330 core");  // not translated: GLSL
  imgui_ready_ = true;
  return true;
}

bool Window::should_close() const {
  return glfwWindowShouldClose(window_);
}
void Window::close() {
  glfwSetWindowShouldClose(window_, GLFW_TRUE);
}
void Window::keep_open() {
  glfwSetWindowShouldClose(window_, GLFW_FALSE);
}

float Window::content_scale() const {
  float x = 1.0f, y = 1.0f;
  glfwGetWindowContentScale(window_, &x, &y);
  return x > 0.5f ? x : 1.0f;
}

void Window::wait_for_input() {
  static unsigned long seen = 0;
  if (settle_frames_ > 0 || keys_waiting()) {
    glfwPollEvents();
  } else if (ImGui::GetIO().WantTextInput) {
    glfwWaitEventsTimeout(0.5);  // wake now and then so the text cursor blinks
    settle_frames_ = 1;
  } else {
    glfwWaitEvents();
  }
  if (g_events != seen) {
    seen = g_events;
    settle_frames_ = 3;
  }
}

void Window::request_frames(int count) {
  if (count > settle_frames_) settle_frames_ = count;
}

void Window::rebuild_fonts(float scale) {
  build_fonts(scale);
  if (rendered_) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void Window::render(const std::function<void()>& draw) {
  ImGuiIO& io = ImGui::GetIO();
  if (take_board_keys_claim()) {
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  } else {
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  }
  feed_queued_keys();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();
  draw();
  ImGui::Render();
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  glViewport(0, 0, width, height);
  const ImVec4 clear = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  rendered_ = true;
  if (settle_frames_ > 0) --settle_frames_;
}

void Window::present() {
  glfwSwapBuffers(window_);
}

bool Window::read_back(std::vector<unsigned char>& rgba, int& width, int& height) const {
  glfwGetFramebufferSize(window_, &width, &height);
  if (width <= 0 || height <= 0) return false;
  const std::size_t row = static_cast<std::size_t>(width) * 4;
  std::vector<unsigned char> bottom_up(row * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up.data());
  if (glGetError() != GL_NO_ERROR) return false;
  rgba.resize(bottom_up.size());
  for (int y = 0; y < height; ++y) {  // OpenGL rows start at the bottom
    std::memcpy(&rgba[static_cast<std::size_t>(y) * row],
                &bottom_up[static_cast<std::size_t>(height - 1 - y) * row], row);
  }
  return true;
}

}  // namespace trib::ui
