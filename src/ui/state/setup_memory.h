#pragma once
// The New session dialog starts from the last session started of the same game: its
// players and the options a group sets once (thresholds typed from their raft cards,
// motivations, the map), kept per game in the settings file. Never a deal (river cards,
// secret cards): each game's view names the setup keys worth keeping.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ui/platform/settings.h"

namespace trib::ui {

struct RecalledSetup {
  std::vector<std::string> players;  // empty: none remembered
  nlohmann::json setup = nlohmann::json::object();
};

// Keeps `players` and the `keys` of `setup` as the last used for `game`.
void remember_setup(Settings& settings, const std::string& game,
                    const std::vector<std::string>& players, const nlohmann::json& setup,
                    const std::vector<std::string>& keys);

// What was kept for `game`; a malformed entry gives nothing rather than a broken dialog.
RecalledSetup recall_setup(const Settings& settings, const std::string& game);

}  // namespace trib::ui
