// Copy as text: a session's results as plain lines for a chat.

#include "ui/shell/share_text.h"

#include <algorithm>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib::ui {

std::string share_text(const std::string& game_name, const std::string& date,
                       const std::vector<FinalResult>& results) {
  std::string text = game_name + (date.empty() ? "" : " \u00b7 " + date) + "\n";
  std::vector<const FinalResult*> ordered;
  for (const FinalResult& result : results) ordered.push_back(&result);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto* a, const auto* b) { return a->player.place < b->player.place; });
  const bool solo = results.size() == 1;
  for (const FinalResult* result : ordered) {
    const PlayerResult& player = result->player;
    if (!solo) text += ordinal(player.place) + "  ";
    text += player.name + "  " + format_score(player.score);
    if (player.rank) text += "  \u00b7 " + std::string(_(player.rank->c_str()));
    if (result->new_best) {
      text += "  " + (result->previous_best ? fill(_("(new personal best, was {})"),
                                                   format_score(*result->previous_best))
                                            : std::string(_("(first result)")));
    }
    text += "\n";
  }
  return text + _("Scored with Tributary") + "\n";
}

}  // namespace trib::ui
