// The Rest recovery: for every player (in the 2-player game, every set) that played Rest,
// choose what comes back from the played pile: nothing, or one of the combinations the
// catalog allows (bundled: one 4, or up to two cards among the 2s and 3s). The Rest card
// itself always returns and is not part of the choice.

#include <algorithm>
#include <set>
#include <string>

#include "ui/frame/theme.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

bool is_rest(const rr::PaddleSet& paddles, int card) {
  return card >= 0 && paddles.cards[static_cast<std::size_t>(card)].kind == rr::PaddleKind::rest;
}

// Every combination of `count` cards from `pool`, added to `out` when new.
void combinations(const std::vector<int>& pool, std::size_t count, std::size_t from,
                  std::vector<int>& current, std::set<std::vector<int>>& seen,
                  std::vector<std::vector<int>>& out) {
  if (current.size() == count) {
    if (seen.insert(current).second) out.push_back(current);
    return;
  }
  for (std::size_t i = from; i < pool.size(); ++i) {
    current.push_back(pool[i]);
    combinations(pool, count, i + 1, current, seen, out);
    current.pop_back();
  }
}

std::string option_label(const rr::PaddleSet& paddles, const std::vector<int>& cards) {
  if (cards.empty()) return "nothing";
  std::string text;
  for (int card : cards) text += (text.empty() ? "" : " + ") + paddles.cards[card].id;
  return text;
}

}  // namespace

std::vector<std::vector<int>> recovery_options(const rr::RoaringRiverMatch& match, int slot,
                                               int played) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  const int player = slot / rules.sets(), set = slot % rules.sets();
  rr::PaddleHand after = match.state().players[player].sets[set];
  after.hand &= ~(1u << played);
  std::vector<std::vector<int>> out{{}};
  std::set<std::vector<int>> seen{{}};
  for (const rr::RecoveryOption& option : paddles.recovery) {
    std::vector<int> pool;
    for (int card = 0; card < static_cast<int>(paddles.cards.size()); ++card) {
      const rr::PaddleCard& c = paddles.cards[card];
      const bool returnable = c.kind == rr::PaddleKind::left || c.kind == rr::PaddleKind::right;
      if (returnable && !after.holds(card) &&
          std::find(option.values.begin(), option.values.end(), c.value) != option.values.end()) {
        pool.push_back(card);
      }
    }
    for (int count = option.up_to; count >= 1; --count) {
      std::vector<int> current;
      combinations(pool, static_cast<std::size_t>(count), 0, current, seen, out);
    }
  }
  return out;
}

bool draw_rest_dialog(RoundEntry& entry, const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  bool all_decided = true, any = false;
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    if (!is_rest(paddles, entry.picks[slot])) continue;
    if (!any) ImGui::Spacing();
    any = true;
    const auto options = recovery_options(match, slot, entry.picks[slot]);
    int& choice = entry.rest[static_cast<std::size_t>(slot)];
    if (options.size() == 1) choice = 0;
    ImGui::PushID(slot);
    ImGui::AlignTextToFramePadding();
    if (options.size() == 1) {
      ImGui::Text("%s rested:", slot_name(rules, slot).c_str());
      ImGui::SameLine();
      ImGui::TextDisabled("nothing to take back yet.");
      ImGui::PopID();
      continue;
    }
    ImGui::TextColored(choice < 0 ? palette().warning : palette().text,
                       "%s rested, takes back:", slot_name(rules, slot).c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Number keys 0-%zu pick an option (the Rest card itself always returns).",
                        std::min<std::size_t>(options.size() - 1, 9));
    }
    for (int i = 0; i < static_cast<int>(options.size()); ++i) {
      const std::string label = option_label(paddles, options[i]);
      same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetFrameHeight() * 1.5f);
      if (ImGui::RadioButton(label.c_str(), choice == i)) choice = i;
    }
    if (choice < 0) all_decided = false;
    ImGui::PopID();
  }
  return all_decided;
}

void choose_rest_by_key(RoundEntry& entry, const rr::RoaringRiverMatch& match, int digit) {
  const rr::PaddleSet& paddles = match.rules().catalog.paddles;
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    const int played = entry.picks[static_cast<std::size_t>(slot)];
    int& choice = entry.rest[static_cast<std::size_t>(slot)];
    if (!is_rest(paddles, played) || choice >= 0) continue;
    if (digit < static_cast<int>(recovery_options(match, slot, played).size())) choice = digit;
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
      const int choice = entry.rest[static_cast<std::size_t>(slot)];
      const auto options = recovery_options(match, slot, played);
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
