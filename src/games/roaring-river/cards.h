#pragma once
// River cards ("3F": drops 1-4 and an optional icon) and paddle cards (catalog data, named
// by id: "2L", "straight", "rest").

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_view.h"

namespace trib::roaring_river {

// Terrain (forest, mountain) and animal (deer, bird) icons; a card shows at most one.
enum class Icon : std::uint8_t { None, Forest, Mountain, Deer, Bird };
inline constexpr int kIconKinds = 4;  // icons other than none

struct RiverCard {
  int drops = 1;
  Icon icon = Icon::None;
  friend bool operator==(const RiverCard&, const RiverCard&) = default;
};

// The icon in the player's language, as sentences use it: on its own ("forest": las) and
// counted ("more forest than mountain": więcej lasów niż gór). English: its table-file name
// ("forest") both times.
std::string icon_words(Icon icon);
std::string icon_counted(Icon icon);
std::optional<Icon> icon_from_name(std::string_view name);
std::optional<RiverCard> parse_river_card(std::string_view text);  // "3F", "2", "4M"
std::string river_card_text(RiverCard card);
// Throws InputError at the view's path when the value is not a river card string.
RiverCard read_river_card(const JsonView& view);
std::vector<RiverCard> read_river_cards(const JsonView& view);

enum class PaddleKind : std::uint8_t { Left, Right, Straight, Rest };

struct PaddleCard {
  std::string id;  // "2L"
  PaddleKind kind = PaddleKind::Left;
  int value = 0;       // paddle strength; for a Straight: the most it adds to the lower side
  bool heart = false;  // earns a heart when it points the way the raft moved (Paddle 2)
};

// Cards that a Rest may bring back: up to `up_to` played cards whose values are in `values`.
struct RecoveryOption {
  std::vector<int> values;
  int up_to = 0;
};

// One player's set of paddle cards (every player has an identical set).
struct PaddleSet {
  std::vector<PaddleCard> cards;  // at most kMaxPaddles, ids unique
  std::vector<RecoveryOption> recovery;
  double heart_value = 1;  // per heart card, 3-6 players
  double heart_value_two_player = 0.5;

  static constexpr int kMaxPaddles = 32;  // hands are bit masks
  int find(std::string_view id) const;    // index, or -1
  std::uint32_t full_hand() const { return cards.size() >= 32 ? ~0u : (1u << cards.size()) - 1; }
};

// Throws InputError when the value is not a string naming a card of `paddles`.
int read_paddle_card(const PaddleSet& paddles, const JsonView& view);

}  // namespace trib::roaring_river
