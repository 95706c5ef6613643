// Read-only JSON access that names the JSON pointer of every schema error.

#include "core/json_view.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include <cmath>
#include <limits>

namespace trib {

namespace {

// The kind of a value, as "…, found {}" names it.
const char* type_name(const json& value) {
  switch (value.type()) {
    case json::value_t::null:
      return "null";  // not translated: JSON's own word
    case json::value_t::object:
      return _("an object");
    case json::value_t::array:
      return _("an array");
    case json::value_t::string:
      return _("a string");
    case json::value_t::boolean:
      return _("a boolean");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return _("an integer");
    case json::value_t::number_float:
      return _("a number");
    default:
      return _("an unsupported value");
  }
}

}  // namespace

std::string json_pointer_append(const std::string& path, std::string_view token) {
  std::string out = path + "/";
  // A hostile key of megabytes would make every message about it as long; such a key is
  // shown cut (the pointer then no longer resolves, which no real key needs).
  const std::string shown = character_count(token) > kEchoLimit ? echo(token) : std::string(token);
  for (char c : shown) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::size_t json_depth(const json& value) {
  if (!value.is_structured()) return 0;
  std::size_t deepest = 0;
  for (const json& item : value) deepest = std::max(deepest, json_depth(item));
  return deepest + 1;
}

std::size_t json_value_count(const json& value) {
  std::size_t count = 1;
  if (value.is_structured()) {
    for (const json& item : value) count += json_value_count(item);
  }
  return count;
}

json json_number(double value) {
  if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 1e15) {
    return static_cast<std::int64_t>(value);
  }
  return value;
}

void JsonView::fail(const std::string& message) const {
  throw InputError(path_.empty() ? message : path_ + ": " + message, path_);
}

bool JsonView::has(std::string_view key) const {
  return value_->is_object() && value_->find(key) != value_->end();
}

JsonView JsonView::at(std::string_view key) const {
  if (!value_->is_object()) fail(fill(_("expected an object, found {}"), type_name(*value_)));
  const auto it = value_->find(key);
  if (it == value_->end()) fail(fill(_("missing \"{}\""), echo(std::string(key))));
  return JsonView(*it, json_pointer_append(path_, key));
}

JsonView JsonView::at(std::size_t index) const {
  expect_array();
  if (index >= value_->size()) fail(fill(_("index {} is out of range"), index));
  return JsonView((*value_)[index], path_ + "/" + std::to_string(index));
}

std::size_t JsonView::size() const {
  expect_array();
  return value_->size();
}

std::vector<JsonView> JsonView::items() const {
  expect_array();
  std::vector<JsonView> out;
  out.reserve(value_->size());
  for (std::size_t i = 0; i < value_->size(); ++i) {
    out.emplace_back((*value_)[i], path_ + "/" + std::to_string(i));
  }
  return out;
}

std::vector<std::pair<std::string, JsonView>> JsonView::members() const {
  if (!value_->is_object()) fail(fill(_("expected an object, found {}"), type_name(*value_)));
  std::vector<std::pair<std::string, JsonView>> out;
  for (auto it = value_->begin(); it != value_->end(); ++it) {
    out.emplace_back(it.key(), JsonView(it.value(), json_pointer_append(path_, it.key())));
  }
  return out;
}

void JsonView::expect_object(std::initializer_list<std::string_view> allowed) const {
  if (!value_->is_object()) fail(fill(_("expected an object, found {}"), type_name(*value_)));
  for (auto it = value_->begin(); it != value_->end(); ++it) {
    const std::string& key = it.key();
    if (key.rfind("x-", 0) == 0) continue;
    bool known = false;
    for (std::string_view name : allowed) known = known || name == key;
    if (!known) {
      std::string list;
      for (std::string_view name : allowed) list += (list.empty() ? "" : ", ") + std::string(name);
      throw InputError(json_pointer_append(path_, key) + ": " +
                           fill(_("unknown key \"{}\" (expected one of: {})"), echo(key), list),
                       json_pointer_append(path_, key));
    }
  }
}

void JsonView::expect_array() const {
  if (!value_->is_array()) fail(fill(_("expected an array, found {}"), type_name(*value_)));
}

std::string JsonView::as_string() const {
  if (!value_->is_string()) fail(fill(_("expected a string, found {}"), type_name(*value_)));
  return value_->get<std::string>();
}

std::int64_t JsonView::as_int(std::int64_t min, std::int64_t max) const {
  // Worded only when it fails: a big catalog reads hundreds of thousands of numbers.
  const auto out_of_range = [&] {
    fail(fill(_("expected an integer between {} and {}"), min, max));
  };
  if (value_->is_number_unsigned()) {
    const auto v = value_->get<std::uint64_t>();
    if (v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) ||
        static_cast<std::int64_t>(v) > max || static_cast<std::int64_t>(v) < min) {
      out_of_range();
    }
    return static_cast<std::int64_t>(v);
  }
  if (value_->is_number_integer()) {
    const auto v = value_->get<std::int64_t>();
    if (v < min || v > max) out_of_range();
    return v;
  }
  fail(fill(_("expected an integer between {} and {}, found {}"), min, max, type_name(*value_)));
}

double JsonView::as_number(double min, double max) const {
  const auto low = [&] { return json_number(min).dump(); };
  const auto high = [&] { return json_number(max).dump(); };
  if (!value_->is_number()) {
    fail(fill(_("expected a number between {} and {}, found {}"), low(), high(),
              type_name(*value_)));
  }
  const double v = value_->get<double>();
  if (!std::isfinite(v) || v < min || v > max) {
    fail(fill(_("expected a number between {} and {}"), low(), high()));
  }
  return v;
}

bool JsonView::as_bool() const {
  if (!value_->is_boolean()) fail(fill(_("expected true or false, found {}"), type_name(*value_)));
  return value_->get<bool>();
}

std::string JsonView::as_enum(std::initializer_list<std::string_view> choices) const {
  const std::string value = as_string();
  std::string list;
  for (std::string_view choice : choices) {
    if (choice == value) return value;
    list += (list.empty() ? "\"" : ", \"") + std::string(choice) + "\"";
  }
  fail(fill(_("\"{}\" is not one of {}"), echo(value), list));
}

}  // namespace trib
