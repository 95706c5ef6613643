// A score pad as typed in the setup dialog, turned into a score-pad table.

#include "ui/state/pad_entry.h"
#include "core/local_time.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <ctime>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib::ui {

namespace {

std::string seat_name(const TableFile& table, std::size_t seat) {
  return seat < table.players.size() ? table.players[seat] : fill(_("player {}"), seat + 1);
}

}  // namespace

void fit_pad_entry(PadEntry& entry, const PadSheet& sheet, std::size_t players) {
  entry.cells.resize(sheet.rows.size());
  for (std::vector<std::string>& row : entry.cells) row.resize(players);
  entry.flags.resize(sheet.facts.size());
  entry.numbers.resize(sheet.facts.size());
  for (std::vector<int>& values : entry.numbers) values.resize(players);
}

std::string played_at_from_text(std::string_view text) {
  std::string out = trim_invisible(text);
  if (out.size() == 16 && out[10] == ' ') out[10] = 'T';
  return out;
}

std::string local_now_text() {
  return local_time_text(std::time(nullptr), "%Y-%m-%d %H:%M");
}

std::string fill_pad_table(const PadEntry& entry, const PadSheet& sheet, TableFile& table) {
  const std::size_t players = table.players.size();
  table.pad = nlohmann::json::array();
  for (std::size_t seat = 0; seat < players; ++seat) {
    nlohmann::json column = nlohmann::json::object();
    for (std::size_t row = 0; row < sheet.rows.size(); ++row) {
      const std::string& text =
          row < entry.cells.size() && seat < entry.cells[row].size() ? entry.cells[row][seat] : "";
      std::string problem;
      const std::optional<double> value = read_pad_sum(text, problem);
      if (!problem.empty()) {
        // TRANSLATORS: a score pad's row, a player, what is wrong with the cell.
        return fill(_("{}, {}: {}."), _(sheet.rows[row].label.c_str()), seat_name(table, seat),
                    problem);
      }
      if (value) column[sheet.rows[row].id] = *value;
    }
    table.pad.push_back(std::move(column));
  }
  table.setup = nlohmann::json::object();
  for (std::size_t fact = 0; fact < sheet.facts.size(); ++fact) {
    const PadFact& declared = sheet.facts[fact];
    if (declared.kind == PadFactKind::Flag) {
      if (fact < entry.flags.size() && entry.flags[fact]) table.setup[declared.id] = true;
      continue;
    }
    if (fact >= entry.numbers.size()) continue;
    const std::vector<int>& values = entry.numbers[fact];
    bool any = false;
    for (int value : values) any = any || value != 0;
    if (!any) continue;
    std::vector<int> per_seat(values.begin(), values.begin() + std::min(values.size(), players));
    per_seat.resize(players);
    table.setup[declared.id] = per_seat;
  }
  return {};
}

std::string fill_when_played(const WhenPlayed& entry, TableFile& table) {
  table.played_at.reset();
  if (const std::string when = played_at_from_text(entry.played_at); !when.empty()) {
    if (const std::string problem = played_at_problem(when); !problem.empty()) {
      return fill(_("Played at: {}."), problem);
    }
    table.played_at = when;
  }
  table.duration_min.reset();
  if (const std::string minutes = trim_invisible(entry.duration); !minutes.empty()) {
    int value = -1;
    const auto [end, error] =
        std::from_chars(minutes.data(), minutes.data() + minutes.size(), value);
    if (error != std::errc() || end != minutes.data() + minutes.size() || value < 0 ||
        value > kMaxDurationMinutes) {
      return fill(_("Duration: whole minutes from 0 to {}."), kMaxDurationMinutes);
    }
    table.duration_min = value;
  }
  return {};
}

}  // namespace trib::ui
