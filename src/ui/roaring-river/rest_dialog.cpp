// The Rest recovery: for every player (in the 2-player game, every set) that played Rest,
// choose what comes back from the played pile: nothing, or one of the combinations the
// catalog allows (bundled: one 4, or up to two cards among the 2s and 3s). The Rest card
// itself always returns and is not part of the choice.

#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

bool is_rest(const rr::PaddleSet& paddles, int card) {
  return card >= 0 && paddles.cards[static_cast<std::size_t>(card)].kind == rr::PaddleKind::Rest;
}

std::string option_label(const rr::PaddleSet& paddles, const std::vector<int>& cards) {
  if (cards.empty()) return _("nothing");
  std::string text;
  for (int card : cards) text += (text.empty() ? "" : " + ") + paddles.cards[card].id;
  return text;
}

// The option a resting slot takes: the one picked, else the preferred one.
int rest_choice(const RoundEntry& entry, const rr::RoaringRiverMatch& match, int slot,
                const std::vector<std::vector<int>>& options) {
  const int chosen = entry.rest[static_cast<std::size_t>(slot)];
  return chosen >= 0 ? chosen : preferred_recovery(options, match.rules().catalog.paddles);
}

}  // namespace

void draw_rest_dialog(RoundEntry& entry, const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  bool any = false;
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    if (!is_rest(paddles, entry.picks[slot])) continue;
    if (!any) ImGui::Spacing();
    any = true;
    const auto options = recovery_options(match, slot, entry.picks[slot]);
    const int choice = rest_choice(entry, match, slot, options);
    ImGui::PushID(slot);
    ImGui::AlignTextToFramePadding();
    if (options.size() == 1) {
      ImGui::TextUnformatted(fill(_("{} rested:"), slot_name(rules, slot)).c_str());
      ImGui::SameLine();
      ImGui::TextDisabled("%s", _("nothing to take back yet."));
      ImGui::PopID();
      continue;
    }
    ImGui::TextUnformatted(fill(_("{} rested, takes back:"), slot_name(rules, slot)).c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", _("The number keys pick the option with that number (the Rest card "
                                "itself always returns). The most cards are chosen until you "
                                "pick."));
    }
    for (int i = 0; i < static_cast<int>(options.size()); ++i) {
      // The key that picks it, in front: "2  4L" (keys 1-9; the rest by click).
      const std::string key = i < 9 ? std::to_string(i + 1) + "  " : "";
      const std::string label = key + option_label(paddles, options[i]);
      same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetFrameHeight() * 1.5f);
      if (ImGui::RadioButton(label.c_str(), choice == i)) {
        entry.rest[static_cast<std::size_t>(slot)] = i;
      }
    }
    ImGui::PopID();
  }
}

void choose_rest_by_key(RoundEntry& entry, const rr::RoaringRiverMatch& match, int digit) {
  const rr::PaddleSet& paddles = match.rules().catalog.paddles;
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    const int played = entry.picks[static_cast<std::size_t>(slot)];
    int& choice = entry.rest[static_cast<std::size_t>(slot)];
    if (!is_rest(paddles, played) || choice >= 0) continue;
    const int option = recovery_for_key(digit, recovery_options(match, slot, played).size());
    if (option >= 0) choice = option;
    return;
  }
}

std::optional<nlohmann::json> recover_json(const RoundEntry& entry,
                                           const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  nlohmann::json out = nlohmann::json::object();
  for (int player = 0; player < rules.players(); ++player) {
    nlohmann::json lists = nlohmann::json::array();
    int rested = 0;
    bool any = false;
    for (int set = 0; set < rules.sets(); ++set) {
      const int slot = player * rules.sets() + set;
      const int played = entry.picks[static_cast<std::size_t>(slot)];
      if (!is_rest(paddles, played)) continue;
      ++rested;
      const auto options = recovery_options(match, slot, played);
      const int choice = rest_choice(entry, match, slot, options);
      nlohmann::json ids = nlohmann::json::array();
      if (choice > 0 && choice < static_cast<int>(options.size())) {
        for (int card : options[static_cast<std::size_t>(choice)])
          ids.push_back(paddles.cards[card].id);
      }
      any = any || !ids.empty();
      lists.push_back(std::move(ids));
    }
    if (!any) continue;
    // Both sets rested (2-player game): one list per set; otherwise the one list.
    out[std::to_string(player)] = rested == 2 ? lists : lists.front();
  }
  if (out.empty()) return std::nullopt;
  return out;
}

}  // namespace trib::ui::rr_ui
