#include "ui/widgets/ghost_tooltip.h"

#include <imgui.h>

#include <algorithm>

#include "ui/frame/theme.h"

namespace trib::ui {

void ghost_tooltip(const GhostTip& tip, float x, float top_px, float bottom_px) {
  if (ImGui::GetIO().DisplaySize.y - bottom_px > ImGui::GetTextLineHeightWithSpacing() * 7) {
    ImGui::SetNextWindowPos(ImVec2(x, bottom_px + 8));
  } else {
    ImGui::SetNextWindowPos(ImVec2(x, std::max(top_px - 8, 0.0f)), 0, ImVec2(0, 1));
  }
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
  ImGui::TextUnformatted(tip.title.c_str());
  if (tip.verdict.legal()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().legal);
    ImGui::TextUnformatted("Legal");
    ImGui::PopStyleColor();
    ImGui::TextDisabled(tip.read_only ? "This session is shown read-only."
                                      : "Click (or Enter) to place it.");
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().illegal);
    ImGui::TextWrapped("Illegal: %s", tip.verdict.reason().message.c_str());
    ImGui::PopStyleColor();
    ImGui::TextDisabled("rule %s", tip.verdict.reason().rule.c_str());
    if (!tip.hint.empty()) ImGui::TextUnformatted(tip.hint.c_str());
    if (!tip.read_only) {
      ImGui::TextDisabled("A click (or Enter) offers to record it as a house ruling.");
    }
  }
  ImGui::TextDisabled("%s", tip.keys);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace trib::ui
