#pragma once
// The Roaring River round's typed codes, without ImGui: paddle cards in slot order
// ("3L 2r s rest", or "3l2rsrest") and river cards ("3F 2 1D" or "3f21d"), each checked as it is
// typed with a message a player understands (tests/roaring-river/entry_codes_test.cpp).

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "games/roaring-river/roaring_river.h"

namespace trib::ui::rr_ui {

namespace rr = trib::roaring_river;

// The round's paddle slots: one per player, two per player with two sets (two players);
// player p's set s is slot p * sets + s.
int slot_count(const rr::Rules& rules);
std::string slot_name(const rr::Rules& rules, int slot);  // "Ada" or "Ada, set 2"

// Typed text cut into codes: at spaces, commas and semicolons, and where a code ends
// without one: before a digit, after a digit and its letter ("4R3L2Lrest" is 4R 3L 2L
// rest), at a letter no card's name continues with ("rrs" is rest rest straight), around
// "?" and "-". `end` is the offset just past the code.
struct CodePiece {
  std::string code;
  std::size_t end = 0;
};
std::vector<CodePiece> code_pieces(const std::string& text, const rr::PaddleSet& paddles);

struct PlaysParse {
  std::vector<int> picks;  // per slot
  std::string error;       // the first problem, "" when none
};
// Tokens in slot order: a paddle id or an unambiguous prefix of one ("3l", "s", "re");
// "?" or "-" leaves a slot open. Cards not in that slot's hand are refused.
PlaysParse parse_plays(const std::string& text, const rr::RoaringRiverMatch& match);
// Where the paddle codes end when `text` holds every slot's card, each in hand, and more
// after them (the new river cards typed on in the same field); nullopt otherwise.
std::optional<std::size_t> plays_end(const std::string& text, const rr::RoaringRiverMatch& match);
std::string plays_text(const std::vector<int>& picks, const rr::PaddleSet& paddles);

struct DealParse {
  std::vector<rr::RiverCard> cards;
  std::string error;
};
// River card codes, separated or not: "3F 2 1d", "3f21d".
DealParse parse_deal(const std::string& text);

}  // namespace trib::ui::rr_ui
