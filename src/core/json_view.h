#pragma once
// Read-only access to a JSON value that remembers its JSON pointer, so that every schema
// error names the exact place ("/moves/3/row: expected an integer").

#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"

namespace trib {

using nlohmann::json;

// Limits on any JSON Tributary reads, so that no input can exhaust the stack or memory.
inline constexpr std::size_t kMaxJsonDepth = 256;               // nested arrays and objects
inline constexpr std::size_t kMaxJsonBytes = 16 * 1024 * 1024;  // 16 MB of text
// Values of every kind in one document: the bundled catalogs hold under 1 000, and this
// bounds the memory a document of tiny values ("[{},{},…]") takes, about 100 bytes each.
inline constexpr std::size_t kMaxJsonValues = 200'000;

// How much JSON one read may take: a table or catalog file takes the defaults; a larger
// file of another program's (a BG Stats export) may be given more.
struct JsonLimits {
  std::size_t bytes = kMaxJsonBytes;
  std::size_t values = kMaxJsonValues;
};

// Parses JSON text. Throws InputError: syntax errors and nesting deeper than kMaxJsonDepth
// with line and column, duplicate object keys and numbers beyond a double with their path,
// text longer than `limits.bytes` or holding more than `limits.values` values. Every later
// walk over the value is bounded by the depth.
json parse_json_text(std::string_view text, const JsonLimits& limits = {});

// Levels of arrays and objects in `value` (a scalar is 0, "[]" is 1).
std::size_t json_depth(const json& value);
// Values of every kind in `value`, itself included (what kMaxJsonValues counts).
std::size_t json_value_count(const json& value);

// Reads and parses a file (at most `limits.bytes`); errors name the file.
json load_json_file(const std::string& file_path, const JsonLimits& limits = {});

// The file's text, refused before reading when it is larger than `most_bytes`.
std::string read_json_file_text(const std::string& file_path,
                                std::size_t most_bytes = kMaxJsonBytes);

class JsonView {
 public:
  explicit JsonView(const json& value, std::string path = {})
      : value_(&value), path_(std::move(path)) {}

  const json& raw() const { return *value_; }
  const std::string& path() const { return path_; }

  bool is_null() const { return value_->is_null(); }
  bool is_object() const { return value_->is_object(); }
  bool is_array() const { return value_->is_array(); }
  bool is_string() const { return value_->is_string(); }
  bool is_number() const { return value_->is_number(); }

  bool has(std::string_view key) const;
  JsonView at(std::string_view key) const;                        // required member of an object
  JsonView at(std::size_t index) const;                           // element of an array
  std::size_t size() const;                                       // requires an array
  std::vector<JsonView> items() const;                            // requires an array
  std::vector<std::pair<std::string, JsonView>> members() const;  // requires an object

  // Requires an object whose keys are all in `allowed` (or start with "x-").
  void expect_object(std::initializer_list<std::string_view> allowed) const;
  void expect_array() const;
  std::string as_string() const;
  std::int64_t as_int(std::int64_t min, std::int64_t max) const;
  // A finite number in [min, max]; bounds keep every score computed from it finite.
  double as_number(double min, double max) const;
  bool as_bool() const;
  // A string that must be one of `choices`.
  std::string as_enum(std::initializer_list<std::string_view> choices) const;

  [[noreturn]] void fail(const std::string& message) const;

 private:
  const json* value_;
  std::string path_;
};

// Appends one escaped reference token to a JSON pointer.
std::string json_pointer_append(const std::string& path, std::string_view token);

// Integral values as integers, halves as decimals: 37, not 37.0.
json json_number(double value);

}  // namespace trib
