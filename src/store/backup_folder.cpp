// Naming, finding and pruning the backups in the backups folder.

#include "store/backup_folder.h"

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/local_time.h"
#include "store/store.h"

namespace trib {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kPrefix = "tributary-";
constexpr std::string_view kAuto = "-auto";

bool is_backup(const fs::path& file) {
  const std::string name = file.filename().string();
  return name.rfind(kPrefix, 0) == 0 && file.extension() == ".db";
}

bool is_automatic(const fs::path& file) {
  return is_backup(file) && file.stem().string().find(kAuto) != std::string::npos;
}

// The regular files directly in `folder`; none when it cannot be read.
std::vector<fs::path> files_in(const std::string& folder) {
  std::vector<fs::path> files;
  std::error_code error;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    std::error_code ignored;
    if (it->is_regular_file(ignored)) files.push_back(it->path());
  }
  return files;
}

std::string local_time_stamp() {
  return local_time_text(std::time(nullptr), "%Y-%m-%d-%H%M%S");
}

}  // namespace

std::string new_backup_path(const std::string& folder, bool automatic) {
  const std::string stem = (fs::path(folder) / (std::string(kPrefix) + local_time_stamp() +
                                                (automatic ? std::string(kAuto) : "")))
                               .string();
  std::string candidate = stem + ".db";
  std::error_code unreadable;
  for (int n = 2; fs::exists(fs::symlink_status(candidate, unreadable)); ++n) {
    candidate = stem + "-" + std::to_string(n) + ".db";
  }
  return candidate;
}

std::string back_up_into(const Store& store, const std::string& folder, bool automatic) {
  std::error_code error;
  fs::create_directories(folder, error);
  if (error) {
    throw StoreError(fill(_("cannot make the backups folder {}: {}"), folder, error.message()));
  }
  const std::string target = new_backup_path(folder, automatic);
  store.back_up_to(target);
  return target;
}

bool backup_due(const std::string& folder, std::chrono::hours age) {
  const auto now = fs::file_time_type::clock::now();
  for (const fs::path& file : files_in(folder)) {
    std::error_code error;
    const auto written = fs::last_write_time(file, error);
    if (!error && is_backup(file) && now - written < age) return false;
  }
  return true;
}

void prune_automatic_backups(const std::string& folder, std::size_t keep) {
  std::vector<fs::path> automatic;
  for (const fs::path& file : files_in(folder)) {
    if (is_automatic(file)) automatic.push_back(file);
  }
  if (automatic.size() <= keep) return;
  // The names start with the time they were made: the newest sort last.
  std::sort(automatic.begin(), automatic.end());
  for (std::size_t i = 0; i + keep < automatic.size(); ++i) {
    std::error_code ignored;
    fs::remove(automatic[i], ignored);
  }
}

}  // namespace trib
