// A full disk, injected through a VFS shim that wraps SQLite's default VFS: once the
// "disk" is full every write fails with SQLITE_FULL, as SQLite's own VFS reports ENOSPC.
// The store must say the disk is full, store nothing half-way, and work again once there
// is space. (A real full file system, where the -shm fails as an I/O error, is in the
// command-line test on a small tmpfs.)

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

bool g_disk_full = false;
// A full file system also has no room for a new -shm: mapping one that must grow fails.
bool g_shm_full = false;
sqlite3_vfs* g_real = nullptr;

struct ShimFile {
  sqlite3_file base;
  sqlite3_file* real;  // allocated right after this struct
};

sqlite3_file* real(sqlite3_file* file) {
  return reinterpret_cast<ShimFile*>(file)->real;
}

int shim_write(sqlite3_file* file, const void* data, int amount, sqlite3_int64 offset) {
  if (g_disk_full) return SQLITE_FULL;
  return real(file)->pMethods->xWrite(real(file), data, amount, offset);
}

// Every other method forwards to the real file.
int shim_close(sqlite3_file* f) {
  return real(f)->pMethods->xClose(real(f));
}
int shim_read(sqlite3_file* f, void* data, int amount, sqlite3_int64 offset) {
  return real(f)->pMethods->xRead(real(f), data, amount, offset);
}
int shim_truncate(sqlite3_file* f, sqlite3_int64 size) {
  return real(f)->pMethods->xTruncate(real(f), size);
}
int shim_sync(sqlite3_file* f, int flags) {
  return real(f)->pMethods->xSync(real(f), flags);
}
int shim_file_size(sqlite3_file* f, sqlite3_int64* size) {
  return real(f)->pMethods->xFileSize(real(f), size);
}
int shim_lock(sqlite3_file* f, int level) {
  return real(f)->pMethods->xLock(real(f), level);
}
int shim_unlock(sqlite3_file* f, int level) {
  return real(f)->pMethods->xUnlock(real(f), level);
}
int shim_check_reserved(sqlite3_file* f, int* out) {
  return real(f)->pMethods->xCheckReservedLock(real(f), out);
}
int shim_file_control(sqlite3_file* f, int op, void* arg) {
  return real(f)->pMethods->xFileControl(real(f), op, arg);
}
int shim_sector_size(sqlite3_file* f) {
  return real(f)->pMethods->xSectorSize(real(f));
}
int shim_device(sqlite3_file* f) {
  return real(f)->pMethods->xDeviceCharacteristics(real(f));
}
int shim_shm_map(sqlite3_file* f, int page, int size, int extend, void volatile** out) {
  if (g_shm_full && extend) return SQLITE_FULL;
  return real(f)->pMethods->xShmMap(real(f), page, size, extend, out);
}
int shim_shm_lock(sqlite3_file* f, int offset, int n, int flags) {
  return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
}
void shim_shm_barrier(sqlite3_file* f) {
  real(f)->pMethods->xShmBarrier(real(f));
}
int shim_shm_unmap(sqlite3_file* f, int delete_flag) {
  return real(f)->pMethods->xShmUnmap(real(f), delete_flag);
}
int shim_fetch(sqlite3_file* f, sqlite3_int64 offset, int amount, void** out) {
  return real(f)->pMethods->xFetch(real(f), offset, amount, out);
}
int shim_unfetch(sqlite3_file* f, sqlite3_int64 offset, void* page) {
  return real(f)->pMethods->xUnfetch(real(f), offset, page);
}

const sqlite3_io_methods shim_methods = {3,
                                         shim_close,
                                         shim_read,
                                         shim_write,
                                         shim_truncate,
                                         shim_sync,
                                         shim_file_size,
                                         shim_lock,
                                         shim_unlock,
                                         shim_check_reserved,
                                         shim_file_control,
                                         shim_sector_size,
                                         shim_device,
                                         shim_shm_map,
                                         shim_shm_lock,
                                         shim_shm_barrier,
                                         shim_shm_unmap,
                                         shim_fetch,
                                         shim_unfetch};

int shim_open(sqlite3_vfs* /*vfs*/, const char* name, sqlite3_file* file, int flags,
              int* out_flags) {
  auto* shim = reinterpret_cast<ShimFile*>(file);
  shim->real = reinterpret_cast<sqlite3_file*>(shim + 1);
  const int rc = g_real->xOpen(g_real, name, shim->real, flags, out_flags);
  // SQLite calls xClose only when pMethods is set, so set it only for an open file.
  file->pMethods = rc == SQLITE_OK && shim->real->pMethods ? &shim_methods : nullptr;
  return rc;
}

// The shim as the default VFS for one test, the real one restored afterwards.
class FullDiskVfs {
 public:
  FullDiskVfs() {
    g_real = sqlite3_vfs_find(nullptr);
    vfs_ = *g_real;
    vfs_.zName = "tributary-full-disk";
    vfs_.szOsFile = static_cast<int>(sizeof(ShimFile)) + g_real->szOsFile;
    vfs_.xOpen = shim_open;
    sqlite3_vfs_register(&vfs_, 1);
  }
  ~FullDiskVfs() {
    g_disk_full = false;
    g_shm_full = false;
    sqlite3_vfs_register(g_real, 1);
    sqlite3_vfs_unregister(&vfs_);
  }
  FullDiskVfs(const FullDiskVfs&) = delete;
  FullDiskVfs& operator=(const FullDiskVfs&) = delete;

 private:
  sqlite3_vfs vfs_{};
};

}  // namespace

TEST_CASE("a full disk is reported as a full disk, stores nothing, and a retry stores once") {
  TempDir dir;
  const std::string path = dir.file("full.db");
  FullDiskVfs vfs;
  auto store = Store::open(path);
  store->create_session(make_table("game-a", {"Ada"}));
  TableFile table = make_table("game-a", {"Ada"});
  for (int m = 0; m < 200; ++m) table.moves.push_back({{"n", m}, {"pad", std::string(500, 'x')}});
  g_disk_full = true;
  try {
    store->create_session(table, make_board({{"Ada", 12}}));
    FAIL("the import succeeded on a full disk");
  } catch (const StoreError& error) {
    CHECK(error.kind == StoreError::Kind::disk_full);
    CHECK(std::string(error.what()) == "the disk holding " + path +
                                           " is full; cannot save the change (nothing was "
                                           "changed: free some space and try again)");
  }
  CHECK_THROWS_AS(store->append_move(1, {{"n", 1}}), StoreError);
  g_disk_full = false;
  CHECK(store->sessions({}).size() == 1);
  CHECK(store->moves(1).empty());
  store->create_session(table, make_board({{"Ada", 12}}));
  CHECK(store->sessions({}).size() == 2);
  store.reset();
  CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
}

TEST_CASE("creating a database on a full disk says the disk is full") {
  TempDir dir;
  FullDiskVfs vfs;
  g_disk_full = true;
  CHECK_THROWS_WITH_AS(Store::open(dir.file("new.db")), doctest::Contains("is full"), StoreError);
}

TEST_CASE("a full disk leaves browsing and export: the database opens read-only, saying why") {
  TempDir dir;
  const std::string path = dir.file("full.db");
  FullDiskVfs vfs;
  TableFile table = make_table("game-a", {"Ada"});
  table.moves = nlohmann::json::array({{{"n", 1}}, {{"n", 2}}});
  Store::open(path)->create_session(table, make_board({{"Ada", 12}}));
  REQUIRE_FALSE(has_journal_files(path));  // closed: a new -shm is needed to read
  g_disk_full = true;
  g_shm_full = true;
  auto store = Store::open(path);
  CHECK(store->read_only());
  REQUIRE(store->warnings().size() == 1);
  CHECK(store->warnings().front().find("is full") != std::string::npos);
  CHECK(store->warnings().front().find("browsed and exported") != std::string::npos);
  CHECK(store->sessions({}).size() == 1);
  CHECK(store->load_session(1).moves.size() == 2);  // what export writes
  CHECK(store->records(std::nullopt, std::nullopt).size() == 1);
  CHECK_THROWS_AS(store->append_move(1, {{"n", 3}}), StoreError);
  store.reset();
  g_disk_full = false;
  g_shm_full = false;
  auto again = Store::open(path);
  CHECK_FALSE(again->read_only());
  CHECK(again->warnings().empty());
}
