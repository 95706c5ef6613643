#pragma once
// One writer per session: the window that resumes a session holds an advisory lock on a
// small file beside the database (<db>.session-<id>.lock, flock), and a second window or
// app instance that cannot take it shows the session read-only. The kernel drops the
// lock with the process, so a killed app never leaves a session locked; a lock file left
// behind is simply taken again.

#include <cstdint>
#include <memory>
#include <string>

#include "core/i18n.h"

namespace trib {

class SessionLock {
 public:
  // The refusal of a lock another window or process holds, as its msgid: a refusal is in
  // the player's language, so compare it with _(held_refusal).
  // TRANSLATORS: follows "the session" (it is its subject), as every lock refusal does
  static constexpr const char* held_refusal = N_("is open in another Tributary window");

  // The session's lock, or nullptr when another open file holds it (another window or
  // process), or when what is at the lock file's path cannot be a lock: a symbolic link
  // (never followed), a folder, or a file that cannot be opened (another user's).
  // `refusal` (optional) then receives why, translated, as words that follow "the session":
  // "is open in another Tributary window", "has a lock file … that is a folder". A lock file that
  // cannot be created at all (a read-only folder) locks nothing and gives a lock too: the
  // move log's own check still stops a stale writer.
  static std::unique_ptr<SessionLock> try_acquire(const std::string& database_path,
                                                  std::int64_t session_id,
                                                  std::string* refusal = nullptr);
  // Whether another open file holds the session's lock now (another window or process,
  // or a SessionLock this process holds itself); false when there is no lock file.
  // Creates nothing.
  static bool held_elsewhere(const std::string& database_path, std::int64_t session_id);
  // The lock file of a session: <database_path>.session-<id>.lock.
  static std::string file_path(const std::string& database_path, std::int64_t session_id);
  ~SessionLock();
  SessionLock(const SessionLock&) = delete;
  SessionLock& operator=(const SessionLock&) = delete;

 private:
  SessionLock(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
  int fd_;  // -1: nothing held
  std::string path_;
};

}  // namespace trib
