// The tooltip of a piece held over the board: what, where, and whether it may go there.

#include "ui/widgets/ghost_tooltip.h"

#include <imgui.h>

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

void ghost_tooltip(const GhostTip& tip, float x, float top_px, float bottom_px, float right_px) {
  const float wrap = ImGui::GetFontSize() * 24;
  const float widest = wrap + ImGui::GetStyle().WindowPadding.x * 2;
  // Its right edge at the board's when it would run over the panels beside the board.
  const bool at_right = x + widest > right_px;
  const float left = at_right ? right_px : x;
  const float pivot_x = at_right ? 1.0f : 0.0f;
  if (ImGui::GetIO().DisplaySize.y - bottom_px > ImGui::GetTextLineHeightWithSpacing() * 7) {
    ImGui::SetNextWindowPos(ImVec2(left, bottom_px + 8), 0, ImVec2(pivot_x, 0));
  } else {
    ImGui::SetNextWindowPos(ImVec2(left, std::max(top_px - 8, 0.0f)), 0, ImVec2(pivot_x, 1));
  }
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(wrap);
  ImGui::TextUnformatted(tip.title.c_str());
  if (tip.verdict.legal()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().legal);
    ImGui::TextUnformatted(_("Legal"));
    ImGui::PopStyleColor();
    ImGui::TextDisabled("%s", tip.read_only ? _("This session is shown read-only.")
                                            : _("Click (or Enter) to place it."));
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().illegal);
    wrapped_text(fill(_("Illegal: {}"), tip.verdict.reason().message));
    ImGui::PopStyleColor();
    // TRANSLATORS: {} is a rule's id, which stays as it is ("rw.adjacent").
    ImGui::TextDisabled("%s", fill(_("rule {}"), tip.verdict.reason().rule).c_str());
    if (!tip.hint.empty()) ImGui::TextUnformatted(tip.hint.c_str());
    if (!tip.read_only) {
      ImGui::TextDisabled("%s", _("A click (or Enter) offers to record it as a house ruling."));
    }
  }
  ImGui::TextDisabled("%s", _(tip.keys));  // the game marks its keys with N_() or _()
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace trib::ui
