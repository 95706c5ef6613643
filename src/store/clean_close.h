#pragma once
// Whether opening a database needs the full PRAGMA quick_check, which reads every page
// (1.6 s at 100 000 sessions). It does when the file may not be as a store left it: the
// last run was killed (a journal is left beside the file), or the file changed since a
// store closed it (a copy, a restore by hand, bytes written by another program). A store
// that closes last and cleanly writes "<db>-clean", naming the file's device, inode, size
// and modification and change times; a file that still matches it, with no journal
// beside it, is not checked again. While another process has the file open (the window,
// when the command line runs beside it) the check is that process's: it ran on its open.

#include <sys/types.h>

#include <string>

namespace trib::store_detail {

// A file's device and inode, as it was opened.
struct FileIdentity {
  bool known = false;
  dev_t device = 0;
  ino_t inode = 0;
};

FileIdentity file_identity(const std::string& path);

// "<path>-clean".
std::string clean_mark_path(const std::string& path);

// The file at `path` matches its -clean mark and no journal is beside it.
bool closed_cleanly(const std::string& path);

// Writes the -clean mark of the file at `path` after its store closed, when the path
// still names the file that store opened (`opened`) and no journal is left beside it (the
// closing connection was the last and folded the write-ahead log into the file). A mark
// that cannot be written only means a check at the next open.
void mark_closed_cleanly(const std::string& path, const FileIdentity& opened);

// Removes the -clean mark of `path` (a file being built under a temporary name).
void forget_clean_close(const std::string& path);

// Whether another process holds a SQLite lock on the database open as `fd` (a connection
// in WAL mode holds a shared lock for as long as it is open). Locks of this process are
// not seen.
bool locked_by_another_process(int fd);

}  // namespace trib::store_detail
