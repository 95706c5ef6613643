// Typed codes: paddle cards in slot order and river cards, checked as they are typed
// (entry_codes.h).

#include "ui/roaring-river/entry_codes.h"

#include <cctype>
#include <sstream>

namespace trib::ui::rr_ui {

namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::vector<std::string> tokens(const std::string& text) {
  std::string spaced = text;
  for (char& c : spaced) {
    if (c == ',' || c == ';') c = ' ';
  }
  std::istringstream in(spaced);
  std::vector<std::string> out;
  for (std::string token; in >> token;) out.push_back(token);
  return out;
}

// The paddle card a token names: its exact id, or the only id it starts.
int find_paddle(const rr::PaddleSet& paddles, const std::string& token, std::string& error) {
  const std::string want = lower(token);
  std::vector<int> starts;
  for (int i = 0; i < static_cast<int>(paddles.cards.size()); ++i) {
    const std::string id = lower(paddles.cards[i].id);
    if (id == want) return i;
    if (id.rfind(want, 0) == 0) starts.push_back(i);
  }
  if (starts.size() == 1) return starts.front();
  if (starts.empty()) {
    error = "\"" + token + "\" is not a paddle card (";
    for (std::size_t i = 0; i < paddles.cards.size(); ++i) {
      error += (i ? " " : "") + paddles.cards[i].id;
    }
    error += ")";
  } else {
    error = "\"" + token + "\" could be ";
    for (std::size_t i = 0; i < starts.size(); ++i) {
      error += (i ? (i + 1 == starts.size() ? " or " : ", ") : "") + paddles.cards[starts[i]].id;
    }
  }
  return -1;
}

// `text` in double quotes, built by appending (GCC 12 warns about operator+ with a char).
std::string quoted(const std::string& text) {
  std::string out = "\"";
  out += text;
  out += '"';
  return out;
}

std::string quoted(char c) {
  return quoted(std::string(1, c));
}

}  // namespace

int slot_count(const rr::Rules& rules) {
  return rules.players() * rules.sets();
}

std::string slot_name(const rr::Rules& rules, int slot) {
  const std::string& name = rules.names[static_cast<std::size_t>(slot / rules.sets())];
  if (!rules.two_player()) return name;
  return name + ", set " + std::to_string(slot % rules.sets() + 1);
}

PlaysParse parse_plays(const std::string& text, const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const int slots = slot_count(rules);
  PlaysParse out;
  out.picks.assign(static_cast<std::size_t>(slots), -1);
  const std::vector<std::string> words = tokens(text);
  for (int slot = 0; slot < static_cast<int>(words.size()); ++slot) {
    const std::string& word = words[static_cast<std::size_t>(slot)];
    if (slot >= slots) {
      if (out.error.empty()) {
        out.error = "Too many cards: this round takes " + std::to_string(slots) + ".";
      }
      break;
    }
    if (word == "?" || word == "-") continue;
    std::string error;
    const int card = find_paddle(rules.catalog.paddles, word, error);
    if (card < 0) {
      if (out.error.empty()) out.error = slot_name(rules, slot) + ": " + error + ".";
      continue;
    }
    const int player = slot / rules.sets(), set = slot % rules.sets();
    if (!match.state().players[player].sets[set].holds(card)) {
      if (out.error.empty()) {
        out.error = slot_name(rules, slot) + " has no " + rules.catalog.paddles.cards[card].id +
                    " in hand: it was played and not taken back.";
      }
      continue;
    }
    out.picks[static_cast<std::size_t>(slot)] = card;
  }
  return out;
}

std::string plays_text(const std::vector<int>& picks, const rr::PaddleSet& paddles) {
  std::size_t last = picks.size();
  while (last > 0 && picks[last - 1] < 0) --last;  // no trailing "?"
  std::string text;
  for (std::size_t i = 0; i < last; ++i) {
    text += (i ? " " : "") + (picks[i] < 0 ? std::string("?") : paddles.cards[picks[i]].id);
  }
  return text;
}

DealParse parse_deal(const std::string& text) {
  DealParse out;
  for (const char raw : text) {
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(raw)));
    if (c == ' ' || c == ',' || c == ';' || c == '\t') continue;
    if (c >= '0' && c <= '9') {
      if (c < '1' || c > '4') {
        if (out.error.empty()) out.error = quoted(raw) + ": drops go from 1 to 4.";
        continue;
      }
      out.cards.push_back(rr::RiverCard{c - '0', rr::Icon::none});
      continue;
    }
    const auto card = rr::parse_river_card(std::string("1") + c);
    if (!card) {
      if (out.error.empty()) {
        out.error = quoted(raw) +
                    " is not a river card code: drops 1-4, then F forest, M mountain, D deer or "
                    "B bird.";
      }
      continue;
    }
    if (out.cards.empty() || out.cards.back().icon != rr::Icon::none) {
      if (out.error.empty()) {
        out.error = quoted(raw) + " needs the card's drops in front of it (" +
                    quoted(std::string("3") + c) + ").";
      }
      continue;
    }
    out.cards.back().icon = card->icon;
  }
  return out;
}

}  // namespace trib::ui::rr_ui
