// The live score sheet: per player the total and its breakdown lines. Clicking a line
// with a highlight makes the board view show what produced it.

#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// Text right-aligned on the current line.
void right_aligned(const std::string& text, ImFont* font = nullptr) {
  if (font) ImGui::PushFont(font);
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - width);
  ImGui::TextUnformatted(text.c_str());
  if (font) ImGui::PopFont();
}

void breakdown_line(SessionController& session, const BreakdownLine& line, int index) {
  const bool interactive = !line.highlight.is_null();
  const bool selected = interactive && session.highlight() == line.highlight;
  const std::string id = "##line" + std::to_string(index);
  // A score pad's row names come from data/ in English; the engines' lines are in the
  // player's language already (looking those up again finds nothing and keeps them).
  if (wrapped_row(id.c_str(), _(line.label.c_str()), selected, theme_colours().text,
                  format_score(line.points), interactive, 8)) {
    session.set_highlight(selected ? nlohmann::json() : line.highlight);
  }
  if (interactive && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Show it on the board"));
}

// "⚑ Moves 4, 7 recorded as house rulings (land-meets-river)": numbered as the move list
// numbers them, from 1.
void house_rulings(const SessionController& session) {
  std::string moves;
  std::string rules;
  std::size_t recorded = 0;
  for (std::size_t i = 0; i < session.move_total(); ++i) {
    if (!session.is_house_ruling(i)) continue;
    ++recorded;
    moves += (moves.empty() ? "" : ", ") + std::to_string(i + 1);
    const std::string rule = session.overridden_rule(i);
    if (!rule.empty()) rules += (rules.empty() ? "" : ", ") + rule;
  }
  if (recorded == 0) return;
  // TRANSLATORS: {} is the list of move numbers: "⚑ Moves 4, 7 recorded as house rulings"
  std::string text = fill(P_("\u2691 Move {} recorded as a house ruling",
                             "\u2691 Moves {} recorded as house rulings", recorded),
                          moves);
  if (!rules.empty()) text += " (" + rules + ")";
  wrapped_text(theme_colours().warning, text.c_str());
}

}  // namespace

void draw_score_panel(SessionController& session) {
  const Scoreboard& board = session.scoreboard();
  section(_("Score"));
  const AnalysisPanel* analysis = find_analysis_panel(session.table().game);
  if (const auto shown = analysis ? analysis->shown_total(session) : std::nullopt) {
    // The board shows another layout: its score, not the player's breakdown.
    ImGui::PushFont(fonts().bold);
    ImGui::TextUnformatted(_("Best layout found"));
    ImGui::PopFont();
    right_aligned(format_score(*shown), fonts().bold);
    muted(
        _("The analysis' best layout is on the board; untick it under Analysis to see "
          "your own score."));
    ImGui::Spacing();
    return;
  }
  const bool several = board.players.size() > 1;
  int line_index = 0;
  for (std::size_t i = 0; i < board.players.size(); ++i) {
    const PlayerResult& player = board.players[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushFont(fonts().bold);
    // A long name is cut with "…" before the total, never drawn under it.
    const std::string total = format_score(player.score);
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetTreeNodeToLabelSpacing() -
                       ImGui::CalcTextSize(total.c_str()).x - ImGui::GetStyle().ItemSpacing.x * 2;
    const std::string name = fit_to_width(player.name, room, false);
    const bool open = ImGui::TreeNodeEx(
        "##player", ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_SpanAvailWidth, "%s",
        name.c_str());
    ImGui::PopFont();
    if (name != player.name && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", player.name.c_str());
    right_aligned(total, fonts().bold);
    if (open) {
      if (several && board.finished) {
        ImGui::TextDisabled("%s", fill(_("place {}"), player.place).c_str());
      }
      if (player.rank) {
        wrapped_text(theme_colours().gold, _(player.rank->c_str()));
      }
      for (const BreakdownLine& line : player.breakdown)
        breakdown_line(session, line, line_index++);
      if (player.breakdown.empty()) ImGui::TextDisabled("%s", _("nothing scored yet"));
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  for (const std::string& warning : session.game_warnings()) {
    wrapped_text(theme_colours().warning, warning.c_str());
  }
  house_rulings(session);
  ImGui::Spacing();
}

}  // namespace trib::ui
