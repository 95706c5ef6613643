#pragma once
// River Woods in words for the move list, the step list and the panels: steps and turns,
// companions' abilities, tiles and objective cards. No ImGui.

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "games/river-woods/match.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

// Names for describing moves without a live match.
struct DescribeContext {
  std::vector<std::string> players;
  std::unordered_map<std::string, std::string> companions;  // id -> name
};
DescribeContext describe_context(const rwd::RiverWoodsMatch& match);

std::string cell_text(rwd::Cell cell);  // "[2, -1]"
std::string describe_step(const rwd::Step& step, const DescribeContext& context);
// "Ada · disc 2 · movement: main → [1, 0], main → [1, 1]"
std::string describe_turn(const rwd::Turn& turn, const DescribeContext& context);

// "hiker: −1 on pink regions", "forager: 2 tea → 1 other token", "Boar: on top for 1 AP".
std::string ability_text(const rwd::Companion& companion);
// "pink | river · mountain · cabin"
std::string tile_text(const rwd::Tile& tile);
// Whether the tile search `search` is in the tile's id or text, ignoring case (Polish
// letters too); an empty search matches every tile.
bool tile_matches_search(const rwd::Tile& tile, std::string_view search);
// "Colour size 4 / 5 / 6 (pink)": the quantities of the three tiers.
std::string objective_text(const rwd::TerrainObjective& objective);
std::string round_objective_text(const rwd::RoundObjective& objective);

}  // namespace trib::ui::woods_ui
