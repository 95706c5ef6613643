#pragma once
// The GLFW window with its OpenGL 3 context and the ImGui context on top. Drawing a frame
// is one call; between frames the window waits for input, so an idle app uses no CPU.

#include <functional>
#include <string>
#include <vector>

struct GLFWwindow;

namespace trib::ui {

struct WindowOptions {
  int width = 1280;
  int height = 800;
  bool visible = true;
  // Shrink the size to the primary screen's work area (a 1280×800 window on a 720-line
  // screen would hide the sidebar's bottom under the panel).
  bool fit_screen = false;
  std::string title = "Tributary";
  std::string ini_path;  // imgui.ini; empty = layout is neither loaded nor saved
};

class Window {
 public:
  Window() = default;
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Creates the window, GL context and ImGui context. On failure returns false and says why.
  bool create(const WindowOptions& options, std::string& error);

  bool should_close() const;
  void close();
  void keep_open();             // takes back a close asked for (the title bar's ×, or close())
  float content_scale() const;  // the monitor's HiDPI factor (1 on ordinary screens)

  // Blocks until something happens, except for a few frames after each input so that
  // ImGui can settle (hover states, layouts that need a second pass).
  void wait_for_input();
  void request_frames(int count);  // e.g. after an action that changes the layout

  // Rebuilds the font atlas and its texture (between frames).
  void rebuild_fonts(float scale);

  // One ImGui frame: new frame, `draw`, render into the back buffer (not yet shown).
  void render(const std::function<void()>& draw);
  void present();

  // The back buffer as top-to-bottom RGBA rows (call after render, before present).
  bool read_back(std::vector<unsigned char>& rgba, int& width, int& height) const;

 private:
  GLFWwindow* window_ = nullptr;
  bool imgui_ready_ = false;
  int settle_frames_ = 3;
  bool rendered_ = false;  // the renderer creates its font texture on the first frame
  std::string ini_path_;   // ImGui keeps the pointer: must outlive the context
};

}  // namespace trib::ui
