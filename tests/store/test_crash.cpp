// Crash safety: a child process stores moves as fast as it can and is killed with
// SIGKILL at random moments. Every move it saw committed must be there afterwards; an
// import or a merge killed mid-way leaves nothing of itself.

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <thread>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

// The child: append moves {"n": seq} and write each seq to the pipe once append_move
// has returned (i.e. committed). Never returns; _exit skips doctest's teardown.
[[noreturn]] void store_until_killed(const std::string& path, std::int64_t session_id, int report) {
  try {
    auto store = Store::open(path);
    std::int64_t next = static_cast<std::int64_t>(store->moves(session_id).size());
    for (;; ++next) {
      store->append_move(session_id, {{"n", next}}, next % 7 == 0);
      if (write(report, &next, sizeof next) != static_cast<ssize_t>(sizeof next)) _exit(3);
    }
  } catch (...) {
    _exit(2);
  }
}

// Reads every complete report until the child's end of the pipe is closed.
std::int64_t last_reported(int from, std::int64_t previous) {
  std::int64_t seq = 0;
  std::int64_t last = previous;
  while (read(from, &seq, sizeof seq) == static_cast<ssize_t>(sizeof seq)) {
    CHECK(seq == last + 1);
    last = seq;
  }
  return last;
}

}  // namespace

TEST_CASE("moves reported stored survive SIGKILL at random moments") {
  TempDir dir;
  const std::string path = dir.file("crash.db");
  std::int64_t session_id = 0;
  {
    auto store = Store::open(path);
    session_id = store->create_session(make_table("game-a", {"Ada"}));
  }
  std::mt19937 random(424242);
  std::int64_t reported = -1;  // the highest seq the child reported committed
  int rounds_with_progress = 0;
  for (int round = 0; round < 20; ++round) {
    int pipe_ends[2];
    REQUIRE(pipe(pipe_ends) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      close(pipe_ends[0]);
      store_until_killed(path, session_id, pipe_ends[1]);
    }
    close(pipe_ends[1]);
    const std::int64_t before = reported;
    // Every other round waits for the first stored move, so kills land mid-append even
    // on a slow (sanitizer) build; the other rounds may also hit opening the database.
    if (round % 2 == 0) {
      std::int64_t first = 0;
      REQUIRE(read(pipe_ends[0], &first, sizeof first) == static_cast<ssize_t>(sizeof first));
      CHECK(first == reported + 1);
      reported = first;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(random() % 20001));
    kill(child, SIGKILL);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    CHECK((WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL));
    reported = last_reported(pipe_ends[0], reported);
    close(pipe_ends[0]);
    if (reported > before) ++rounds_with_progress;

    CAPTURE(round);
    CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
    auto store = Store::open(path);
    const std::vector<StoredMove> moves = store->moves(session_id);
    // Everything reported is there, in order; at most one more move committed just
    // before the kill, without its report.
    REQUIRE(static_cast<std::int64_t>(moves.size()) >= reported + 1);
    CHECK(static_cast<std::int64_t>(moves.size()) <= reported + 2);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].move != nlohmann::json{{"n", i}} || moves[i].house_ruling != (i % 7 == 0)) {
        FAIL("move " << i << " is " << moves[i].move.dump());
      }
    }
    reported = static_cast<std::int64_t>(moves.size()) - 1;  // the next child continues here
  }
  CHECK(rounds_with_progress >= 10);
  CHECK(reported > 20);
}

namespace {

constexpr int kImportMoves = 12;

constexpr std::int64_t kChildReady = -1;

// The child: once the store is open it reports kChildReady, then imports finished
// two-player sessions of kImportMoves moves, reporting each id once create_session has
// returned. Never returns.
[[noreturn]] void import_until_killed(const std::string& path, int report) {
  try {
    auto store = Store::open(path);
    if (write(report, &kChildReady, sizeof kChildReady) !=
        static_cast<ssize_t>(sizeof kChildReady)) {
      _exit(3);
    }
    for (std::int64_t n = 0;; ++n) {
      TableFile table = make_table("game-d", {"Ada", "Bo"});
      for (int m = 0; m < kImportMoves; ++m) table.moves.push_back({{"n", m}});
      const std::int64_t id = store->create_session(table, make_board({{"Ada", 7}, {"Bo", 9}}));
      if (write(report, &id, sizeof id) != static_cast<ssize_t>(sizeof id)) _exit(3);
    }
  } catch (...) {
    _exit(2);
  }
}

}  // namespace

TEST_CASE("an import killed at any moment leaves no partial session") {
  TempDir dir;
  const std::string path = dir.file("imports.db");
  Store::open(path);
  std::mt19937 random(20261201);
  std::vector<std::int64_t> reported;
  for (int round = 0; round < 20; ++round) {
    int pipe_ends[2];
    REQUIRE(pipe(pipe_ends) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      close(pipe_ends[0]);
      import_until_killed(path, pipe_ends[1]);
    }
    close(pipe_ends[1]);
    // The kill moment counts from the open store, so a slow (sanitised, busy) machine
    // still kills the child in the middle of its imports.
    std::int64_t id = 0;
    REQUIRE(read(pipe_ends[0], &id, sizeof id) == static_cast<ssize_t>(sizeof id));
    REQUIRE(id == kChildReady);
    // Wait for the first whole import too: the kill then lands in a later one.
    REQUIRE(read(pipe_ends[0], &id, sizeof id) == static_cast<ssize_t>(sizeof id));
    reported.push_back(id);
    std::this_thread::sleep_for(std::chrono::microseconds(random() % 30001));
    kill(child, SIGKILL);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    while (read(pipe_ends[0], &id, sizeof id) == static_cast<ssize_t>(sizeof id)) {
      reported.push_back(id);
    }
    close(pipe_ends[0]);

    CAPTURE(round);
    auto store = Store::open(path);
    HistoryFilter all;
    all.limit = -1;
    for (const SessionSummary& summary : store->sessions(all)) {
      CHECK(summary.status == SessionStatus::finished);
      CHECK(summary.move_count == kImportMoves);
      CHECK(summary.winners == std::vector<std::string>{"Bo"});
    }
    for (std::int64_t stored : reported) CHECK(store->session(stored));
    CHECK(raw_query(path, "SELECT count(*) FROM results") ==
          std::to_string(2 * store->sessions(all).size()));
  }
  CHECK(reported.size() >= 20);
}

namespace {

constexpr int kMergedSessions = 600;

constexpr std::int64_t kMergeDone = -2;

// The child: once the store is open it reports kChildReady, merges `other` in and reports
// kMergeDone. Never returns.
[[noreturn]] void merge_until_killed(const std::string& path, const std::string& other,
                                     int report) {
  try {
    auto store = Store::open(path);
    if (write(report, &kChildReady, sizeof kChildReady) !=
        static_cast<ssize_t>(sizeof kChildReady)) {
      _exit(3);
    }
    store->merge_from(other);
    if (write(report, &kMergeDone, sizeof kMergeDone) != static_cast<ssize_t>(sizeof kMergeDone)) {
      _exit(3);
    }
    _exit(0);
  } catch (...) {
    _exit(2);
  }
}

// A database of `count` finished two-player sessions of a few moves each.
void fill_other(const std::string& path, int count) {
  auto store = Store::open(path);
  for (int n = 0; n < count; ++n) {
    TableFile table = make_table("game-d", {"Ada", "Player " + std::to_string(n)});
    for (int m = 0; m < 6; ++m) table.moves.push_back({{"n", m}});
    store->create_session(table, make_board({{"Ada", n % 13}, {table.players[1], 6}}));
  }
}

}  // namespace

TEST_CASE("a merge killed at any moment leaves the database exactly as it was") {
  TempDir dir;
  const std::string path = dir.file("here.db");
  const std::string other = dir.file("there.db");
  {
    auto store = Store::open(path);
    store->create_session(make_table("game-d", {"Ada", "Bo"}), make_board({{"Ada", 3}, {"Bo", 4}}));
  }
  fill_other(other, kMergedSessions);
  const std::string before = table_dump(path);
  const std::string pristine = dir.file("pristine.db");
  Store::open(path)->back_up_to(pristine);
  // A whole merge into a copy: what a finished merge gives, and how long it takes here,
  // so the kills land within it.
  const std::string trial = dir.file("trial.db");
  Store::open(path)->back_up_to(trial);
  const auto start = std::chrono::steady_clock::now();
  REQUIRE(Store::open(trial)->merge_from(other).added.size() == kMergedSessions);
  const auto took = std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
  const std::string after = table_dump(trial);
  REQUIRE(after != before);

  std::mt19937 random(37);
  // Until six kills have landed within a merge: how many rounds that takes depends on the
  // machine's load, so rounds are added rather than the count lowered.
  int interrupted = 0;
  for (int round = 0; round < 40 && interrupted < 6; ++round) {
    int pipe_ends[2];
    REQUIRE(pipe(pipe_ends) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      close(pipe_ends[0]);
      merge_until_killed(path, other, pipe_ends[1]);
    }
    close(pipe_ends[1]);
    std::int64_t news = 0;
    REQUIRE(read(pipe_ends[0], &news, sizeof news) == static_cast<ssize_t>(sizeof news));
    REQUIRE(news == kChildReady);
    std::this_thread::sleep_for(std::chrono::microseconds(random() % (took + 1)));
    kill(child, SIGKILL);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    const bool done = read(pipe_ends[0], &news, sizeof news) == static_cast<ssize_t>(sizeof news);
    close(pipe_ends[0]);

    CAPTURE(round);
    CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
    const std::string now = table_dump(path);
    // All or nothing: a kill just after the commit leaves the whole merge.
    CHECK((now == before || now == after));
    if (done) CHECK(now == after);
    if (now == before) ++interrupted;
    if (now == after) Store::open(path)->restore_from(pristine);
  }
  CHECK(interrupted >= 6);
}
