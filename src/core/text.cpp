// User-given text: counting characters and making any text safe to print on a terminal.

#include "core/text.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"

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

bool is_control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
         (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

// Walks the code points of `text`; invalid bytes come as U+FFFD with length 1.
template <typename Visit>
void for_each_code_point(std::string_view text, Visit visit) {
  for (std::size_t at = 0; at < text.size();) {
    const Decoded decoded = decode(text, at);
    const std::size_t length = decoded.length == 0 ? 1 : decoded.length;
    if (!visit(decoded.length == 0 ? char32_t{0xFFFD} : decoded.code_point, at, length)) return;
    at += length;
  }
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

char32_t lower_case(char32_t c) {
  if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 0x20;
  if (c == 0x178) return 0xFF;
  // Latin Extended-A pairs capitals with the next code point, on even or odd positions.
  const bool even_pairs = (c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177);
  const bool odd_pairs = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
  if ((even_pairs && c % 2 == 0) || (odd_pairs && c % 2 == 1)) return c + 1;
  if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 0x20;  // Greek
  if (c >= 0x410 && c <= 0x42F) return c + 0x20;                // Cyrillic
  if (c >= 0x400 && c <= 0x40F) return c + 0x50;
  return c;
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

bool is_invisible(char32_t c) {
  return c == ' ' || c == 0xA0 || c == 0xAD || c == 0x34F || c == 0x115F || c == 0x1160 ||
         c == 0x1680 || c == 0x180E || (c >= 0x2000 && c <= 0x200F) || c == 0x202F ||
         (c >= 0x205F && c <= 0x2064) || c == 0x3000 || c == 0x3164 ||
         (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0 ||
         (c >= 0xE0000 && c <= 0xE007F);
}

std::string trim_invisible(std::string_view text) {
  std::size_t begin = text.size();
  std::size_t end = 0;
  for_each_code_point(text, [&](char32_t c, std::size_t at, std::size_t length) {
    if (!is_invisible(c)) {
      begin = std::min(begin, at);
      end = at + length;
    }
    return true;
  });
  return begin >= end ? std::string() : std::string(text.substr(begin, end - begin));
}

bool all_invisible(std::string_view text) {
  bool invisible = true;
  for_each_code_point(text, [&](char32_t c, std::size_t, std::size_t) {
    invisible = is_invisible(c);
    return invisible;
  });
  return invisible;
}

std::string capitalised(std::string_view text) {
  std::string out(text);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

std::string case_folded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for_each_code_point(text, [&](char32_t c, std::size_t at, std::size_t length) {
    const char32_t lower = lower_case(c);
    if (lower == c) {
      out.append(text.substr(at, length));
    } else {
      append_utf8(out, lower);
    }
    return true;
  });
  return out;
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

std::string echo(std::string_view text, std::size_t limit) {
  std::size_t end = text.size();
  std::size_t count = 0;
  for_each_code_point(text, [&](char32_t, std::size_t at, std::size_t) {
    if (count++ == limit) {
      end = at;
      return false;
    }
    return true;
  });
  return end == text.size() ? terminal_safe(text) : terminal_safe(text.substr(0, end)) + "…";
}

std::string ordinal(int place) {
  // English picks the suffix by the last digits; a language with one form for every place
  // (Polish "1.", "2.") translates all four patterns alike.
  const int tens = place % 100;
  const int last = tens >= 11 && tens <= 13 ? 0 : place % 10;
  // TRANSLATORS: a place in a game: 1st, 21st (Polish "{}.", as every place).
  if (last == 1) return fill(_("{}st"), place);
  // TRANSLATORS: a place in a game: 2nd, 22nd.
  if (last == 2) return fill(_("{}nd"), place);
  // TRANSLATORS: a place in a game: 3rd, 23rd.
  if (last == 3) return fill(_("{}rd"), place);
  // TRANSLATORS: a place in a game: 4th, 11th, 12th, 13th.
  return fill(_("{}th"), place);
}

}  // namespace trib
