#include "ui/frame/layout_check.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>

namespace trib::ui {

std::vector<std::string> overflowing_windows() {
  std::vector<std::string> found;
  const ImGuiContext& context = *ImGui::GetCurrentContext();
  for (const ImGuiWindow* window : context.Windows) {
    if (!window->WasActive || window->Hidden) continue;
    // Windows that size themselves or scroll sideways cannot cut their content off.
    const ImGuiWindowFlags free = ImGuiWindowFlags_AlwaysAutoResize |
                                  ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_Tooltip;
    if ((window->Flags & free) != 0) continue;
    const float reach = window->DC.CursorMaxPos.x;
    const float edge = window->InnerRect.Max.x;
    if (reach > edge + 1.0f) {
      char line[256];
      std::snprintf(line, sizeof line, "%s: content reaches x = %.0f, the window ends at %.0f",
                    window->Name, reach, edge);
      found.emplace_back(line);
    }
  }
  return found;
}

}  // namespace trib::ui
