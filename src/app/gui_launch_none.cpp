// The window of a build configured without the ImGui front end (TRIBUTARY_GUI=OFF).

#include <iostream>

#include "app/gui_launch.h"
#include "core/i18n.h"

namespace trib::app {

int open_window(const ui::GuiOptions&, const std::string&) {
  std::cerr << _("this tributary was built without its window (TRIBUTARY_GUI=OFF); the "
                 "command line works: see `tributary --help`")
            << "\n";
  return 4;
}

}  // namespace trib::app
