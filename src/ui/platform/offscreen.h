#pragma once
// Renders an ImGui drawing into its own framebuffer, apart from the window's frame: a
// picture of exactly the size asked for (the results card's PNG), made in the running app
// between two of its frames or by `--screenshot`, without showing anything on screen.

#include <functional>
#include <string>
#include <vector>

namespace trib::ui {

// Draws `draw` (full ImGui code: windows, widgets, draw lists) in a second ImGui context
// sharing the window's fonts and style, `frames` times so that layouts settle, into a
// width×height framebuffer, and returns its pixels as top-to-bottom opaque RGBA rows.
// Needs the window's OpenGL context current. False with `error` set when the GPU refuses.
bool render_offscreen(int width, int height, int frames, const std::function<void()>& draw,
                      std::vector<unsigned char>& rgba, std::string& error);

}  // namespace trib::ui
