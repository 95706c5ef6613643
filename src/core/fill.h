#pragma once
// Values put into a translated sentence: fill("{} placed {}", name, tile). "{}" takes the
// next value, "{1}" the second whatever the order (a translation may reorder them), "{{"
// and "}}" are braces. Numbers are written as std::to_string would, without locale.

#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>

namespace trib {

std::string fill_values(std::string_view pattern, std::initializer_list<std::string_view> values);

namespace fill_detail {
inline std::string_view as_text(std::string_view text) {
  return text;
}
inline std::string_view as_text(const char* text) {
  return text;
}
inline std::string_view as_text(const std::string& text) {
  return text;
}
template <std::integral Number>
requires(!std::same_as<Number, char> && !std::same_as<Number, bool>) std::string
    as_text(Number number) {
  return std::to_string(number);
}
}  // namespace fill_detail

template <typename... Values>
std::string fill(std::string_view pattern, const Values&... values) {
  // Each value's text lives until fill_values returns (temporaries of the full expression).
  return fill_values(pattern, {std::string_view(fill_detail::as_text(values))...});
}

}  // namespace trib
