#include "core/data_dir.h"

#include <pwd.h>
#include <unistd.h>

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

std::filesystem::path user_data_dir() {
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  if (const char* data = std::getenv("XDG_DATA_HOME"); data != nullptr && data[0] == '/') {
    return std::filesystem::path(data) / "tributary";
  }
  std::string home;
  if (const char* env = std::getenv("HOME"); env != nullptr) home = env;
  if (home.empty()) {
    const passwd* user = getpwuid(getuid());
    if (user && user->pw_dir) home = user->pw_dir;
  }
  return std::filesystem::path(home.empty() ? "." : home) / ".local" / "share" / "tributary";
}

}  // namespace trib
