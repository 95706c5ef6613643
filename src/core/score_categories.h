#pragma once
// The names people read for a game's scoring categories (BreakdownLine::category), from
// data/<game>/categories.json: {"categories": [{"id", "name"}, …]} in the order shown.

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace trib {

struct ScoreCategory {
  std::string id;    // "port-route"
  std::string name;  // "Port route"
};

// The game's categories, read once per run; a game without the file has none. Errors are
// InputError naming the file and JSON path.
const std::vector<ScoreCategory>& score_categories(std::string_view game_id);
std::vector<ScoreCategory> parse_score_categories(const nlohmann::json& document,
                                                  const std::string& file);

// The category's name, or its key when the game's file does not list it (a motivation
// card of a user's own catalog).
std::string category_name(std::string_view game_id, std::string_view category);
// Where the category stands in the game's list (unlisted ones after, by key).
std::size_t category_order(std::string_view game_id, std::string_view category);

}  // namespace trib
