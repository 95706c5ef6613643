// Making a repaired copy of a damaged database. The damaged file is only copied, byte for
// byte, into a scratch folder; SQLite reads that copy. When the sqlite3 program is
// installed, its .recover first rebuilds what it can from the copy's pages (Debian's
// libsqlite3 3.40 has no recovery API). Either way the sessions are then copied row by
// row into a fresh database with this build's schema (repair_rows.cpp).

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "store/clean_close.h"
#include "store/database.h"
#include "store/repair_rows.h"

extern char** environ;

namespace trib {
using namespace store_detail;
namespace fs = std::filesystem;

namespace {

// A private folder under the system temp dir, removed with everything in it.
class ScratchFolder {
 public:
  ScratchFolder() {
    std::string pattern = (fs::temp_directory_path() / "tributary-repair-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
      throw StoreError(fill(_("cannot make a scratch folder for the repair in {}"),
                            fs::temp_directory_path().string()));
    }
    path_ = pattern;
  }
  ~ScratchFolder() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  std::string file(const char* name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

// Runs `args` (found on PATH) with stdin and stdout redirected to files and stderr
// discarded; true when it ran and exited 0.
bool run_program(const std::vector<std::string>& args, const std::string& in,
                 const std::string& out) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return false;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return false;
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// `source` rebuilt by `sqlite3 source .recover | sqlite3 recovered`; false when the
// program is missing or fails.
bool recover_with_sqlite3(const ScratchFolder& scratch, const std::string& source,
                          const std::string& recovered) {
  const std::string sql = scratch.file("recovered.sql");
  const std::string empty = scratch.file("empty");
  std::ofstream{empty};
  return run_program({"sqlite3", source, ".recover"}, empty, sql) &&
         run_program({"sqlite3", "-bail", recovered}, sql, scratch.file("recovered.out")) &&
         fs::file_size(recovered) > 0;
}

void copy_file(const std::string& from, const std::string& to) {
  std::error_code error;
  fs::copy_file(from, to, fs::copy_options::overwrite_existing, error);
  if (error) throw StoreError(fill(_("cannot read {}: {}"), from, error.message()));
}

}  // namespace

std::string repaired_copy_path(const std::string& damaged_path) {
  const fs::path damaged(damaged_path);
  const std::string stem = (damaged.parent_path() / damaged.stem()).string();
  const std::string extension = damaged.extension().string();
  std::string candidate = stem + "-repaired" + extension;
  std::error_code unreadable;  // a name the system refuses is taken as free; open says why
  for (int n = 2; fs::exists(candidate, unreadable); ++n) {
    candidate = stem + "-repaired-" + std::to_string(n) + extension;
  }
  return candidate;
}

RepairReport Store::make_repaired_copy(const std::string& damaged_path,
                                       const std::string& copy_path) {
  std::error_code error;
  if (!fs::is_regular_file(damaged_path, error)) {
    throw StoreError(fill(_("cannot repair {}: no such file"), damaged_path));
  }
  if (fs::exists(copy_path, error)) {
    throw StoreError(fill(_("cannot write the repaired copy to {}: the file exists already "
                            "(choose a new name)"),
                          copy_path));
  }
  ScratchFolder scratch;
  const std::string source = scratch.file("damaged.db");
  copy_file(damaged_path, source);
  // Transactions committed to the WAL but not yet copied into the file belong to it.
  if (fs::exists(damaged_path + "-wal", error)) copy_file(damaged_path + "-wal", source + "-wal");

  const std::string recovered = scratch.file("recovered.db");
  const bool recovered_ok = recover_with_sqlite3(scratch, source, recovered);
  RepairReport report;
  report.method = recovered_ok ? "sqlite3 .recover"  // not translated: a command
                               : _("row by row");
  // Built under a temporary name next to the target and renamed when complete, so that a
  // killed repair never leaves a valid-looking but empty copy at the chosen path.
  const std::string building = create_temporary_next_to(copy_path).string();
  try {
    {
      auto copy = Store::open(building);
      copy_readable_rows(recovered_ok ? recovered : source, recovered_ok, copy->db_, copy_path,
                         report);
      Statement check(copy->db_, copy_path, "PRAGMA integrity_check");
      if (!check.step() || check.text_at(0) != "ok") {
        throw StoreError(fill(_("the repaired copy {} does not pass its own check"), copy_path));
      }
    }  // closing the last connection folds the WAL back into the file
    // The copy's first open checks it again: it has no clean-close mark of its own.
    forget_clean_close(building);
    move_into_place(building, copy_path, false);
  } catch (const StoreError& failure) {
    remove_database_files(building);
    throw StoreError(fill(_("cannot repair {}: {}"), damaged_path, failure.what()), failure.kind);
  } catch (...) {
    remove_database_files(building);
    throw;
  }
  return report;
}

}  // namespace trib
