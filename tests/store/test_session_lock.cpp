// One writer per session: the lock a live window holds, released with its process.

#include <doctest/doctest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/session_lock.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

TEST_CASE("a session's lock is held by one holder at a time, per session") {
  TempDir dir;
  const std::string db = dir.file("t.db");
  auto held = SessionLock::try_acquire(db, 1);
  REQUIRE(held);
  CHECK_FALSE(SessionLock::try_acquire(db, 1));
  CHECK(SessionLock::try_acquire(db, 2));  // another session is free
  held.reset();
  CHECK_FALSE(std::filesystem::exists(db + ".session-1.lock"));  // released: the file goes
  CHECK(SessionLock::try_acquire(db, 1));
}

TEST_CASE("a killed holder leaves the session free") {
  TempDir dir;
  const std::string db = dir.file("t.db");
  int ready[2];
  REQUIRE(::pipe(ready) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // takes the lock, says so, and dies without releasing it
    auto lock = SessionLock::try_acquire(db, 7);
    const char byte = lock ? 'y' : 'n';
    if (::write(ready[1], &byte, 1) != 1) ::_exit(2);
    ::pause();
    ::_exit(0);
  }
  char byte = 0;
  REQUIRE(::read(ready[0], &byte, 1) == 1);
  CHECK(byte == 'y');
  CHECK_FALSE(SessionLock::try_acquire(db, 7));
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  CHECK(std::filesystem::exists(db + ".session-7.lock"));  // left behind, but not locked
  CHECK(SessionLock::try_acquire(db, 7));
  ::close(ready[0]);
  ::close(ready[1]);
}
