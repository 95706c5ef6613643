#pragma once
// The store's SQLite VFS: the default VFS (SQLite's "unix") with what the store adds.
// SQLITE_FCNTL_HAS_MOVED is answered for every file, the -wal included, by comparing the
// device and inode the file had when it was opened with those of its path now (SQLite
// answers it for the database file only), and for the database file it also covers the
// -shm. Each -shm region SQLite maps has its disk blocks taken at once, so a full disk is
// an error and never a SIGBUS later.

#include <sqlite3.h>

namespace trib::store_detail {

// The VFS's name for sqlite3_open_v2, registered on first use (not as the default).
const char* store_vfs();

// Whether the database, its -wal or its -shm are no longer the files at their paths
// (deleted, or moved and replaced) on a connection opened through store_vfs().
bool files_moved(sqlite3* db);

}  // namespace trib::store_detail
