// One writer per session: the lock a live window holds, released with its process.

#include <doctest/doctest.h>

#include <signal.h>
#include <sys/stat.h>
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

namespace {

// Another process (a window playing the session) holding its lock until destroyed.
class OtherHolder {
 public:
  OtherHolder(const std::string& db, std::int64_t session_id) {
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    child_ = ::fork();
    REQUIRE(child_ >= 0);
    if (child_ == 0) {
      auto lock = SessionLock::try_acquire(db, session_id);
      const char byte = lock ? 'y' : 'n';
      if (::write(ready[1], &byte, 1) != 1) ::_exit(2);
      ::pause();
      ::_exit(0);
    }
    char byte = 0;
    REQUIRE(::read(ready[0], &byte, 1) == 1);
    REQUIRE(byte == 'y');
    ::close(ready[0]);
    ::close(ready[1]);
  }
  ~OtherHolder() {
    ::kill(child_, SIGKILL);
    int status = 0;
    ::waitpid(child_, &status, 0);
  }
  OtherHolder(const OtherHolder&) = delete;
  OtherHolder& operator=(const OtherHolder&) = delete;

 private:
  pid_t child_ = -1;
};

}  // namespace

TEST_CASE("a session another window holds cannot be deleted; a free one can") {
  TempDir dir;
  const std::string db = dir.file("t.db");
  auto store = Store::open(db);
  TableFile table = make_table("game-a", {"Ada"});
  table.moves.push_back({{"card", "c02"}});
  const std::int64_t played = store->create_session(table);
  const std::int64_t other = store->create_session(table);
  CHECK_FALSE(SessionLock::held_elsewhere(db, played));
  {
    OtherHolder window(db, played);
    CHECK(SessionLock::held_elsewhere(db, played));
    CHECK_FALSE(SessionLock::held_elsewhere(db, other));
    try {
      store->delete_session(played);
      FAIL("a session open in another window was deleted");
    } catch (const StoreError& error) {
      CHECK(error.kind == StoreError::Kind::in_use);
      CHECK(std::string(error.what()).find("open in another Tributary window") !=
            std::string::npos);
    }
    CHECK(store->moves(played).size() == 1);
    store->delete_session(other);  // its lock is free
    CHECK_FALSE(store->session(other));
  }
  CHECK_FALSE(SessionLock::held_elsewhere(db, played));  // the window closed
  store->delete_session(played);
  CHECK_FALSE(store->session(played));
  CHECK_FALSE(std::filesystem::exists(db + ".session-" + std::to_string(played) + ".lock"));
}

namespace {

// The refusal try_acquire gives for what `make` put at session 1's lock path; the
// session cannot be deleted either, for the same reason.
std::string lock_refusal(const std::function<void(const std::string& lock)>& make) {
  TempDir dir;
  const std::string db = dir.file("t.db");
  auto store = Store::open(db);
  REQUIRE(store->create_session(make_table("game-a", {"Ada"})) == 1);
  make(SessionLock::file_path(db, 1));
  std::string refusal;
  CHECK_FALSE(SessionLock::try_acquire(db, 1, &refusal));
  CHECK_THROWS_WITH_AS(store->delete_session(1), doctest::Contains(refusal.c_str()), StoreError);
  CHECK(store->session(1));
  return refusal;
}

}  // namespace

TEST_CASE("a symbolic link at the lock file's path is refused, never followed") {
  TempDir elsewhere;
  const std::string target = elsewhere.file("victim");
  write_bytes(target, "keep me");
  const std::string refusal =
      lock_refusal([&](const std::string& lock) { std::filesystem::create_symlink(target, lock); });
  CHECK(refusal.find("is a symbolic link") != std::string::npos);
  CHECK(read_bytes(target) == "keep me");
  // A dangling link is not followed to create its target either.
  std::filesystem::remove(target);
  lock_refusal([&](const std::string& lock) { std::filesystem::create_symlink(target, lock); });
  CHECK_FALSE(std::filesystem::exists(target));
}

TEST_CASE("a folder at the lock file's path is refused, not taken as no lock") {
  const std::string refusal =
      lock_refusal([](const std::string& lock) { std::filesystem::create_directory(lock); });
  CHECK(refusal.find("that is a folder") != std::string::npos);
  CHECK(refusal.find("another Tributary window") == std::string::npos);
}

TEST_CASE("a FIFO at the lock file's path is refused without waiting") {
  const std::string refusal =
      lock_refusal([](const std::string& lock) { REQUIRE(::mkfifo(lock.c_str(), 0600) == 0); });
  CHECK(refusal.find("not a regular file") != std::string::npos);
}

TEST_CASE("a lock file that cannot be opened says so, not \"another window\"") {
  TempDir dir;
  const std::string db = dir.file("t.db");
  const std::string lock = SessionLock::file_path(db, 3);
  write_bytes(lock, "");
  // As root the file stays root's and the check runs as nobody: another user's file.
  std::filesystem::permissions(lock, std::filesystem::perms::owner_read);
  std::filesystem::permissions(dir.path(), std::filesystem::perms::all);
  const bool as_root = geteuid() == 0;
  const int outcome = with_permissions_enforced([&] {
    std::string refusal;
    if (SessionLock::try_acquire(db, 3, &refusal)) return 1;
    if (refusal.find("cannot be opened") == std::string::npos) return 2;
    if (refusal.find("another Tributary window") != std::string::npos) return 3;
    if (as_root && refusal.find("belongs to another user") == std::string::npos) return 4;
    return 0;
  });
  CHECK(outcome == 0);
}
