#pragma once
// The game and player pickers shared by History and Records ("" = all).

#include <string>
#include <vector>

namespace trib::ui {

void game_filter(const char* id, std::string& game_id, float width);
void player_filter(const char* id, std::string& player, const std::vector<std::string>& known,
                   float width);

}  // namespace trib::ui
