// How a records row reads in words, for the Records view and `tributary records`.

#include "store/record_text.h"

namespace trib {

std::string rank_titles_text(const RankCounts& counts) {
  std::string titles;
  for (const auto& [rank, count] : counts) {
    titles += (titles.empty() ? "" : ", ") + rank;
    if (count > 1) titles += " \u00d7" + std::to_string(count);
  }
  return titles.empty() ? "no rank title" : titles;
}

std::string wins_text(const PlayerRecord& row, const std::string& titles) {
  std::string text;
  if (row.games > row.solo_games) {
    text = std::to_string(row.wins);
    if (row.low_wins > 0) text += " (" + std::to_string(row.low_wins) + " by fewest)";
  }
  if (row.solo_games > 0) text += (text.empty() ? "" : "; solo: ") + titles;
  return text;
}

}  // namespace trib
