// JSON written for people and terminals: linear in size, control characters escaped.

#include "core/json_write.h"

#include <algorithm>

#include "core/json_view.h"

namespace trib {

namespace {

constexpr int kExpandedLevels = 2;  // table_file_text: deeper values are written compact

// nlohmann escapes C0 inside strings but writes DEL and C1 raw; outside strings its output
// is plain ASCII, so every such byte sequence is inside a string.
std::string escape_del_and_c1(const std::string& text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    if (byte == 0x7F) {
      out += "\\u007f";
    } else if (byte == 0xC2 && next >= 0x80 && next <= 0x9F) {
      out += "\\u00";
      out += kHex[next >> 4];
      out += kHex[next & 15];
      ++i;
    } else {
      out += static_cast<char>(byte);
    }
  }
  return out;
}

// An array of plain values (the players, a note of numbers) stays on one line: one value
// per line would triple a long note.
bool all_scalars(const nlohmann::json& value) {
  return value.is_array() &&
         std::none_of(value.begin(), value.end(),
                      [](const nlohmann::json& item) { return item.is_structured(); });
}

void write_expanded(std::string& out, const nlohmann::json& value, int level) {
  if (level >= kExpandedLevels || !value.is_structured() || value.empty() || all_scalars(value)) {
    out += json_for_terminal(value, -1);
    return;
  }
  const bool object = value.is_object();
  out += object ? '{' : '[';
  for (auto it = value.begin(); it != value.end(); ++it) {
    out += it == value.begin() ? "\n" : ",\n";
    out.append(static_cast<std::size_t>(2 * (level + 1)), ' ');
    if (object) out += json_for_terminal(it.key(), -1) + ": ";
    write_expanded(out, *it, level + 1);
  }
  out += '\n';
  out.append(static_cast<std::size_t>(2 * level), ' ');
  out += object ? '}' : ']';
}

}  // namespace

std::string json_for_terminal(const nlohmann::json& value, int indent) {
  return escape_del_and_c1(
      value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string table_file_text(const nlohmann::json& document) {
  std::string out;
  write_expanded(out, document, 0);
  // The line breaks and indents can triple a note of short values; past the size a
  // table file may have, the file is written compact so that it still imports.
  if (out.size() >= kMaxJsonBytes) out = json_for_terminal(document, -1);
  return out + "\n";
}

}  // namespace trib
