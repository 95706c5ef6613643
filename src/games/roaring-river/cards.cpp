// River cards ("3F") and paddle cards ("2L", "straight", "rest") by their codes.

#include "games/roaring-river/cards.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib::roaring_river {

namespace {

struct IconInfo {
  Icon icon;
  std::string_view name;
  char letter;
};

constexpr IconInfo kIcons[] = {{Icon::Forest, "forest", 'F'},
                               {Icon::Mountain, "mountain", 'M'},
                               {Icon::Deer, "deer", 'D'},
                               {Icon::Bird, "bird", 'B'}};

}  // namespace

std::string icon_words(Icon icon) {
  switch (icon) {
    case Icon::Forest:
      return C_("icon", "forest");
    case Icon::Mountain:
      return C_("icon", "mountain");
    case Icon::Deer:
      return C_("icon", "deer");
    case Icon::Bird:
      return C_("icon", "bird");
    case Icon::None:
      break;
  }
  return "";
}

std::string icon_counted(Icon icon) {
  switch (icon) {
    case Icon::Forest:
      return C_("more ... than ...", "forest");
    case Icon::Mountain:
      return C_("more ... than ...", "mountain");
    case Icon::Deer:
      return C_("more ... than ...", "deer");
    case Icon::Bird:
      return C_("more ... than ...", "bird");
    case Icon::None:
      break;
  }
  return "";
}

std::optional<Icon> icon_from_name(std::string_view name) {
  for (const IconInfo& info : kIcons) {
    if (info.name == name) return info.icon;
  }
  return std::nullopt;
}

std::optional<RiverCard> parse_river_card(std::string_view text) {
  if (text.empty() || text.size() > 2 || text[0] < '1' || text[0] > '4') return std::nullopt;
  RiverCard card{text[0] - '0', Icon::None};
  if (text.size() == 1) return card;
  for (const IconInfo& info : kIcons) {
    if (info.letter == text[1]) {
      card.icon = info.icon;
      return card;
    }
  }
  return std::nullopt;
}

std::string river_card_text(RiverCard card) {
  std::string text(1, static_cast<char>('0' + card.drops));
  for (const IconInfo& info : kIcons) {
    if (info.icon == card.icon) text += info.letter;
  }
  return text;
}

RiverCard read_river_card(const JsonView& view) {
  const std::string text = view.as_string();
  const auto card = parse_river_card(text);
  if (!card) {
    view.fail(fill(_("\"{}\" is not a river card (drops 1-4, then optionally F, M, D or B: "
                     "\"3F\")"),
                   text));
  }
  return *card;
}

std::vector<RiverCard> read_river_cards(const JsonView& view) {
  std::vector<RiverCard> cards;
  for (const JsonView& item : view.items()) cards.push_back(read_river_card(item));
  return cards;
}

int PaddleSet::find(std::string_view id) const {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (cards[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

int read_paddle_card(const PaddleSet& paddles, const JsonView& view) {
  const std::string id = view.as_string();
  const int index = paddles.find(id);
  if (index < 0) {
    std::string list;
    for (const PaddleCard& card : paddles.cards) list += (list.empty() ? "" : " ") + card.id;
    view.fail(fill(_("\"{}\" is not a paddle card (one of: {})"), echo(id), list));
  }
  return index;
}

}  // namespace trib::roaring_river
