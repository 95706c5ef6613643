#pragma once
// The desktop window behind `tributary` and `tributary --screenshot`. gui_launch.cpp opens
// the ImGui front end; a build configured without it (TRIBUTARY_GUI=OFF) links
// gui_launch_none.cpp, which says so, and keeps the whole command line.

#include <string>

#include "ui/main_loop/main_loop.h"

namespace trib::app {

// Opens the window, or with a non-empty `screenshot` path renders the view into that PNG.
// Returns the process exit code (4: no window could be opened).
int open_window(const ui::GuiOptions& options, const std::string& screenshot);

}  // namespace trib::app
