#pragma once
// The Roaring River round's typed codes, without ImGui: paddle cards in slot order
// ("3L 2r s rest") and river cards ("3F 2 1D" or "3f21d"), each checked as it is typed with
// a message a player understands (tests/roaring-river/entry_codes_test.cpp).

#include <string>
#include <vector>

#include "games/roaring-river/roaring_river.h"

namespace trib::ui::rr_ui {

namespace rr = trib::roaring_river;

// The round's paddle slots: one per player, two per player with two sets (two players);
// player p's set s is slot p * sets + s.
int slot_count(const rr::Rules& rules);
std::string slot_name(const rr::Rules& rules, int slot);  // "Ada" or "Ada, set 2"

struct PlaysParse {
  std::vector<int> picks;  // per slot
  std::string error;       // the first problem, "" when none
};
// Tokens in slot order: a paddle id or an unambiguous prefix of one ("3l", "s", "re");
// "?" or "-" leaves a slot open. Cards not in that slot's hand are refused.
PlaysParse parse_plays(const std::string& text, const rr::RoaringRiverMatch& match);
std::string plays_text(const std::vector<int>& picks, const rr::PaddleSet& paddles);

struct DealParse {
  std::vector<rr::RiverCard> cards;
  std::string error;
};
// River card codes, separated or not: "3F 2 1d", "3f21d".
DealParse parse_deal(const std::string& text);

}  // namespace trib::ui::rr_ui
