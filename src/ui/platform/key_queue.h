#pragma once
// Keyboard events in the order they came, handed to ImGui a few at a time. ImGui 1.86 reads
// keys as "down now", so a press and release between two frames (a fast typist, xdotool)
// would never be seen, and a letter typed right after Ctrl+F would reach the shortcuts
// before the search field has the keyboard. Each frame takes events until a key would
// change twice, after a press, or where text and key changes would mix; the rest wait
// for the next frame, as ImGui 1.87's trickled input queue does.

struct GLFWwindow;

namespace trib::ui {

// Sends the window's key and character events through the queue (after ImGui's backend
// has installed its callbacks).
void queue_keyboard_events(GLFWwindow* window);

// Hands the events of one frame to ImGui; call before ImGui::NewFrame.
void feed_queued_keys();

// Keeps typed text queued for the next few frames: a text field asked for the keyboard and
// takes it a frame or two later; text sent before would reach no field.
void hold_text(int frames);

bool keys_waiting();  // events are left for later frames: draw them without waiting

}  // namespace trib::ui
