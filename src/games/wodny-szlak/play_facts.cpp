// Wodny szlak's facts for BG Stats.

#include "games/wodny-szlak/play_facts.h"

#include <string>
#include <vector>

namespace trib::wodny_szlak {

// Wodny szlak: every player drafts and places at once; the board is the starting tiles.
void read_play_facts(const TableFile& table, const Scoreboard&, PlayFacts& facts) {
  std::vector<std::string> starts;
  if (table.setup.contains("starts")) {
    for (const nlohmann::json& start : table.setup["starts"])
      starts.push_back(start.get<std::string>());
  } else {
    starts.assign(table.players.size(), "start-1");  // the documented default
  }
  bool all_same = true;
  for (const std::string& start : starts) all_same = all_same && start == starts.front();
  // BG Stats reads these from an export file, and files stay English.
  const std::string one = "Starting tile ";    // not translated: an export file
  const std::string many = "Starting tiles ";  // not translated: an export file
  facts.board =
      all_same && !starts.empty() ? one + starts.front() : many + join_parts(starts, ", ");
}

}  // namespace trib::wodny_szlak
