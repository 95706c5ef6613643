// Who won a stored session and when it was played, as every list shows them.

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

std::string session_date(const SessionSummary& summary) {
  if (!summary.played_at) return format_date(summary.updated_at);
  std::string date = *summary.played_at;
  if (date.size() > 10 && date[10] == 'T') date[10] = ' ';
  return date;
}

}  // namespace trib::ui
