#pragma once
// Malformed input (bad JSON syntax, a value of the wrong shape or an unknown id in a
// table file or catalog). Engines throw it only while reading input; rule violations in
// well-formed moves are values (see verdict.h).

#include <stdexcept>
#include <string>

namespace trib {

struct InputError : std::runtime_error {
  std::string path;  // JSON pointer of the offending value ("" = the whole document)
  int line = 0;      // 1-based, only for JSON syntax errors
  int column = 0;

  explicit InputError(const std::string& message, std::string json_path = {}, int at_line = 0,
                      int at_column = 0)
      : std::runtime_error(message), path(std::move(json_path)), line(at_line), column(at_column) {}
};

}  // namespace trib
