// Who won a stored session and when it was played, as every list shows them.

#include "ui/shell/winners.h"

#include "core/format.h"

namespace trib::ui {

std::string winner_names(const SessionSummary& summary) {
  if (summary.status != SessionStatus::finished || summary.winners.empty()) return {};
  std::string names;
  for (const std::string& name : summary.winners) names += (names.empty() ? "" : ", ") + name;
  return names;
}

std::string winning_score(const SessionSummary& summary) {
  if (winner_names(summary).empty() || !summary.winning_score) return {};
  return "\u00b7 " + format_score(*summary.winning_score);
}

std::string winners_line(const SessionSummary& summary) {
  const std::string score = winning_score(summary);
  return winner_names(summary) + (score.empty() ? "" : " " + score);
}

std::string session_date(const SessionSummary& summary) {
  if (!summary.played_at) return format_date(summary.updated_at);
  std::string date = *summary.played_at;
  if (date.size() > 10 && date[10] == 'T') date[10] = ' ';
  return date;
}

}  // namespace trib::ui
