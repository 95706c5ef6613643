#pragma once
// Writing JSON for people and terminals: text whose size is linear in the value's, and
// that no control character in a string can turn into a terminal command.

#include <nlohmann/json.hpp>
#include <string>

namespace trib {

// `value` as JSON text (`indent` < 0: compact). Invalid UTF-8 becomes U+FFFD, and DEL and
// C1 control characters are written as \u escapes like C0 (nlohmann writes them raw).
std::string json_for_terminal(const nlohmann::json& value, int indent = 2);

// A table file as `tributary export` writes it: members are indented two levels deep
// (each move, each catalog entry on its own line) and written compact below that, so the
// text stays within a few times the compact size however deep the notes nest. A text that
// would reach kMaxJsonBytes is written compact instead, so an export always imports again.
std::string table_file_text(const nlohmann::json& document);

}  // namespace trib
