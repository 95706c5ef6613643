// SessionController fixing a past move, whatever the game: the whole edit undone and redone
// in one step, a stale window's edit refused, a kill during the edit's transaction leaving the
// old log or the new one, and a table file under review not editable. They run through the
// fixture game (tests/fixture/); how each game's later moves replay after an edit is
// tests/<game>/past_edit_test.cpp.

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "core/registry.h"
#include "core/table_file.h"
#include "session/controller.h"
#include "store/store.h"
#include "temp_db.h"

using nlohmann::json;
using trib::SessionController;
using trib::Store;
using trib::SubmitStatus;
using trib::TableFile;
using trib::test::TempDb;

namespace {

json solo_take(const char* stone) {
  return {{"player", 0}, {"stone", stone}};
}

// Solo on four stones (the table's catalog adds s4), three taken: s1, s2, s3. The fourth is
// still free, so move 2 can become s4 and the later move still fits.
TableFile three_of_four_stones() {
  const trib::Game* game = trib::find_game("stub-game");
  REQUIRE(game != nullptr);
  TableFile table;
  table.game = "stub-game";
  table.players = {"Di"};
  table.catalog = game->resolve_catalog({{"stones", {{"s4", {{"points", 4}}}}}});
  table.moves = json::array({solo_take("s1"), solo_take("s2"), solo_take("s3")});
  return table;
}

std::vector<json> stored_moves(const Store& store, std::int64_t id) {
  std::vector<json> log;
  for (const trib::StoredMove& move : store.moves(id)) log.push_back(move.move);
  return log;
}

std::vector<json> with_second_move_s4() {
  return {solo_take("s1"), solo_take("s4"), solo_take("s3")};
}

struct EditFixture {
  TempDb db;
  std::unique_ptr<Store> store = Store::open(db.path());
  std::int64_t id = store->create_session(three_of_four_stones());
  std::unique_ptr<SessionController> session = SessionController::resume(*store, id);
  std::vector<json> before = stored_moves(*store, id);
};

}  // namespace

TEST_CASE("undo takes a whole past edit back in one step, redo puts it again") {
  EditFixture f;
  REQUIRE(f.session->begin_replace(1));
  REQUIRE(f.session->submit(solo_take("s4")).status == SubmitStatus::stored);
  CHECK_FALSE(f.session->past_edit());
  CHECK(stored_moves(*f.store, f.id) == with_second_move_s4());

  REQUIRE(f.session->can_undo());
  f.session->undo();
  CHECK(stored_moves(*f.store, f.id) == f.before);
  CHECK(f.session->match().move_count() == 3);
  CHECK(f.session->last_undone() == nullptr);  // an edit, not a move
  REQUIRE(f.session->can_redo());
  f.session->redo();
  CHECK(stored_moves(*f.store, f.id) == with_second_move_s4());

  // Undo while an edit is open cancels it; after the edit, the edit itself is undone.
  f.session->undo();
  REQUIRE(f.session->begin_insert(2));
  CHECK(f.session->can_undo());
  CHECK_FALSE(f.session->can_redo());
  f.session->undo();
  CHECK_FALSE(f.session->past_edit());
  CHECK(stored_moves(*f.store, f.id) == f.before);
  CHECK(f.session->match().move_count() == 3);
}

TEST_CASE("a stale window's past edit is refused and nothing is stored") {
  EditFixture f;
  REQUIRE(f.session->begin_replace(1));
  f.store->pop_move(f.id);  // another program takes the last move back meanwhile
  CHECK(f.session->submit(solo_take("s4")).status == SubmitStatus::failed);
  CHECK(f.session->error().find("another Tributary window") != std::string::npos);
  CHECK_FALSE(f.session->past_edit());
  CHECK(stored_moves(*f.store, f.id) == std::vector<json>(f.before.begin(), f.before.end() - 1));
}

TEST_CASE("a table file under review has no past moves to edit") {
  auto session = SessionController::review_file(three_of_four_stones(), "three.json");
  CHECK_FALSE(session->can_edit_past());
  CHECK_FALSE(session->begin_replace(0));
  CHECK(session->error() == "This session is read-only.");
}

namespace {

// The child: resumes the session and replaces move 2 back and forth (s4, s2), reporting each
// edit once it is stored. Never returns; _exit skips doctest's teardown.
[[noreturn]] void replace_until_killed(const std::string& path, std::int64_t id, int report) {
  try {
    auto store = Store::open(path);
    auto session = SessionController::resume(*store, id);
    const json stones[2] = {solo_take("s4"), solo_take("s2")};
    for (std::int64_t n = 0;; ++n) {
      if (!session->begin_replace(1)) _exit(2);
      if (session->submit(stones[n % 2]).status != SubmitStatus::stored) _exit(2);
      if (write(report, &n, sizeof n) != static_cast<ssize_t>(sizeof n)) _exit(3);
    }
  } catch (...) {
    _exit(2);
  }
}

}  // namespace

TEST_CASE("a kill during a past edit's transaction leaves the old log or the new one") {
  TempDb db;
  std::int64_t id = 0;
  std::vector<json> before;
  {
    auto store = Store::open(db.path());
    id = store->create_session(three_of_four_stones());
    before = stored_moves(*store, id);
  }
  std::mt19937 random(343434);
  for (int round = 0; round < 12; ++round) {
    int pipe_ends[2];
    REQUIRE(pipe(pipe_ends) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      close(pipe_ends[0]);
      replace_until_killed(db.path(), id, pipe_ends[1]);
    }
    close(pipe_ends[1]);
    // Wait for two edits and time the second, then kill one to four edits' time later: the
    // kill lands amid edits however slow a build is (the sanitizers' is several times).
    std::int64_t n = 0;
    REQUIRE(read(pipe_ends[0], &n, sizeof n) == static_cast<ssize_t>(sizeof n));
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(read(pipe_ends[0], &n, sizeof n) == static_cast<ssize_t>(sizeof n));
    const auto edit = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    std::this_thread::sleep_for(edit + edit * static_cast<long>(random() % 3001) / 1000);
    kill(child, SIGKILL);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    CHECK((WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL));
    close(pipe_ends[0]);

    CAPTURE(round);
    auto store = Store::open(db.path());
    const std::vector<json> log = stored_moves(*store, id);
    CHECK((log == before || log == with_second_move_s4()));
    CHECK(store->session(id)->status == trib::SessionStatus::active);
  }
}
