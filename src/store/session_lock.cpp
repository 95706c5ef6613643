// One writer per session: an advisory lock file beside the database.

#include "store/session_lock.h"

#include "core/fill.h"
#include "core/i18n.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

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

void tell(std::string* refusal, std::string why) {
  if (refusal) *refusal = std::move(why);
}

// Why what is at `path` (which open() refused with `error`, or opened as something other
// than a file) cannot be the session's lock.
std::string unusable_lock(const std::string& path, const struct stat& found, int error) {
  if (S_ISLNK(found.st_mode)) {
    // TRANSLATORS: these refusals follow "the session" (it is their subject)
    return fill(_("has a lock file {} that is a symbolic link, which is not followed"), path);
  }
  if (S_ISDIR(found.st_mode)) return fill(_("has a lock file {} that is a folder"), path);
  if (!S_ISREG(found.st_mode)) {
    return fill(_("has a lock file {} that is not a regular file"), path);
  }
  if (found.st_uid != ::geteuid()) {
    return fill(_("has a lock file {} that belongs to another user and cannot be opened ({})"),
                path, std::strerror(error));
  }
  return fill(_("has a lock file {} that cannot be opened ({})"), path, std::strerror(error));
}

}  // namespace

std::string SessionLock::file_path(const std::string& database_path, std::int64_t session_id) {
  return database_path + ".session-" + std::to_string(session_id) + ".lock";
}

std::unique_ptr<SessionLock> SessionLock::try_acquire(const std::string& database_path,
                                                      std::int64_t session_id,
                                                      std::string* refusal) {
  const std::string path = file_path(database_path, session_id);
  for (int attempt = 0; attempt < 3; ++attempt) {
    // O_NONBLOCK: a FIFO put there must not stall the window.
    const int fd =
        ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
    struct stat found {};
    if (fd < 0) {
      const int error = errno;
      // Nothing there and nothing can be made: a read-only folder.
      if (::lstat(path.c_str(), &found) != 0) {
        return std::unique_ptr<SessionLock>(new SessionLock(-1, ""));
      }
      tell(refusal, unusable_lock(path, found, error));
      return nullptr;
    }
    if (::fstat(fd, &found) != 0 || !S_ISREG(found.st_mode)) {
      ::close(fd);
      tell(refusal, unusable_lock(path, found, 0));
      return nullptr;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      ::close(fd);
      tell(refusal, _(held_refusal));
      return nullptr;
    }
    if (still_at_path(fd, path)) return std::unique_ptr<SessionLock>(new SessionLock(fd, path));
    ::close(fd);  // locked a file already removed: take the new one
  }
  tell(refusal, _(held_refusal));
  return nullptr;
}

bool SessionLock::held_elsewhere(const std::string& database_path, std::int64_t session_id) {
  const int fd = ::open(file_path(database_path, session_id).c_str(),
                        O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
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
