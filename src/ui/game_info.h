#pragma once
// The games the shell shows, in a fixed order: the four river games, each with its
// engine when this build registers one (trib::find_game), plus any further registered
// game. A game without an engine is shown as "coming soon".

#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib::ui {

struct GameInfo {
  std::string id;
  std::string name;
  int min_players = 1;
  int max_players = 1;
  std::string blurb;             // what the app mirrors, one line
  const Game* engine = nullptr;  // nullptr: not available in this build
};

const std::vector<GameInfo>& game_infos();
const GameInfo* find_game_info(std::string_view id);
std::string game_name(std::string_view id);                  // the display name, or the id itself
std::string player_range(int min_players, int max_players);  // "1 player", "2–6 players"

}  // namespace trib::ui
