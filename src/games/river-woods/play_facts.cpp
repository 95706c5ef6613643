// River Woods's facts for BG Stats.

#include "games/river-woods/play_facts.h"

#include <string>
#include <vector>

#include "core/text.h"
namespace trib::river_woods {

// River Woods: a first player, a preset or custom map and the optional game-end variant.
void read_play_facts(const TableFile& table, const Scoreboard&, PlayFacts& facts) {
  facts.start_seat = table.setup.value("first", 0);
  const nlohmann::json& map = table.setup.value("map", nlohmann::json());
  std::string board = "Custom map";  // not translated: BG Stats' export file
  if (map.is_string()) {
    board = capitalised(map.get<std::string>() + " map");
  }
  std::vector<std::string> game_end;
  for (const nlohmann::json& id : table.setup.value("game_end", nlohmann::json::array())) {
    game_end.push_back(catalog_entry_name(table, "game_end_objectives", id.get<std::string>()));
  }
  if (!game_end.empty()) {
    board += ", game-end variant: " + join_parts(game_end, ", ");  // not translated: export file
  }
  facts.board = board;
}

}  // namespace trib::river_woods
