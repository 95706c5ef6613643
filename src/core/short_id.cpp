// Short ids: the leading letters of an id cut short and its number without its zeros.

#include "core/short_id.h"

#include <cctype>

#include "core/text.h"

namespace trib {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_letter(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0;
}

// An id's or a query's letters and closing number: "sheep-13" → ("sheep", "13"). nullopt
// when it has no closing number, or (strict) anything but letters, '-' and '_' before it.
struct Parts {
  std::string letters;
  std::string number;  // without leading zeros; "0" stays "0"
};

std::optional<Parts> parts_of(std::string_view text, bool strict) {
  std::size_t digits = text.size();
  while (digits > 0 && is_digit(text[digits - 1])) --digits;
  if (digits == text.size()) return std::nullopt;
  Parts parts;
  std::size_t letters = 0;
  while (letters < digits && is_letter(text[letters])) {
    parts.letters += static_cast<char>(std::tolower(static_cast<unsigned char>(text[letters])));
    ++letters;
  }
  for (std::size_t i = letters; i < digits; ++i) {
    if (strict && text[i] != '-' && text[i] != '_') return std::nullopt;
  }
  std::string_view number = text.substr(digits);
  while (number.size() > 1 && number.front() == '0') number.remove_prefix(1);
  parts.number = std::string(number);
  return parts;
}

}  // namespace

bool names_id(std::string_view id, std::string_view query) {
  if (query.empty()) return false;
  if (case_folded(id) == case_folded(query)) return true;
  const std::optional<Parts> typed = parts_of(query, true);
  const std::optional<Parts> full = parts_of(id, false);
  return typed && full && typed->number == full->number &&
         full->letters.compare(0, typed->letters.size(), typed->letters) == 0;
}

std::optional<std::size_t> find_named_id(const std::vector<std::string>& ids,
                                         std::string_view query) {
  const std::string folded = case_folded(query);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (case_folded(ids[i]) == folded) return i;
  }
  std::optional<std::size_t> found;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!names_id(ids[i], query)) continue;
    if (found) return std::nullopt;  // several answer to it
    found = i;
  }
  return found;
}

std::vector<std::string> typed_words(std::string_view line) {
  std::vector<std::string> words;
  std::string word;
  for (char c : line) {
    if (c == ' ' || c == ',' || c == '\t') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

}  // namespace trib
