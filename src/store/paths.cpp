// Where the database lives by default (XDG base directories).

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "store/store.h"

namespace trib {

std::string default_database_path() {
  const auto env = [](const char* name) -> std::string {
    const char* value = std::getenv(name);
    return value ? value : "";
  };
  if (std::string db = env("TRIBUTARY_DB"); !db.empty()) return db;
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  if (std::string data = env("XDG_DATA_HOME"); !data.empty() && data.front() == '/') {
    return data + "/tributary/tributary.db";
  }
  std::string home = env("HOME");
  if (home.empty()) {
    const passwd* user = getpwuid(getuid());
    if (user && user->pw_dir) home = user->pw_dir;
  }
  return (home.empty() ? std::string(".") : home) + "/.local/share/tributary/tributary.db";
}

}  // namespace trib
