#pragma once
// New session's Tab completion of a player's name, ImGui-free so that it is tested alone.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trib::ui {

// What Tab completes `typed` to: the first of `known` (most recent first) that starts with
// it, compared as the store compares names (core::case_folded: "łucja" finds "Łucja"), and
// is not exactly what was typed; nullopt when none does or nothing was typed.
std::optional<std::string> complete_player_name(const std::vector<std::string>& known,
                                                std::string_view typed);

}  // namespace trib::ui
