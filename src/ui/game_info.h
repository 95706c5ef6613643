#pragma once
// How the shell names games: every list of games is trib::all_games() (the registry, each
// game's identity from its engine); these helpers word it.

#include <string>
#include <string_view>

#include "core/game.h"

namespace trib::ui {

std::string game_name(std::string_view id);  // the display name, or the id itself
std::string player_range(const Game& game);  // "1 player", "2–6 players"

}  // namespace trib::ui
