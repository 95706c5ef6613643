#include "export/play_facts.h"

#include <functional>
#include <map>
#include <string_view>

namespace trib {

namespace {

using nlohmann::json;
using Reader = std::function<void(const TableFile&, const Scoreboard&, PlayFacts&)>;

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : std::string(separator)) + part;
  return out;
}

// A catalog entry's "name", else its id.
std::string catalog_name(const TableFile& table, const char* section, const std::string& id) {
  const json& entry = table.catalog.value(section, json::object()).value(id, json::object());
  return entry.is_object() && entry.contains("name") && entry["name"].is_string()
             ? entry["name"].get<std::string>()
             : id;
}

// Wodny szlak: every player drafts and places at once; the board is the starting tiles.
void wodny_szlak(const TableFile& table, const Scoreboard&, PlayFacts& facts) {
  std::vector<std::string> starts;
  if (table.setup.contains("starts")) {
    for (const json& start : table.setup["starts"]) starts.push_back(start.get<std::string>());
  } else {
    starts.assign(table.players.size(), "start-1");  // the documented default
  }
  bool all_same = true;
  for (const std::string& start : starts) all_same = all_same && start == starts.front();
  facts.board = all_same && !starts.empty() ? "Starting tile " + starts.front()
                                            : "Starting tiles " + join(starts, ", ");
}

// Roaring River: paddle cards are revealed together; each seat's motivation is its role,
// the raft's danger thresholds its board, and a flipped raft makes the fewest hearts win.
void roaring_river(const TableFile& table, const Scoreboard& board, PlayFacts& facts) {
  const json& details = board.details;
  for (const json& seat : details.value("players", json::array())) {
    std::string role = catalog_name(table, "motivations", seat.value("motivation", ""));
    if (seat.contains("side") && seat["side"].is_number()) {
      role += " (side " + std::to_string(seat["side"].get<int>()) + ")";
    }
    facts.roles.push_back(role);
  }
  json thresholds = table.setup.value("thresholds", json());
  if (thresholds.is_null()) {
    thresholds = table.catalog.value("thresholds", json::object())
                     .value(std::to_string(table.players.size()), json());
  }
  std::vector<std::string> parts;
  if (thresholds.is_array()) {
    std::vector<std::string> numbers;
    for (const json& number : thresholds) numbers.push_back(number.dump());
    parts.push_back("Raft thresholds " + join(numbers, "/"));
  }
  if (table.players.size() == 2) parts.push_back("two-player variant");
  facts.board = join(parts, ", ");
  facts.highest_wins = !details.value("flipped", false);
  if (!facts.highest_wins) facts.note = "The raft flipped: the fewest hearts win.";
}

// River Woods: a first player, a preset or custom map and the optional game-end variant.
void river_woods(const TableFile& table, const Scoreboard&, PlayFacts& facts) {
  facts.start_seat = table.setup.value("first", 0);
  const json& map = table.setup.value("map", json());
  std::string board = "Custom map";
  if (map.is_string()) {
    board = map.get<std::string>() + " map";
    board[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(board[0])));
  }
  std::vector<std::string> game_end;
  for (const json& id : table.setup.value("game_end", json::array())) {
    game_end.push_back(catalog_name(table, "game_end_objectives", id.get<std::string>()));
  }
  if (!game_end.empty()) board += ", game-end variant: " + join(game_end, ", ");
  facts.board = board;
}

const std::map<std::string_view, Reader>& readers() {
  static const std::map<std::string_view, Reader> table = {
      {"wodny-szlak", wodny_szlak},
      {"roaring-river", roaring_river},
      {"river-woods", river_woods},
  };
  return table;
}

}  // namespace

PlayFacts play_facts(const TableFile& table, const Scoreboard& board) {
  PlayFacts facts;
  if (table.players.size() == 1) facts.start_seat = 0;  // a solo player starts, trivially
  if (const auto reader = readers().find(table.game); reader != readers().end()) {
    reader->second(table, board, facts);
  }
  return facts;
}

}  // namespace trib
