// The window of a build with the ImGui front end.

#include "app/gui_launch.h"

namespace trib::app {

int open_window(const ui::GuiOptions& options, const std::string& screenshot) {
  return screenshot.empty() ? ui::run_gui(options) : ui::take_screenshot(options, screenshot);
}

}  // namespace trib::app
