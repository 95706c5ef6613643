// The score pad in the setup dialog: text cells that take sums, Tab and Enter moving on to
// the next cell as a pen moves down the paper, and the totals and places as they stand.

#include "ui/shell/pad_grid.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <utility>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/score_pad.h"
#include "core/text.h"
#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// One typed cell; Enter moves the keyboard on to the next cell (`focus_next`).
void pad_cell(std::string& text, int id, float width, bool& focus_next) {
  ImGui::PushID(id);
  std::string problem;
  read_pad_sum(text, problem);
  if (!problem.empty()) {
    const ImVec4 colour = theme_colours().illegal;
    ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(colour.x, colour.y, colour.z, 0.35f));
  }
  if (focus_next) {
    ImGui::SetKeyboardFocusHere();
    focus_next = false;
  }
  ImGui::SetNextItemWidth(width);
  if (ImGui::InputTextWithHint("##cell", "0", &text,
                               ImGuiInputTextFlags_EnterReturnsTrue |
                                   ImGuiInputTextFlags_AutoSelectAll |
                                   ImGuiInputTextFlags_CharsNoBlank)) {
    focus_next = true;
  }
  if (!problem.empty()) {
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem.c_str());
  } else if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s",
                      _("A number or a sum such as 3+6+2; Tab or Enter goes on to the next cell"));
  }
  ImGui::PopID();
}

// The totals and places the pad gives now, or nullopt with `problem` set while it does not
// score (a cell that does not read, a half point where the game has none).
std::optional<Scoreboard> pad_result(const Game& game, const SetupState& setup,
                                     const PadSheet& sheet, std::string& problem) {
  TableFile table;
  table.game = std::string(game.id());
  table.catalog = setup.catalog;
  table.players = setup_player_names(setup);
  problem = fill_pad_table(setup.pad, sheet, table);
  if (!problem.empty()) return std::nullopt;
  try {
    return game.start(table)->score();
  } catch (const std::exception& error) {
    problem = error.what();
    return std::nullopt;
  }
}

// Returns what keeps the pad from scoring, or "".
std::string totals_row(const Game& game, const SetupState& setup, const PadSheet& sheet) {
  std::string problem;
  const std::optional<Scoreboard> board = pad_result(game, setup, sheet, problem);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(_("Total"));
  for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
    ImGui::TableNextColumn();
    if (!board || seat >= board->players.size()) {
      ImGui::TextDisabled("\u2014");
      continue;
    }
    const PlayerResult& player = board->players[seat];
    const std::string text = json_number(player.score).dump() + "  " + ordinal(player.place);
    coloured_text(player.place == 1 ? theme_colours().gold : theme_colours().text, text.c_str());
    if (player.rank && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _(player.rank->c_str()));
  }
  if (board && board->players.size() == 1 && board->players.front().rank) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", _("Rank"));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(_(board->players.front().rank->c_str()));
  }
  return problem;
}

void per_player_fact(SetupState& setup, std::size_t fact, const PadFact& declared, float width) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  fitted_text(_(declared.label.c_str()));
  for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
    ImGui::TableNextColumn();
    ImGui::PushID(static_cast<int>(1000 + fact * 100 + seat));
    ImGui::SetNextItemWidth(width);
    int& value = setup.pad.numbers[fact][seat];
    if (ImGui::InputInt("##fact", &value, 0, 0)) value = std::clamp(value, 0, 99);
    ImGui::PopID();
  }
}

}  // namespace

// In the player's language: the name is stored as if typed ("Gracz 2" at a Polish table).
std::string default_player_name(std::size_t index) {
  return fill(_("Player {}"), index + 1);
}

std::vector<std::string> setup_player_names(const SetupState& setup) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    std::string name = trim_invisible(setup.players[i]);
    names.push_back(name.empty() ? default_player_name(i) : name);
  }
  return names;
}

void draw_pad_grid(const Game& game, SetupState& setup, float width) {
  const PadSheet* sheet = nullptr;
  try {
    sheet = &pad_sheet(game.id());
  } catch (const std::exception& error) {
    banner(theme_colours().illegal, error.what());
    return;
  }
  fit_pad_entry(setup.pad, *sheet, setup.players.size());
  const std::vector<std::string> names = setup_player_names(setup);
  const float label_width = std::min(width * 0.36f, ImGui::GetFontSize() * 12);
  const float cell_width = (width - label_width) / static_cast<float>(names.size()) -
                           ImGui::GetStyle().CellPadding.x * 2 - 2;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
  if (!ImGui::BeginTable("##pad", static_cast<int>(names.size()) + 1, flags, ImVec2(width, 0))) {
    return;
  }
  ImGui::TableSetupColumn("##row", ImGuiTableColumnFlags_WidthFixed, label_width);
  for (std::size_t seat = 0; seat < names.size(); ++seat) {
    ImGui::TableSetupColumn(("##seat" + std::to_string(seat)).c_str(),
                            ImGuiTableColumnFlags_WidthStretch);
  }
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableNextColumn();
  for (const std::string& name : names) {
    ImGui::TableNextColumn();
    fitted_text(name);
  }
  bool focus_next = std::exchange(setup.pad.focus_first, false);
  for (std::size_t row = 0; row < sheet->rows.size(); ++row) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    fitted_text(_(sheet->rows[row].label.c_str()));
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
      ImGui::TableNextColumn();
      pad_cell(setup.pad.cells[row][seat], static_cast<int>(row * 100 + seat), cell_width,
               focus_next);
    }
  }
  for (std::size_t fact = 0; fact < sheet->facts.size(); ++fact) {
    if (sheet->facts[fact].kind == PadFactKind::PerPlayer) {
      per_player_fact(setup, fact, sheet->facts[fact], cell_width);
    }
  }
  const std::string problem = totals_row(game, setup, *sheet);
  ImGui::EndTable();
  // Enter in the last cell saves the pad, as it would finish the sheet on paper.
  setup.pad.submit = focus_next;
  if (!problem.empty()) wrapped_text(theme_colours().illegal, problem);
  for (std::size_t fact = 0; fact < sheet->facts.size(); ++fact) {
    if (sheet->facts[fact].kind != PadFactKind::Flag) continue;
    bool flag = setup.pad.flags[fact];
    const std::string& label = sheet->facts[fact].label;
    // trib:: spelt out: with three arguments a string's ADL would find std::fill too.
    if (ImGui::Checkbox(trib::fill("{}###{}", _(label.c_str()), label).c_str(), &flag)) {
      setup.pad.flags[fact] = flag;
    }
  }
}

}  // namespace trib::ui
