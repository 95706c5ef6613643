#pragma once
// Copy as text (#38): a finished session's results as a few plain lines for a chat, from
// Final results and History.

#include <string>
#include <vector>

#include "session/controller.h"

namespace trib::ui {

// "River Wild · 2026-12-05" then one line per player in place order — "1st  Ada  54  (new
// personal best, was 48)", a solo game's rank title after its score — and "Scored with
// Tributary". Names are whole (a chat wraps them); shared places repeat.
std::string share_text(const std::string& game_name, const std::string& date,
                       const std::vector<FinalResult>& results);

}  // namespace trib::ui
