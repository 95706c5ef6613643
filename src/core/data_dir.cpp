// Finding the bundled data/ folder: $TRIBUTARY_DATA, the install prefix, or the source tree.

#include "core/data_dir.h"

#include <pwd.h>
#include <unistd.h>
#include <algorithm>

#include <cstdlib>
#include <system_error>

#include "build_paths.h"

namespace trib {

namespace {

namespace fs = std::filesystem;

fs::path executable_dir() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : exe.parent_path();
}

// Whether `inner` is `outer` or below it, after resolving symlinks and "..".
bool is_within(const fs::path& inner, const fs::path& outer) {
  std::error_code error;
  const fs::path a = fs::weakly_canonical(inner, error);
  if (error) return false;
  const fs::path b = fs::weakly_canonical(outer, error);
  if (error) return false;
  return std::mismatch(b.begin(), b.end(), a.begin(), a.end()).first == b.end();
}

// Installed (bin/../share/tributary/data), else the source tree when run from the build.
fs::path data_dir_beside_program() {
  const fs::path exe_dir = executable_dir();
  const fs::path installed = exe_dir.parent_path() / "share" / "tributary" / "data";
  if (!exe_dir.empty() && fs::is_directory(installed)) return installed;
  if (is_within(exe_dir, TRIBUTARY_BUILD_DIR)) return TRIBUTARY_SOURCE_DATA_DIR;
  return installed;  // missing: loading then names the path that was expected
}

}  // namespace

fs::path data_dir() {
  if (const char* env = std::getenv("TRIBUTARY_DATA"); env != nullptr && *env != '\0') return env;
  // The program does not move while it runs: look for its folder once, not per data file.
  static const fs::path found = data_dir_beside_program();
  return found;
}

fs::path locale_dir() {
  if (const char* env = std::getenv("TRIBUTARY_LOCALEDIR"); env != nullptr && *env != '\0')
    return env;
  const fs::path exe_dir = executable_dir();
  if (!exe_dir.empty() && is_within(exe_dir, TRIBUTARY_BUILD_DIR)) {
    return fs::path(TRIBUTARY_BUILD_DIR) / "locale";
  }
  return exe_dir.parent_path() / "share" / "locale";
}

fs::path game_data_file(std::string_view game_id, std::string_view file_name) {
  return data_dir() / std::string(game_id) / std::string(file_name);
}

std::filesystem::path user_home() {
  if (const char* env = std::getenv("HOME"); env != nullptr && *env != '\0') return env;
  const passwd* user = getpwuid(getuid());
  if (user && user->pw_dir && *user->pw_dir != '\0') return user->pw_dir;
  return ".";
}

std::filesystem::path xdg_folder(const char* variable, const char* home_fallback) {
  // The XDG spec says a relative value is invalid and must be ignored.
  if (const char* value = std::getenv(variable); value != nullptr && value[0] == '/') {
    return std::filesystem::path(value) / "tributary";
  }
  return user_home() / home_fallback / "tributary";
}

std::filesystem::path user_data_dir() {
  return xdg_folder("XDG_DATA_HOME", ".local/share");
}

}  // namespace trib
