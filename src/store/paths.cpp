// Where the database and its backups live by default (XDG base directories).

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "store/backup_folder.h"
#include "store/store.h"

namespace trib {

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

// $<variable>/tributary, else ~/<home_fallback>/tributary. The XDG spec says a relative
// value is invalid and must be ignored.
std::string xdg_folder(const char* variable, const char* home_fallback) {
  if (std::string folder = env(variable); !folder.empty() && folder.front() == '/') {
    return folder + "/tributary";
  }
  std::string home = env("HOME");
  if (home.empty()) {
    const passwd* user = getpwuid(getuid());
    if (user && user->pw_dir) home = user->pw_dir;
  }
  return (home.empty() ? std::string(".") : home) + "/" + home_fallback + "/tributary";
}

}  // namespace

std::string default_database_path() {
  if (std::string db = env("TRIBUTARY_DB"); !db.empty()) return db;
  return xdg_folder("XDG_DATA_HOME", ".local/share") + "/tributary.db";
}

std::string default_backup_folder() {
  return xdg_folder("XDG_STATE_HOME", ".local/state") + "/backups";
}

}  // namespace trib
