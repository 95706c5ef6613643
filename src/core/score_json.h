#pragma once
// The `tributary score --json` document (docs/table-format.md).

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "core/input_error.h"
#include "core/replay.h"
#include "core/scoreboard.h"

namespace trib {

nlohmann::json scoreboard_json(std::string_view game_id, const Scoreboard& board);
nlohmann::json replay_json(std::string_view game_id, const Replay& replay);
nlohmann::json input_error_json(const InputError& error);

}  // namespace trib
