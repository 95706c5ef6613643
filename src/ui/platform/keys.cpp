// The keyboard: shortcuts, the search field's keys and the board's claim on the arrows.

#include "ui/platform/keys.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <utility>

#include "ui/platform/key_queue.h"

namespace trib::ui {

namespace {
int text_focus_frame = -10;  // the frame that last moved the keyboard into a text field
}  // namespace

bool shortcut(int glfw_key, bool ctrl, bool shift) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl != ctrl || io.KeyShift != shift || io.KeyAlt) return false;
  if (!ctrl && ImGui::GetFrameCount() <= text_focus_frame + 1) return false;
  return ImGui::IsKeyPressed(glfw_key, false);
}

bool search_shortcut() {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.KeyCtrl || io.KeyShift || io.KeyAlt || !ImGui::IsKeyPressed(GLFW_KEY_F, false)) {
    return false;
  }
  text_focus_frame = ImGui::GetFrameCount();  // the field takes the keyboard from here
  hold_text(3);
  return true;
}

void focus_text_field() {
  ImGui::ClearActiveID();  // a field that still has the keyboard selects its text anew
  ImGui::SetKeyboardFocusHere();
  text_focus_frame = ImGui::GetFrameCount();
  hold_text(2);
}

void give_keyboard_to_board() {
  ImGui::ClearActiveID();
  ImGui::GetCurrentContext()->WantTextInputNextFrame = 0;  // the next frame's keys are not text
  ImGui::SetWindowFocus(ImGui::GetCurrentWindow()->RootWindow->Name);  // no child keeps nav
}

namespace {
bool board_keys_claimed = false;
}  // namespace

void claim_board_keys() {
  board_keys_claimed = true;
}

bool take_board_keys_claim() {
  return std::exchange(board_keys_claimed, false);
}

bool enter_pressed() {
  return shortcut(GLFW_KEY_ENTER, false) || shortcut(GLFW_KEY_KP_ENTER, false);
}

}  // namespace trib::ui
