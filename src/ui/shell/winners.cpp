// Who won a stored session, as every list shows it.

#include "ui/shell/winners.h"

#include "core/format.h"

namespace trib::ui {

std::string winners_line(const SessionSummary& summary) {
  if (summary.status != SessionStatus::finished || summary.winners.empty()) return {};
  std::string line;
  for (const std::string& name : summary.winners) line += (line.empty() ? "" : ", ") + name;
  if (summary.winning_score) line += " \u00b7 " + format_score(*summary.winning_score);
  return line;
}

}  // namespace trib::ui
