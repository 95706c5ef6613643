#pragma once
// The terrain objective cards a River Woods setup list offers, without ImGui
// (tests/river-woods/ui_model_test.cpp).

#include <string>
#include <vector>

#include "games/river-woods/river_woods.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

// The cards one list offers, in catalog order: every card but those in `taken` (the public
// row, and for a secret card the owner's other card), `chosen` always kept. Another
// player's secret cards stay in every list: leaving them out would give them away (a card
// used twice is refused with the setup's message).
std::vector<std::string> offered_objectives(const rwd::Catalog& catalog,
                                            const std::vector<std::string>& taken,
                                            const std::string& chosen);

}  // namespace trib::ui::woods_ui
