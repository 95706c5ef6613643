// Type-ahead for the round entry: while no text field is active, typed characters go to
// the field that needs them next (the paddle codes until every slot is picked, then the
// deal until it holds the cards needed), Backspace takes the last one back, and number keys
// pick Rest options. Nothing has to be clicked first and no key is lost to focus changes.

#include <GLFW/glfw3.h>

#include <cctype>

#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// `next` extends the code being typed at the end of `text` into a longer paddle id
// ("r" + "e" on the way to "rest"), so it belongs to the plays even once all are picked;
// a character that starts a new code ("4R" + "3") does not.
bool continues_paddle(const std::string& text, char next, const rr::PaddleSet& paddles) {
  if (text.empty() || text.back() == ' ' || next == ' ') return false;
  const std::vector<CodePiece> before = code_pieces(text, paddles),
                               after = code_pieces(text + next, paddles);
  if (after.size() != before.size()) return false;
  std::string token = after.back().code;
  for (char& c : token) c = lower(c);
  for (const rr::PaddleCard& card : paddles.cards) {
    std::string id = card.id;
    for (char& c : id) c = lower(c);
    if (id.rfind(token, 0) == 0) return true;
  }
  return false;
}

// An icon letter right after a card's drops ("4" + "B").
bool continues_river_card(const std::string& text, char next) {
  const char c = lower(next);
  return !text.empty() && std::isdigit(static_cast<unsigned char>(text.back())) &&
         (c == 'f' || c == 'm' || c == 'd' || c == 'b');
}

int target_for(const RoundEntry& entry, const rr::RoaringRiverMatch& match, char next) {
  if (!plays_complete(entry) ||
      continues_paddle(entry.plays_text, next, match.rules().catalog.paddles)) {
    return 1;
  }
  const auto preview = entry_preview(entry, match);
  if (!preview || !preview->raft || preview->river_ends) return 0;
  const auto have = parse_deal(entry.deal_text).cards.size();
  if (have < static_cast<std::size_t>(preview->deal_needed) ||
      continues_river_card(entry.deal_text, next)) {
    return 2;
  }
  return 0;
}

}  // namespace

int typing_target(const RoundEntry& entry, const rr::RoaringRiverMatch& match) {
  return target_for(entry, match, ' ');
}

void mark_typing_target(const RoundEntry& entry, int field) {
  if (entry.target != field || ImGui::IsAnyItemActive()) return;
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ImGui::GetWindowDrawList()->AddRect(ImVec2(min.x - 1, min.y - 1), ImVec2(max.x + 1, max.y + 1),
                                      to_u32(theme_colours().accent, 0.8f), 4.0f, 0, 1.5f);
  tooltip_above_item(_("Just type: keys go here without clicking first."));
}

void entry_keys(RoundEntry& entry, const rr::RoaringRiverMatch& match) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || ImGui::IsAnyItemActive() ||
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId) ||
      !ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) {
    return;
  }
  for (const ImWchar wide : io.InputQueueCharacters) {
    if (wide < 32 || wide >= 127) continue;
    const char c = static_cast<char>(wide);
    switch (target_for(entry, match, c)) {
      case 1:
        if (c == ' ' && (entry.plays_text.empty() || entry.plays_text.back() == ' ')) break;
        entry.plays_text += c;
        entry.picks = parse_plays(entry.plays_text, match).picks;
        break;
      case 2:
        if (c == ' ' && entry.deal_text.empty()) break;
        entry.deal_text += c;
        break;
      default:
        if (c >= '0' && c <= '9') choose_rest_by_key(entry, match, c - '0');
        break;
    }
  }
  if (!ImGui::IsKeyPressed(GLFW_KEY_BACKSPACE, true)) return;
  // Backspace: the deal while it has text and the plays are in, else the plays.
  if (plays_complete(entry) && !entry.deal_text.empty()) {
    entry.deal_text.pop_back();
  } else if (!entry.plays_text.empty()) {
    entry.plays_text.pop_back();
    entry.picks = parse_plays(entry.plays_text, match).picks;
  }
}

}  // namespace trib::ui::rr_ui
