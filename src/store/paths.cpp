// Where the database and its backups live by default (XDG base directories).

#include <cstdlib>
#include <string>

#include "core/data_dir.h"
#include "store/backup_folder.h"
#include "store/store.h"

namespace trib {

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

}  // namespace

std::string default_database_path() {
  if (std::string db = env("TRIBUTARY_DB"); !db.empty()) return db;
  return (xdg_folder("XDG_DATA_HOME", ".local/share") / "tributary.db").string();
}

std::string default_backup_folder() {
  return (xdg_folder("XDG_STATE_HOME", ".local/state") / "backups").string();
}

}  // namespace trib
