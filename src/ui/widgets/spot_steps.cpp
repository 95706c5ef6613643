// The arrow keys that step through a board's spots.

#include "ui/widgets/spot_steps.h"
#include "ui/platform/keys.h"

#include <GLFW/glfw3.h>

namespace trib::ui {

SpotStep spot_step_keys() {
  for (const bool any : {false, true}) {
    if (shortcut(GLFW_KEY_RIGHT, false, any) || shortcut(GLFW_KEY_DOWN, false, any))
      return any ? SpotStep::next_any : SpotStep::next;
    if (shortcut(GLFW_KEY_LEFT, false, any) || shortcut(GLFW_KEY_UP, false, any))
      return any ? SpotStep::previous_any : SpotStep::previous;
  }
  return SpotStep::none;
}

}  // namespace trib::ui
