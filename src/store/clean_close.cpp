// The -clean mark beside a database (clean_close.h).

#include "store/clean_close.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <ctime>
#include <filesystem>

namespace trib::store_detail {

namespace {

// SQLite's unix VFS takes its shared lock as a read lock on these bytes (os_unix.c:
// PENDING_BYTE 0x40000000, SHARED_FIRST two bytes past it, SHARED_SIZE 510).
constexpr off_t kSharedFirst = 0x40000002;
constexpr off_t kSharedSize = 510;

bool journal_left(const std::string& path) {
  std::error_code error;
  return std::filesystem::exists(path + "-wal", error) ||
         std::filesystem::exists(path + "-journal", error);
}

// The mark's text for the file at `path`, or "" when it cannot be read.
std::string fingerprint(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) return "";
  const auto nanoseconds = [](const timespec& time) {
    return std::to_string(time.tv_sec) + "." + std::to_string(time.tv_nsec);
  };
  return "tributary-clean-close 1\n" + std::to_string(info.st_dev) + " " +
         std::to_string(info.st_ino) + " " + std::to_string(info.st_size) + " " +
         nanoseconds(info.st_mtim) + " " + nanoseconds(info.st_ctim) + "\n";
}

// File times come from the kernel's coarse clock, which moves a tick (1 to 10 ms) at a
// time: a write in the tick of the last change would leave the times as they are. So the
// mark is written once that tick is over (or not at all, after 50 ms), and any later
// write shows in the times.
bool times_settled(const std::string& path) {
  for (int tries = 0; tries < 50; ++tries) {
    struct stat info {};
    timespec now{};
    if (::stat(path.c_str(), &info) != 0 || clock_gettime(CLOCK_REALTIME_COARSE, &now) != 0) {
      return false;
    }
    const timespec& changed = info.st_ctim;
    if (now.tv_sec > changed.tv_sec ||
        (now.tv_sec == changed.tv_sec && now.tv_nsec > changed.tv_nsec)) {
      return true;
    }
    ::usleep(1000);
  }
  return false;
}

std::string read_mark(const std::string& path) {
  const int fd = ::open(clean_mark_path(path).c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return "";
  std::array<char, 256> buffer{};
  const ssize_t count = ::read(fd, buffer.data(), buffer.size());
  ::close(fd);
  return count > 0 ? std::string(buffer.data(), static_cast<std::size_t>(count)) : "";
}

}  // namespace

FileIdentity file_identity(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return {};
  return {true, info.st_dev, info.st_ino};
}

std::string clean_mark_path(const std::string& path) {
  return path + "-clean";
}

bool closed_cleanly(const std::string& path) {
  if (journal_left(path)) return false;
  const std::string now = fingerprint(path);
  return !now.empty() && read_mark(path) == now;
}

void mark_closed_cleanly(const std::string& path, const FileIdentity& opened) {
  const FileIdentity now = file_identity(path);
  if (!opened.known || !now.known || now.device != opened.device || now.inode != opened.inode ||
      journal_left(path) || !times_settled(path)) {
    return;
  }
  const std::string text = fingerprint(path);
  if (text.empty()) return;
  const std::string mark = clean_mark_path(path);
  const int fd = ::open(mark.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC,
                        S_IRUSR | S_IWUSR);
  if (fd < 0) return;
  const bool whole = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  ::close(fd);
  if (!whole) ::unlink(mark.c_str());
}

void forget_clean_close(const std::string& path) {
  ::unlink(clean_mark_path(path).c_str());
}

bool locked_by_another_process(int fd) {
  struct flock probe {};
  probe.l_type = F_WRLCK;
  probe.l_whence = SEEK_SET;
  probe.l_start = kSharedFirst;
  probe.l_len = kSharedSize;
  return ::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
}

}  // namespace trib::store_detail
