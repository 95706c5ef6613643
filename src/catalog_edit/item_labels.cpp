// Turns a catalog list item's JSON into the short labels the editor's item rows show.

#include "catalog_edit/item_labels.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::catalog_edit {

namespace {

using nlohmann::json;

// The fields that name an item, in the order they win.
constexpr std::array<std::string_view, 8> kNamingKeys = {"animal", "id",    "tile", "kind",
                                                         "icon",   "title", "name", "terrain"};
constexpr std::size_t kMostChars = 40;  // a longer label is cut with an ellipsis

// "per_card" and "up_to" read as words (the catalog's own keys and ids: English, as in the
// file).
std::string words(std::string text) {
  for (char& c : text) {
    if (c == '_') c = ' ';
  }
  return text;
}

std::string shortened(std::string text) {
  if (text.size() <= kMostChars) return text;
  std::size_t cut = kMostChars - 1;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // UTF-8
  return text.substr(0, cut) + "\u2026";
}

std::string number_text(const json& value) {
  if (value.is_number_integer()) return std::to_string(value.get<std::int64_t>());
  std::array<char, 32> buffer{};
  std::snprintf(buffer.data(), buffer.size(), "%g", value.get<double>());
  return buffer.data();
}

std::string value_text(const json& value);

// Numbers joined tight ("1,1": a cell reads as one thing), anything else with ", ".
std::string list_text(const json& list) {
  bool numbers = true;
  for (const json& each : list) numbers = numbers && each.is_number();
  std::string out;
  for (const json& each : list) {
    if (!out.empty()) out += numbers ? "," : ", ";
    out += value_text(each);
  }
  return out.empty() ? _("none") : out;
}

std::string value_text(const json& value) {
  if (value.is_string()) return words(value.get<std::string>());
  if (value.is_number()) return number_text(value);
  if (value.is_boolean()) return value.get<bool>() ? _("yes") : _("no");
  if (value.is_array()) return list_text(value);
  if (value.is_object()) return item_line(item_labels(value));
  return _("none");
}

// One field: "at 1,1", "heart" / "no heart" for a flag, "2:3" for a number-keyed entry.
std::string field_text(const std::string& key, const json& value) {
  if (value.is_boolean()) {
    // TRANSLATORS: a flag of a catalog item that is not set: "no heart" (the flag's name
    // stays as the catalog file spells it).
    return value.get<bool>() ? words(key) : fill(_("no {}"), words(key));
  }
  if (key == "kind" && value.is_string()) return words(value.get<std::string>());
  const std::string text = value_text(value);
  if (!key.empty() && std::isdigit(static_cast<unsigned char>(key[0]))) return key + ":" + text;
  return words(key) + " " + text;
}

// The field that says what the item is: a naming string, else a flag that is set or a
// group of fields ({"runestone": true}, {"goal": {...}}).
std::string kind_key(const json& item) {
  for (const std::string_view key : kNamingKeys) {
    const auto it = item.find(key);
    if (it != item.end() && it->is_string()) return std::string(key);
  }
  for (auto it = item.begin(); it != item.end(); ++it) {
    if ((it->is_boolean() && it->get<bool>()) || it->is_object()) return it.key();
  }
  return {};
}

}  // namespace

bool is_item_list(const json& value) {
  if (!value.is_array() || value.empty()) return false;
  for (const json& each : value) {
    if (!each.is_object()) return false;
  }
  return true;
}

ItemLabels item_labels(const json& item) {
  ItemLabels labels;
  if (!item.is_object()) {
    labels.kind = shortened(value_text(item));
    return labels;
  }
  labels.kind_key = kind_key(item);
  for (auto it = item.begin(); it != item.end(); ++it) {
    if (it.key() != labels.kind_key) {
      labels.fields.push_back(shortened(field_text(it.key(), it.value())));
      continue;
    }
    const json& value = it.value();
    labels.kind = words(labels.kind_key);
    if (value.is_string()) {
      labels.kind = shortened(words(value.get<std::string>()));
    } else if (value.is_object() && !value.empty()) {
      // A group's own fields come first: a goal reads "goal · animals frog · …".
      labels.fields.insert(labels.fields.begin(), shortened(value_text(value)));
    }
  }
  return labels;
}

std::string item_line(const ItemLabels& labels) {
  std::string out = labels.kind;
  for (const std::string& field : labels.fields) {
    if (!out.empty()) out += " \u00b7 ";
    out += field;
  }
  return out;
}

}  // namespace trib::catalog_edit
