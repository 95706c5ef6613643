// Typed codes: paddle cards in slot order and river cards, checked as they are typed
// (entry_codes.h).

#include "ui/roaring-river/entry_codes.h"

#include <algorithm>
#include <cctype>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::ui::rr_ui {

namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

bool is_code_separator(char c) {
  return c == ' ' || c == ',' || c == ';' || c == '\t';
}

bool is_digit_char(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

std::vector<std::string> tokens(const std::string& text, const rr::PaddleSet& paddles) {
  std::vector<std::string> out;
  for (const CodePiece& piece : code_pieces(text, paddles)) out.push_back(piece.code);
  return out;
}

// Whether some paddle id starts with `code`, in any case.
bool starts_a_paddle(const std::string& code, const rr::PaddleSet& paddles) {
  const std::string want = lower(code);
  return std::any_of(paddles.cards.begin(), paddles.cards.end(), [&](const rr::PaddleCard& card) {
    return lower(card.id).rfind(want, 0) == 0;
  });
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
    std::string ids;
    for (std::size_t i = 0; i < paddles.cards.size(); ++i) {
      ids += (i ? " " : "") + paddles.cards[i].id;
    }
    error = fill(_("\"{}\" is not a paddle card ({})"), token, ids);
  } else {
    std::string head;  // every id but the last, then "… or last"
    for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
      head += (i ? ", " : "") + paddles.cards[starts[i]].id;
    }
    error = fill(_("\"{}\" could be {}"), token,
                 fill(_("{} or {}"), head, paddles.cards[starts.back()].id));
  }
  return -1;
}

}  // namespace

std::vector<CodePiece> code_pieces(const std::string& text, const rr::PaddleSet& paddles) {
  std::vector<CodePiece> out;
  bool open = false;  // the last piece takes more characters
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_code_separator(c)) {
      open = false;
      continue;
    }
    const bool single = c == '?' || c == '-';
    bool starts = !open || single || is_digit_char(c);
    if (!starts) {
      const std::string& code = out.back().code;
      // A digit and its one letter make a whole code ("4R3L", "3Lrest"); a letter that no
      // card's name continues with starts the next one ("rrs": rest, rest, straight).
      starts = (code.size() == 2 && is_digit_char(code[0])) ||
               (!starts_a_paddle(code + c, paddles) && starts_a_paddle(std::string(1, c), paddles));
    }
    if (starts) out.push_back(CodePiece{});
    out.back().code += c;
    out.back().end = i + 1;
    open = !single;
  }
  return out;
}

std::optional<std::size_t> plays_end(const std::string& text, const rr::RoaringRiverMatch& match) {
  const int slots = slot_count(match.rules());
  const std::vector<CodePiece> pieces = code_pieces(text, match.rules().catalog.paddles);
  if (static_cast<int>(pieces.size()) <= slots) return std::nullopt;
  const std::size_t end = pieces[static_cast<std::size_t>(slots - 1)].end;
  const PlaysParse head = parse_plays(text.substr(0, end), match);
  const bool complete =
      std::all_of(head.picks.begin(), head.picks.end(), [](int card) { return card >= 0; });
  if (!head.error.empty() || !complete) return std::nullopt;
  return end;
}

int slot_count(const rr::Rules& rules) {
  return rules.players() * rules.sets();
}

std::string slot_name(const rr::Rules& rules, int slot) {
  const std::string& name = rules.names[static_cast<std::size_t>(slot / rules.sets())];
  if (!rules.two_player()) return name;
  // TRANSLATORS: a player and one of their two sets of paddle cards: "Ada, set 2"
  return fill(_("{}, set {}"), name, slot % rules.sets() + 1);
}

PlaysParse parse_plays(const std::string& text, const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  const int slots = slot_count(rules);
  PlaysParse out;
  out.picks.assign(static_cast<std::size_t>(slots), -1);
  const std::vector<std::string> words = tokens(text, rules.catalog.paddles);
  for (int slot = 0; slot < static_cast<int>(words.size()); ++slot) {
    const std::string& word = words[static_cast<std::size_t>(slot)];
    if (slot >= slots) {
      if (out.error.empty()) {
        out.error = fill(_("Too many cards: this round takes {}."), slots);
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
        out.error = fill(_("{} has no {} in hand: it was played and not taken back."),
                         slot_name(rules, slot), rules.catalog.paddles.cards[card].id);
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
        if (out.error.empty()) {
          out.error = fill(_("\"{}\": drops go from 1 to 4."), std::string(1, raw));
        }
        continue;
      }
      out.cards.push_back(rr::RiverCard{c - '0', rr::Icon::None});
      continue;
    }
    const auto card = rr::parse_river_card(std::string("1") + c);
    if (!card) {
      if (out.error.empty()) {
        out.error = fill(_("\"{}\" is not a river card code: drops 1-4, then F forest, "
                           "M mountain, D deer or B bird."),
                         std::string(1, raw));
      }
      continue;
    }
    if (out.cards.empty() || out.cards.back().icon != rr::Icon::None) {
      if (out.error.empty()) {
        out.error = fill(_("\"{}\" needs the card's drops in front of it (\"3{}\")."),
                         std::string(1, raw), std::string(1, c));
      }
      continue;
    }
    out.cards.back().icon = card->icon;
  }
  return out;
}

}  // namespace trib::ui::rr_ui
