#pragma once
// The desktop front end. main.cpp calls run_gui() for the window and take_screenshot()
// for `tributary --screenshot`; both render through the same code.

#include <string>

#include "ui/state/gui_options.h"

namespace trib::ui {

// Opens the window and runs until it is closed. Returns the process exit code.
int run_gui(const GuiOptions& options);

// Renders `options.view` (or the opened table file) off-screen-equivalent under the same
// code path, writes a PNG to `png_path` and returns the exit code (0 on success).
int take_screenshot(const GuiOptions& options, const std::string& png_path);

}  // namespace trib::ui
