// Parsing JSON text into nlohmann::json through a SAX handler of our own, so that the
// limits hold while the document is built: nesting depth (nlohmann's copy, dump and
// comparison recurse), duplicate keys (nlohmann keeps the last silently) and numbers
// beyond a double (reported with their path, never echoing the digits).

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_strings.h"
#include "core/json_view.h"
#include "core/text.h"

namespace trib {

namespace {

struct Position {
  int line = 1;
  int column = 1;  // in characters
};

Position position_at(std::string_view text, std::size_t offset) {
  Position at;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++at.column;  // continuation bytes of UTF-8 belong to the character before
    }
  }
  return at;
}

std::string where(Position at) {
  return fill(_("line {}, column {}"), at.line, at.column);
}

// The byte offset of the `ordinal`-th (1-based) '[' or '{' outside strings.
std::size_t container_offset(std::string_view text, std::size_t ordinal) {
  JsonStringTracker strings;
  std::size_t seen = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (strings.outside_strings(c) && (c == '[' || c == '{') && ++seen == ordinal) return i;
  }
  return text.size();
}

// nlohmann's message reads "[json.exception.parse_error.101] parse error at line 1,
// column 2: syntax error while parsing value - invalid literal; last read: 'tru,'". Keep
// what explains the problem, once, with a short excerpt of the input.
std::string syntax_reason(const std::string& what) {
  std::string reason = what;
  // nlohmann's words stay English: they are read here, not written.
  if (const auto start = reason.find("parse error");  // not translated: nlohmann's words
      start != std::string::npos) {
    const auto colon = reason.find(": ", start);
    reason = colon == std::string::npos ? reason.substr(start) : reason.substr(colon + 2);
  }
  constexpr std::string_view kPrefix = "syntax error while parsing ";  // not translated: nlohmann's
  if (reason.rfind(kPrefix, 0) == 0) {
    const auto dash = reason.find(" - ");
    if (dash != std::string::npos) {
      reason = reason.substr(dash + 3) + " (while parsing " +  // not translated: nlohmann's words
               reason.substr(kPrefix.size(), dash - kPrefix.size()) + ")";
    }
  }
  constexpr std::string_view kRead = "last read: '";  // not translated: nlohmann's words
  constexpr std::size_t kExcerpt = 40;
  if (const auto read = reason.find(kRead); read != std::string::npos) {
    const auto begin = read + kRead.size();
    const auto quote = reason.rfind('\'');
    const auto end = quote >= begin ? quote : reason.size();
    if (end > begin + kExcerpt) {
      reason = reason.substr(0, begin + kExcerpt) + "…" + reason.substr(end);
    }
  }
  return terminal_safe(reason);
}

std::string with_path(const std::string& path, const std::string& message) {
  return path.empty() ? message : path + ": " + message;
}

// Builds the document like nlohmann's own DOM parser, within the limits above.
class BoundedBuilder {
 public:
  BoundedBuilder(std::string_view text, json& root, const JsonLimits& limits)
      : text_(text), root_(root), limits_(limits) {}

  bool null() { return place(nullptr) != nullptr; }
  bool boolean(bool value) { return place(value) != nullptr; }
  bool number_integer(json::number_integer_t value) { return place(value) != nullptr; }
  bool number_unsigned(json::number_unsigned_t value) { return place(value) != nullptr; }
  bool number_float(json::number_float_t value, const std::string& /*text*/) {
    return place(value) != nullptr;
  }
  bool string(std::string& value) { return place(std::move(value)) != nullptr; }
  bool binary(json::binary_t& /*value*/) { return false; }  // JSON text has no binary values

  bool start_object(std::size_t /*elements*/) { return open(json::value_t::object); }
  bool start_array(std::size_t /*elements*/) { return open(json::value_t::array); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(std::string& name) {
    Frame& top = frames_.back();
    top.key = std::move(name);
    if (top.container->contains(top.key)) {
      const std::string path = pending_path();
      error_ = InputError(
          with_path(path, fill(_("the key \"{}\" appears twice in one object; keys must differ"),
                               echo(top.key))),
          path);
      return false;
    }
    return true;
  }

  bool parse_error(std::size_t position, const std::string& token, const json::exception& error) {
    // An out-of-range number (id 406) is reported where it starts, with its path.
    if (error.id == 406) {
      const std::size_t start = position >= token.size() ? position - token.size() : 0;
      const std::string path = pending_path();
      error_ = InputError(with_path(path, fill(_("the number at {} is out of range (beyond "
                                                 "±1.8e308)"),
                                               where(position_at(text_, start)))),
                          path);
      return false;
    }
    // Otherwise `position` points just past the offending character.
    const Position at = position_at(text_, position > 0 ? position - 1 : 0);
    error_ =
        InputError(fill(_("JSON syntax error at {}: {}"), where(at), syntax_reason(error.what())),
                   "", at.line, at.column);
    return false;
  }

  InputError error() const { return error_; }

 private:
  struct Frame {
    json* container;
    std::string key;  // objects: the member being read
  };

  json* place(json value) {
    // The document's memory grows with its values, not its bytes ("{}" is 3 bytes of text
    // and about 100 in memory), so their count is bounded too.
    if (++values_ > limits_.values) {
      const std::string path = pending_path();
      error_ = InputError(with_path(path, fill(_("the text holds more than {} values (numbers, "
                                                 "strings, arrays and objects); Tributary "
                                                 "reads at most that many"),
                                               limits_.values)),
                          path);
      return nullptr;
    }
    if (frames_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    Frame& top = frames_.back();
    if (top.container->is_array()) {
      top.container->push_back(std::move(value));
      return &top.container->back();
    }
    json& slot = (*top.container)[top.key];
    slot = std::move(value);
    return &slot;
  }

  bool open(json::value_t type) {
    ++opened_;
    if (frames_.size() >= kMaxJsonDepth) {
      const Position at = position_at(text_, container_offset(text_, opened_));
      error_ = InputError(fill(_("JSON nested too deeply at {}: at most {} levels of arrays and "
                                 "objects"),
                               where(at), kMaxJsonDepth),
                          pending_path(), at.line, at.column);
      return false;
    }
    json* container = place(json(type));
    if (container == nullptr) return false;
    frames_.push_back({container, {}});
    return true;
  }

  bool close() {
    frames_.pop_back();
    return true;
  }

  // The JSON pointer of the value about to be read.
  std::string pending_path() const {
    std::string path;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      const json& container = *frames_[i].container;
      if (container.is_object()) {
        path = json_pointer_append(path, frames_[i].key);
      } else {
        const bool innermost = i + 1 == frames_.size();
        path += "/" + std::to_string(container.size() - (innermost ? 0 : 1));
      }
    }
    return path;
  }

  std::string_view text_;
  json& root_;
  std::vector<Frame> frames_;
  std::size_t opened_ = 0;  // arrays and objects started so far
  std::size_t values_ = 0;  // values of every kind placed so far
  JsonLimits limits_;
  InputError error_{_("JSON error")};
};

// ": No such file or directory", from errno after a failed read; "" when it says nothing.
std::string system_reason() {
  return errno == 0 ? "" : std::string(": ") + std::strerror(errno);
}

// Rounded up, so that a size just over the limit never reads as the limit itself.
std::string megabytes(std::uintmax_t bytes) {
  const auto tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024);
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MB";
}

// `bytes` 0: the size is not known, only that it is over the limit.
InputError too_large(std::uintmax_t bytes, std::size_t most = kMaxJsonBytes) {
  const std::string limit = std::to_string(most / (1024 * 1024)) + " MB";
  return InputError(
      bytes == 0
          ? fill(_("the text is longer than {0}; Tributary reads at most {0} of JSON"), limit)
          : fill(_("the text is {}; Tributary reads at most {} of JSON"), megabytes(bytes), limit));
}

}  // namespace

json parse_json_text(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.bytes) throw too_large(text.size(), limits.bytes);
  json root;
  BoundedBuilder builder(text, root, limits);
  if (!json::sax_parse(text.begin(), text.end(), &builder)) throw builder.error();
  return root;
}

std::string read_json_file_text(const std::string& file_path, std::size_t most_bytes) {
  std::error_code error;
  const auto status = std::filesystem::status(file_path, error);
  // A FIFO would block the read until some other program writes to it.
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
    throw InputError(fill(std::filesystem::is_directory(status)
                              ? _("{}: is a folder; name a JSON file")
                              : _("{}: is not a regular file; name a JSON file"),
                          echo(file_path)));
  }
  const auto size = std::filesystem::file_size(file_path, error);
  if (!error && size > most_bytes)
    throw InputError(echo(file_path) + ": " + too_large(size, most_bytes).what());
  errno = 0;
  std::ifstream in(file_path, std::ios::binary);
  if (!in) throw InputError(fill(_("{}: cannot be read"), echo(file_path)) + system_reason());
  std::string text;
  if (!error) text.reserve(static_cast<std::size_t>(size));
  // Chunks, so that a device or a pipe that never ends is refused at the limit too.
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (text.size() > most_bytes) {
      throw InputError(echo(file_path) + ": " + too_large(0, most_bytes).what());
    }
  }
  if (in.bad()) throw InputError(fill(_("{}: cannot be read"), echo(file_path)) + system_reason());
  return text;
}

json load_json_file(const std::string& file_path, const JsonLimits& limits) {
  const std::string text = read_json_file_text(file_path, limits.bytes);
  try {
    return parse_json_text(text, limits);
  } catch (const InputError& error) {
    throw InputError(echo(file_path) + ": " + error.what(), error.path, error.line, error.column);
  }
}

}  // namespace trib
