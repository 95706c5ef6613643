// Roaring River's facts for BG Stats.

#include "games/roaring-river/play_facts.h"

#include <string>
#include <vector>

namespace trib::roaring_river {

// Roaring River: paddle cards are revealed together; each seat's motivation is its role,
// the raft's danger thresholds its board, and a flipped raft makes the fewest hearts win.
void read_play_facts(const TableFile& table, const Scoreboard& board, PlayFacts& facts) {
  const nlohmann::json& details = board.details;
  for (const nlohmann::json& seat : details.value("players", nlohmann::json::array())) {
    std::string role = catalog_entry_name(table, "motivations", seat.value("motivation", ""));
    if (seat.contains("side") && seat["side"].is_number()) {
      role += " (side " + std::to_string(seat["side"].get<int>()) +
              ")";  // not translated: a BG Stats file
    }
    facts.roles.push_back(role);
  }
  nlohmann::json thresholds = table.setup.value("thresholds", nlohmann::json());
  if (thresholds.is_null()) {
    thresholds = table.catalog.value("thresholds", nlohmann::json::object())
                     .value(std::to_string(table.players.size()), nlohmann::json());
  }
  std::vector<std::string> parts;
  if (thresholds.is_array()) {
    std::vector<std::string> numbers;
    for (const nlohmann::json& number : thresholds) numbers.push_back(number.dump());
    const std::string label = "Raft thresholds ";  // not translated: a BG Stats file
    parts.push_back(label + join_parts(numbers, "/"));
  }
  if (table.players.size() == 2)
    parts.push_back("two-player variant");  // not translated: a BG Stats file
  facts.board = join_parts(parts, ", ");
  facts.highest_wins = board.highest_wins;  // a score pad says it in its setup, not details
  if (!facts.highest_wins)
    facts.note = "The raft flipped: the fewest hearts win.";  // not translated: a BG Stats file
}

}  // namespace trib::roaring_river
