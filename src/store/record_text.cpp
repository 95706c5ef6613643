// How a records row reads in words, for the Records view and `tributary records`.

#include "store/record_text.h"

#include "core/fill.h"
#include "core/i18n.h"

namespace trib {

std::string rank_titles_text(const RankCounts& counts) {
  std::string titles;
  for (const auto& [rank, count] : counts) {
    titles += (titles.empty() ? "" : ", ") + std::string(_(rank.c_str()));
    if (count > 1) titles += " \u00d7" + std::to_string(count);
  }
  return titles.empty() ? _("no rank title") : titles;
}

std::string wins_text(const PlayerRecord& row, const std::string& titles) {
  std::string text;
  if (row.games > row.solo_games) {
    text = std::to_string(row.wins);
    // TRANSLATORS: wins, and of them those where the fewest points won
    if (row.low_wins > 0) text = fill(_("{} ({} by fewest)"), row.wins, row.low_wins);
  }
  if (row.solo_games > 0) text = text.empty() ? titles : fill(_("{}; solo: {}"), text, titles);
  return text;
}

}  // namespace trib
