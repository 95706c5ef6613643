// End of game: places, rank titles, personal-best badges and the BG Stats buttons.

#include <ctime>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/text.h"
#include "session/controller.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/session/bgstats_actions.h"
#include "ui/session/card_actions.h"
#include "ui/session/session_panels.h"
#include "ui/shell/share_text.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

void result_row(const FinalResult& result, bool solo) {
  const ThemeColours& p = theme_colours();
  const PlayerResult& player = result.player;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (!solo) {
    coloured_text(player.place == 1 ? p.gold : p.text_muted, ordinal(player.place).c_str());
    ImGui::TableNextColumn();
  }
  ImGui::PushFont(fonts().bold);
  fitted_name(player.name);
  ImGui::PopFont();
  if (player.rank) {
    ImGui::PushFont(fonts().small);
    coloured_text(p.gold, _(player.rank->c_str()));
    ImGui::PopFont();
  }
  if (result.new_best) {
    badge(result.previous_best ? _("New personal best!") : _("First result"),
          result.previous_best ? p.gold : p.accent);
    if (result.previous_best && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s",
                        fill(_("Previous best: {}"), format_score(*result.previous_best)).c_str());
    }
  }
  ImGui::TableNextColumn();
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(format_score(player.score).c_str());
  ImGui::PopFont();
}

// Copy as text: the results as a few lines for a chat, on the clipboard.
void copy_results_button(const SessionController& session) {
  if (ImGui::Button(_("Copy as text"))) {
    std::string date = session.table().played_at.value_or(format_date(std::time(nullptr)));
    if (date.size() > 10 && date[10] == 'T') date[10] = ' ';
    const std::string text =
        share_text(std::string(session.game().name()), date, session.final_results());
    ImGui::SetClipboardText(text.c_str());
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", _("The places and scores as plain text, to paste in a chat"));
}

}  // namespace

void draw_results_panel(App& app, const SessionController& session) {
  const auto& results = session.final_results();
  const bool solo = results.size() == 1;
  section(_("Final results"));
  const int columns = solo ? 2 : 3;
  if (!ImGui::BeginTable("results", columns, ImGuiTableFlags_SizingStretchProp)) return;
  // Column names are ids only: the table shows no header row.
  if (!solo)
    ImGui::TableSetupColumn("place", ImGuiTableColumnFlags_WidthFixed);   // not translated: an id
  ImGui::TableSetupColumn("player", ImGuiTableColumnFlags_WidthStretch);  // not translated: an id
  ImGui::TableSetupColumn("score", ImGuiTableColumnFlags_WidthFixed);     // not translated: an id
  for (const FinalResult& result : results) result_row(result, solo);
  ImGui::EndTable();
  copy_results_button(session);
  same_line_if_fits(button_width(_("Save picture\u2026")));
  draw_card_button(app, session);
  draw_bgstats_actions(app, session);
  draw_bgstats_save_dialog(app);
  draw_card_save_dialog(app);
  if (AnalysisPanel* analysis = find_analysis_panel(session.game().id()))
    analysis->draw_results(session);
  ImGui::Spacing();
}

}  // namespace trib::ui
