// The last used New session options per game (setup_memory.h).

#include "ui/state/setup_memory.h"

namespace trib::ui {

void remember_setup(Settings& settings, const std::string& game,
                    const std::vector<std::string>& players, const nlohmann::json& setup,
                    const std::vector<std::string>& keys) {
  nlohmann::json kept = nlohmann::json::object();
  for (const std::string& key : keys) {
    if (setup.is_object() && setup.contains(key)) kept[key] = setup[key];
  }
  if (!settings.last_setups.is_object()) settings.last_setups = nlohmann::json::object();
  settings.last_setups[game] = {{"players", players}, {"setup", kept}};
}

RecalledSetup recall_setup(const Settings& settings, const std::string& game) {
  RecalledSetup out;
  if (!settings.last_setups.is_object() || !settings.last_setups.contains(game)) return out;
  const nlohmann::json& entry = settings.last_setups[game];
  if (!entry.is_object()) return out;
  if (auto it = entry.find("players"); it != entry.end() && it->is_array()) {
    for (const nlohmann::json& name : *it) {
      if (!name.is_string()) return RecalledSetup{};
      out.players.push_back(name.get<std::string>());
    }
  }
  if (auto it = entry.find("setup"); it != entry.end() && it->is_object()) out.setup = *it;
  return out;
}

}  // namespace trib::ui
