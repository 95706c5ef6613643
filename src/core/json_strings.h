#pragma once
// Reading JSON text byte by byte without a parser: which bytes are structure and which are
// inside a string (escapes included).

namespace trib {

class JsonStringTracker {
 public:
  // Takes the next byte; whether it stands outside every string (a quote does not).
  bool outside_strings(char c) {
    if (in_string_) {
      if (escaped_) {
        escaped_ = false;
      } else if (c == '\\') {
        escaped_ = true;
      } else if (c == '"') {
        in_string_ = false;
      }
      return false;
    }
    if (c == '"') {
      in_string_ = true;
      return false;
    }
    return true;
  }

 private:
  bool in_string_ = false;
  bool escaped_ = false;
};

}  // namespace trib
