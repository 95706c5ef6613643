#include "core/text.h"

namespace trib {

namespace {

constexpr char kHex[] = "0123456789ABCDEF";

struct Decoded {
  char32_t code_point = 0;
  std::size_t length = 0;  // 0: the byte at the position does not start valid UTF-8
};

// Decodes the code point starting at `at`, refusing overlong forms, surrogates and
// values above U+10FFFF, as the JSON parser does.
Decoded decode(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) return {lead, 1};
  std::size_t length = 0;
  char32_t code_point = 0;
  char32_t minimum = 0;
  if ((lead & 0xE0) == 0xC0) {
    length = 2, code_point = lead & 0x1F, minimum = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    length = 3, code_point = lead & 0x0F, minimum = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    length = 4, code_point = lead & 0x07, minimum = 0x10000;
  } else {
    return {};
  }
  if (at + length > text.size()) return {};
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) return {};
    code_point = (code_point << 6) | (byte(at + i) & 0x3F);
  }
  if (code_point < minimum || code_point > 0x10FFFF ||
      (code_point >= 0xD800 && code_point <= 0xDFFF)) {
    return {};
  }
  return {code_point, length};
}

bool is_control(char32_t code_point) {
  return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F);
}

std::string hex_escape(const char* prefix, unsigned value, int digits) {
  std::string out = prefix;
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kHex[(value >> shift) & 15];
  return out;
}

}  // namespace

std::size_t character_count(std::string_view utf8) {
  std::size_t count = 0;
  for (std::size_t at = 0; at < utf8.size(); ++count) {
    const Decoded decoded = decode(utf8, at);
    at += decoded.length == 0 ? 1 : decoded.length;
  }
  return count;
}

std::optional<char32_t> first_control_character(std::string_view utf8) {
  for (std::size_t at = 0; at < utf8.size();) {
    const Decoded decoded = decode(utf8, at);
    if (decoded.length == 0) return static_cast<char32_t>(static_cast<unsigned char>(utf8[at]));
    if (is_control(decoded.code_point)) return decoded.code_point;
    at += decoded.length;
  }
  return std::nullopt;
}

std::string code_point_name(char32_t code_point) {
  return hex_escape("U+", static_cast<unsigned>(code_point), code_point > 0xFFFF ? 6 : 4);
}

std::string terminal_safe(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const Decoded decoded = decode(text, at);
    if (decoded.length == 0) {
      out += hex_escape("\\x", static_cast<unsigned char>(text[at]), 2);
      ++at;
      continue;
    }
    const char32_t c = decoded.code_point;
    if (is_control(c) && c != '\n' && c != '\t') {
      out += c < 0x80 ? hex_escape("\\x", static_cast<unsigned>(c), 2)
                      : hex_escape("\\u", static_cast<unsigned>(c), 4);
    } else {
      out.append(text.substr(at, decoded.length));
    }
    at += decoded.length;
  }
  return out;
}

std::string ordinal(int place) {
  const int tens = place % 100;
  const char* suffix = tens >= 11 && tens <= 13 ? "th"
                       : place % 10 == 1        ? "st"
                       : place % 10 == 2        ? "nd"
                       : place % 10 == 3        ? "rd"
                                                : "th";
  return std::to_string(place) + suffix;
}

}  // namespace trib
