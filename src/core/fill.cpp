#include "core/fill.h"

#include <cstddef>

namespace trib {

std::string fill_values(std::string_view pattern, std::initializer_list<std::string_view> values) {
  std::string out;
  out.reserve(pattern.size() + 16 * values.size());
  std::size_t next = 0;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    if (c != '{') {
      out += c;
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    if (close == std::string_view::npos) {
      out.append(pattern.substr(i));
      break;
    }
    const std::string_view inside = pattern.substr(i + 1, close - i - 1);
    std::size_t index = next;
    bool numbered = !inside.empty();
    for (char digit : inside) numbered = numbered && digit >= '0' && digit <= '9';
    if (numbered) {
      index = 0;
      for (char digit : inside) index = index * 10 + static_cast<std::size_t>(digit - '0');
    } else if (!inside.empty()) {
      out.append(pattern.substr(i, close - i + 1));  // not a placeholder: kept as written
      i = close;
      continue;
    }
    if (index < values.size()) out.append(values.begin()[index]);
    next = index + 1;
    i = close;
  }
  return out;
}

}  // namespace trib
