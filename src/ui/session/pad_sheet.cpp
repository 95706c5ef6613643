// A scores-only session's board: the score pad as it was entered, with its facts and when
// the game was played, in place of a board that was never mirrored.

#include <imgui.h>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/score_pad.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/session/session_panels.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

std::string cell_text(const TableFile& table, std::size_t seat, const std::string& row) {
  if (seat >= table.pad.size() || !table.pad[seat].is_object()) return "";
  const auto found = table.pad[seat].find(row);
  return found == table.pad[seat].end() ? "" : json_number(found->get<double>()).dump();
}

void when_line(const TableFile& table) {
  std::string when;
  if (table.played_at && table.duration_min) {
    const int minutes = *table.duration_min;
    when = fill(P_("Played {} at {}, for {} minute.", "Played {} at {}, for {} minutes.",
                   static_cast<unsigned long>(minutes)),
                table.played_at->substr(0, 10), table.played_at->substr(11), minutes);
  } else if (table.played_at) {
    when = fill(_("Played {} at {}."), table.played_at->substr(0, 10), table.played_at->substr(11));
  } else if (table.duration_min) {
    const int minutes = *table.duration_min;
    when = fill(
        P_("Played for {} minute.", "Played for {} minutes.", static_cast<unsigned long>(minutes)),
        minutes);
  }
  if (!when.empty()) muted(when.c_str());
}

void fact_lines(const TableFile& table, const PadSheet& sheet) {
  for (const PadFact& fact : sheet.facts) {
    if (fact.kind == PadFactKind::Flag) {
      if (pad_flag(table, fact.id)) wrapped_text(_(fact.label.c_str()));
      continue;
    }
    const std::vector<int> numbers = pad_numbers(table, fact.id);
    if (numbers.empty()) continue;
    std::string text = std::string(_(fact.label.c_str())) + ":";
    for (std::size_t seat = 0; seat < numbers.size() && seat < table.players.size(); ++seat) {
      text += (seat ? ", " : " ") + table.players[seat] + " " + std::to_string(numbers[seat]);
    }
    wrapped_text(text);
  }
}

}  // namespace

void draw_pad_sheet(const SessionController& session) {
  const TableFile& table = session.table();
  section(_("Scores only"));
  muted(_("Entered as its final scores on the score pad; the game was not mirrored move by move."));
  when_line(table);
  const PadSheet* sheet = nullptr;
  try {
    sheet = &pad_sheet(table.game);
  } catch (const std::exception& error) {
    banner(theme_colours().illegal, error.what());
    return;
  }
  const int columns = static_cast<int>(table.players.size()) + 1;
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchSame;
  const float width = std::min(ImGui::GetContentRegionAvail().x,
                               ImGui::GetFontSize() * (10 + 7 * static_cast<float>(columns - 1)));
  if (ImGui::BeginTable("##pad-sheet", columns, flags, ImVec2(width, 0))) {
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableNextColumn();
    for (const std::string& name : table.players) {
      ImGui::TableNextColumn();
      fitted_text(name);
    }
    for (const PadRow& row : sheet->rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      fitted_text(_(row.label.c_str()));
      for (std::size_t seat = 0; seat < table.players.size(); ++seat) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell_text(table, seat, row.id).c_str());
      }
    }
    ImGui::EndTable();
  }
  fact_lines(table, *sheet);
}

}  // namespace trib::ui
