// The store's SQLite VFS: every file opened through the default VFS, wrapped.

#include "store/vfs.h"

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <new>
#include <string>

namespace trib::store_detail {

namespace {

constexpr const char* kName = "tributary";

// A file's device and inode; unknown for a file without a name (a temporary one).
struct Identity {
  bool known = false;
  dev_t device = 0;
  ino_t inode = 0;
};

Identity identity_of(const char* path) {
  struct stat info {};
  if (path == nullptr || ::stat(path, &info) != 0) return {};
  return {true, info.st_dev, info.st_ino};
}

// Whether `path` no longer names the file it named when `was` was recorded.
bool moved_from(const Identity& was, const std::string& path) {
  if (!was.known) return false;
  const Identity now = identity_of(path.c_str());
  return !now.known || now.device != was.device || now.inode != was.inode;
}

struct File {
  sqlite3_file base;
  sqlite3_file* real;  // opened by the wrapped VFS, in memory of its own
  const char* name;    // SQLite keeps it while the file is open
  Identity opened;     // the file at `name` when it was opened
  Identity shm;        // a database's -shm, when it was first mapped
};

File& file_of(sqlite3_file* f) {
  return *reinterpret_cast<File*>(f);
}
sqlite3_file* real(sqlite3_file* f) {
  return file_of(f).real;
}
const sqlite3_io_methods& methods(sqlite3_file* f) {
  return *real(f)->pMethods;
}

std::string shm_path(const File& file) {
  return std::string(file.name) + "-shm";
}

int file_control(sqlite3_file* f, int op, void* arg) {
  if (op != SQLITE_FCNTL_HAS_MOVED) return methods(f).xFileControl(real(f), op, arg);
  const File& file = file_of(f);
  int moved = 0;
  methods(f).xFileControl(real(f), op, &moved);  // SQLite's own answer, for a database
  moved = moved || moved_from(file.opened, file.name) || moved_from(file.shm, shm_path(file));
  *static_cast<int*>(arg) = moved;
  return SQLITE_OK;
}

// SQLite grows the -shm by writing one byte per 4 KiB page, so on a file system with
// smaller blocks most of each page stays a hole, and the first write through the mapping
// needs a block: on a full disk the kernel answers that write with SIGBUS (#35 M1).
// Prefaulting the region for writing takes its blocks now, or fails as a full disk.
int allocate(void volatile* region, int size) {
  for (;;) {
    if (::madvise(const_cast<void*>(region), static_cast<std::size_t>(size), MADV_POPULATE_WRITE) ==
        0) {
      return SQLITE_OK;
    }
    if (errno == EINTR) continue;
    if (errno == EINVAL) return SQLITE_OK;  // a kernel before 5.14: SQLite's way only
    return errno == EFAULT ? SQLITE_FULL : SQLITE_IOERR_SHMMAP;  // EFAULT: SIGBUS spared
  }
}

// A region mapped, its blocks taken; a writer also takes the next region's, so that no
// commit has to grow the -shm after its last frame is in the -wal (the commit would count
// as made while reported failed).
int shm_map(sqlite3_file* f, int region, int size, int extend, void volatile** out) {
  int rc = methods(f).xShmMap(real(f), region, size, extend, out);
  File& file = file_of(f);
  if (rc != SQLITE_OK || *out == nullptr) return rc;
  if (!file.shm.known) file.shm = identity_of(shm_path(file).c_str());
  if (::access(shm_path(file).c_str(), W_OK) != 0) return SQLITE_OK;  // mapped read-only
  rc = allocate(*out, size);
  void volatile* next = nullptr;
  if (rc == SQLITE_OK && extend) rc = methods(f).xShmMap(real(f), region + 1, size, 1, &next);
  if (rc == SQLITE_OK && next != nullptr) rc = allocate(next, size);
  if (rc != SQLITE_OK) *out = nullptr;
  return rc;
}

int close(sqlite3_file* f) {
  const int rc = methods(f).xClose(real(f));
  sqlite3_free(real(f));
  return rc;
}

// The other methods as they are.
int read(sqlite3_file* f, void* data, int amount, sqlite3_int64 offset) {
  return methods(f).xRead(real(f), data, amount, offset);
}
int write(sqlite3_file* f, const void* data, int amount, sqlite3_int64 offset) {
  return methods(f).xWrite(real(f), data, amount, offset);
}
int truncate(sqlite3_file* f, sqlite3_int64 size) {
  return methods(f).xTruncate(real(f), size);
}
int sync(sqlite3_file* f, int flags) {
  return methods(f).xSync(real(f), flags);
}
int file_size(sqlite3_file* f, sqlite3_int64* size) {
  return methods(f).xFileSize(real(f), size);
}
int lock(sqlite3_file* f, int level) {
  return methods(f).xLock(real(f), level);
}
int unlock(sqlite3_file* f, int level) {
  return methods(f).xUnlock(real(f), level);
}
int check_reserved(sqlite3_file* f, int* out) {
  return methods(f).xCheckReservedLock(real(f), out);
}
int sector_size(sqlite3_file* f) {
  return methods(f).xSectorSize(real(f));
}
int device(sqlite3_file* f) {
  return methods(f).xDeviceCharacteristics(real(f));
}
int shm_lock(sqlite3_file* f, int offset, int n, int flags) {
  return methods(f).xShmLock(real(f), offset, n, flags);
}
void shm_barrier(sqlite3_file* f) {
  methods(f).xShmBarrier(real(f));
}
// The connection is done with the -shm (WAL mode left, or closing): a later map records the
// -shm it then uses, and a -shm removed meanwhile is no sign of a moved database.
int shm_unmap(sqlite3_file* f, int delete_flag) {
  file_of(f).shm = {};
  return methods(f).xShmUnmap(real(f), delete_flag);
}
int fetch(sqlite3_file* f, sqlite3_int64 offset, int amount, void** out) {
  return methods(f).xFetch(real(f), offset, amount, out);
}
int unfetch(sqlite3_file* f, sqlite3_int64 offset, void* page) {
  return methods(f).xUnfetch(real(f), offset, page);
}

const sqlite3_io_methods io_methods = {
    3,        close,       read,           write,        truncate,    sync,   file_size,
    lock,     unlock,      check_reserved, file_control, sector_size, device, shm_map,
    shm_lock, shm_barrier, shm_unmap,      fetch,        unfetch};

sqlite3_vfs g_vfs{};

// What this VFS wraps: the default VFS (SQLite's "unix", or a test's fault injector).
sqlite3_vfs* wrapped() {
  sqlite3_vfs* inner = sqlite3_vfs_find(nullptr);
  return inner == &g_vfs ? sqlite3_vfs_find("unix") : inner;
}

// The wrapped VFS's files are all version 3 (unix's are).
int open(sqlite3_vfs* /*vfs*/, const char* name, sqlite3_file* f, int flags, int* out_flags) {
  sqlite3_vfs* inner = wrapped();
  File& file = *new (f) File{};  // SQLite hands over raw memory of szOsFile bytes
  file.real = static_cast<sqlite3_file*>(sqlite3_malloc(inner->szOsFile));
  if (file.real == nullptr) return SQLITE_NOMEM;
  std::memset(file.real, 0, static_cast<std::size_t>(inner->szOsFile));
  const int rc = inner->xOpen(inner, name, file.real, flags, out_flags);
  if (rc != SQLITE_OK) {  // SQLite calls xClose only when pMethods is set
    sqlite3_free(file.real);
    return rc;
  }
  file.name = name;
  file.opened = identity_of(name);
  file.base.pMethods = &io_methods;
  return SQLITE_OK;
}

}  // namespace

const char* store_vfs() {
  static std::once_flag once;
  std::call_once(once, [] {
    g_vfs = *sqlite3_vfs_find("unix");  // its methods for everything but opening a file
    g_vfs.pNext = nullptr;
    g_vfs.zName = kName;
    g_vfs.szOsFile = static_cast<int>(sizeof(File));
    g_vfs.xOpen = open;
    sqlite3_vfs_register(&g_vfs, 0);
  });
  return kName;
}

bool files_moved(sqlite3* db) {
  int moved = 0;
  sqlite3_file_control(db, "main", SQLITE_FCNTL_HAS_MOVED, &moved);
  sqlite3_file* journal = nullptr;  // in WAL mode, the -wal
  if (!moved &&
      sqlite3_file_control(db, "main", SQLITE_FCNTL_JOURNAL_POINTER, &journal) == SQLITE_OK &&
      journal != nullptr && journal->pMethods != nullptr) {
    journal->pMethods->xFileControl(journal, SQLITE_FCNTL_HAS_MOVED, &moved);
  }
  return moved != 0;
}

}  // namespace trib::store_detail
