#include "core/data_dir.h"

#include <cstdlib>
#include <system_error>

namespace trib {

namespace {

std::filesystem::path executable_dir() {
  std::error_code error;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : exe.parent_path();
}

}  // namespace

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("TRIBUTARY_DATA"); env != nullptr && *env != '\0') return env;
  const std::filesystem::path source_tree = TRIBUTARY_SOURCE_DATA_DIR;
  if (std::filesystem::is_directory(source_tree)) return source_tree;
  return executable_dir() / ".." / "share" / "tributary" / "data";
}

std::filesystem::path game_data_file(std::string_view game_id, std::string_view file_name) {
  return data_dir() / std::string(game_id) / std::string(file_name);
}

}  // namespace trib
