#pragma once
// The backups folder: copies made by `tributary backup` and the GUI, named by the local
// time they were made. The GUI's own daily copies carry "-auto" in their names; only the
// last few of those are kept, and copies made by hand are never removed.

#include <chrono>
#include <cstddef>
#include <string>

namespace trib {

class Store;

// $XDG_STATE_HOME/tributary/backups (an absolute XDG_STATE_HOME only), else
// ~/.local/state/tributary/backups.
std::string default_backup_folder();

// A free name in `folder` for a backup made now: tributary-YYYY-MM-DD-HHMMSS.db, with
// "-auto" before ".db" for an automatic one and "-2", "-3", … when the name is taken.
std::string new_backup_path(const std::string& folder, bool automatic);

// Backs `store` up to a new file in `folder` (created when missing); returns its path.
std::string back_up_into(const Store& store, const std::string& folder, bool automatic);

// Whether the newest backup in `folder`, by hand or automatic, is older than `age` (or
// there is none).
bool backup_due(const std::string& folder, std::chrono::hours age);

// Removes all but the newest `keep` automatic backups in `folder`.
void prune_automatic_backups(const std::string& folder, std::size_t keep);

}  // namespace trib
