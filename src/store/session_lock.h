#pragma once
// One writer per session: the window that resumes a session holds an advisory lock on a
// small file beside the database (<db>.session-<id>.lock, flock), and a second window or
// app instance that cannot take it shows the session read-only. The kernel drops the
// lock with the process, so a killed app never leaves a session locked; a lock file left
// behind is simply taken again.

#include <cstdint>
#include <memory>
#include <string>

namespace trib {

class SessionLock {
 public:
  // The session's lock, or nullptr when another open file holds it (another window or
  // process). A lock file that cannot be created at all (a read-only folder) locks
  // nothing and gives a lock too: the move log's own check still stops a stale writer.
  static std::unique_ptr<SessionLock> try_acquire(const std::string& database_path,
                                                  std::int64_t session_id);
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
