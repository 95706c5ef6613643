// One writer per session: an advisory lock file beside the database.

#include "store/session_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace trib {

namespace {

// Whether `fd` is still the file at `path`: a holder that released the lock may have
// removed the file just before this process locked it, leaving a lock nobody sees.
bool still_at_path(int fd, const std::string& path) {
  struct stat held {};
  struct stat named {};
  return ::fstat(fd, &held) == 0 && ::stat(path.c_str(), &named) == 0 &&
         held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

}  // namespace

std::string SessionLock::file_path(const std::string& database_path, std::int64_t session_id) {
  return database_path + ".session-" + std::to_string(session_id) + ".lock";
}

std::unique_ptr<SessionLock> SessionLock::try_acquire(const std::string& database_path,
                                                      std::int64_t session_id) {
  const std::string path = file_path(database_path, session_id);
  for (int attempt = 0; attempt < 3; ++attempt) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return std::unique_ptr<SessionLock>(new SessionLock(-1, ""));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      ::close(fd);
      return nullptr;
    }
    if (still_at_path(fd, path)) return std::unique_ptr<SessionLock>(new SessionLock(fd, path));
    ::close(fd);  // locked a file already removed: take the new one
  }
  return nullptr;
}

bool SessionLock::held_elsewhere(const std::string& database_path, std::int64_t session_id) {
  const int fd = ::open(file_path(database_path, session_id).c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  ::close(fd);  // also lets go of the lock just taken, if it was free
  return held;
}

SessionLock::~SessionLock() {
  if (fd_ < 0) return;
  ::unlink(path_.c_str());  // while still locked, so nobody takes the removed file
  ::close(fd_);
}

}  // namespace trib
