// Keyboard events handed to ImGui in order, so a quick press is never lost.

#include "ui/platform/key_queue.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>

#include <algorithm>
#include <bitset>
#include <deque>

namespace trib::ui {

namespace {

struct KeyEvent {
  bool is_char = false;
  int key = 0;  // a GLFW key, or the character when is_char
  int scancode = 0;
  int action = 0;
  int mods = 0;
  GLFWwindow* window = nullptr;
};

std::deque<KeyEvent> g_queue;
int g_text_held_frames = 0;

void queue_key(GLFWwindow* window, int key, int scancode, int action, int mods) {
  if (action == GLFW_REPEAT) return;  // ImGui repeats a held key itself
  g_queue.push_back({false, key, scancode, action, mods, window});
}

void queue_char(GLFWwindow* window, unsigned int c) {
  g_queue.push_back({true, static_cast<int>(c), 0, 0, 0, window});
}

}  // namespace

void queue_keyboard_events(GLFWwindow* window) {
  glfwSetKeyCallback(window, queue_key);
  glfwSetCharCallback(window, queue_char);
}

void hold_text(int frames) {
  g_text_held_frames = std::max(g_text_held_frames, frames);
}

void feed_queued_keys() {
  const bool text_held = g_text_held_frames > 0;
  if (text_held) --g_text_held_frames;
  std::bitset<GLFW_KEY_LAST + 1> changed;
  bool any_key = false;
  bool pressed = false;  // a press ends the frame: it is seen with the keys down at that time
  bool any_text = false;
  while (!g_queue.empty()) {
    const KeyEvent e = g_queue.front();
    if (e.is_char) {
      if (any_key || text_held) break;
      ImGui_ImplGlfw_CharCallback(e.window, static_cast<unsigned int>(e.key));
      any_text = true;
    } else {
      const bool known = e.key >= 0 && e.key <= GLFW_KEY_LAST;
      if (pressed || any_text || (known && changed.test(static_cast<std::size_t>(e.key)))) break;
      pressed = e.action == GLFW_PRESS;
      if (known) changed.set(static_cast<std::size_t>(e.key));
      ImGui_ImplGlfw_KeyCallback(e.window, e.key, e.scancode, e.action, e.mods);
      any_key = true;
    }
    g_queue.pop_front();
  }
}

bool keys_waiting() {
  return !g_queue.empty();
}

}  // namespace trib::ui
