// The terrain objective cards a setup list offers (setup_cards.h).

#include "ui/river-woods/setup_cards.h"

#include <algorithm>

namespace trib::ui::woods_ui {

std::vector<std::string> offered_objectives(const rwd::Catalog& catalog,
                                            const std::vector<std::string>& taken,
                                            const std::string& chosen) {
  std::vector<std::string> out;
  for (const rwd::TerrainObjective& o : catalog.terrain_objectives) {
    const bool elsewhere =
        o.id != chosen && std::find(taken.begin(), taken.end(), o.id) != taken.end();
    if (!elsewhere) out.push_back(o.id);
  }
  return out;
}

}  // namespace trib::ui::woods_ui
