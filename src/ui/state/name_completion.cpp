// New session's Tab completion of a player's name.

#include "ui/state/name_completion.h"

#include "core/text.h"

namespace trib::ui {

std::optional<std::string> complete_player_name(const std::vector<std::string>& known,
                                                std::string_view typed) {
  if (typed.empty()) return std::nullopt;
  const std::string prefix = case_folded(typed);
  for (const std::string& name : known) {
    if (name != typed && case_folded(name).starts_with(prefix)) return name;
  }
  return std::nullopt;
}

}  // namespace trib::ui
