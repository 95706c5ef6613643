// History listing: filters, order, paging, summaries and player names.

#include <doctest/doctest.h>

#include <algorithm>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

std::vector<std::int64_t> ids(const std::vector<SessionSummary>& summaries) {
  std::vector<std::int64_t> result;
  for (const SessionSummary& summary : summaries) result.push_back(summary.id);
  return result;
}

void set_updated(const std::string& path, std::int64_t id, std::int64_t when) {
  raw_query(path, "UPDATE sessions SET updated_at = " + std::to_string(when) +
                      " WHERE id = " + std::to_string(id));
}

struct Fixture {
  TempDir dir;
  std::string path = dir.file("history.db");
  std::unique_ptr<Store> store = Store::open(path);
  std::int64_t solo_ada = 0, solo_bea = 0, duo = 0, trio = 0, active_duo = 0;

  Fixture() {
    solo_ada = store->create_session(make_table("game-a", {"Ada"}));
    solo_bea = store->create_session(make_table("game-a", {"Bea"}));
    duo = store->create_session(make_table("game-d", {"Ada", "Bea"}));
    trio = store->create_session(make_table("game-c", {"Cid", "Ada", "Bea"}));
    active_duo = store->create_session(make_table("game-d", {"Bea", "Cid"}));
    store->finish_session(solo_ada, make_board({{"Ada", 30}}, "River Guardian"));
    store->finish_session(solo_bea, make_board({{"Bea", 25}}));
    store->finish_session(duo, make_board({{"Ada", 40}, {"Bea", 41}}));
    store->finish_session(trio, make_board({{"Cid", 5}, {"Ada", 7}, {"Bea", 7}}));
    // Updated times out of id order, so the test sees the order comes from the ids.
    set_updated(path, solo_ada, 5000);
    set_updated(path, solo_bea, 1000);
    set_updated(path, duo, 4000);
    set_updated(path, trio, 2000);
    set_updated(path, active_duo, 3000);
  }
};

}  // namespace

TEST_CASE("history lists the newest sessions first, by id, whatever their times say") {
  Fixture f;
  const std::vector<std::int64_t> all = {f.active_duo, f.trio, f.duo, f.solo_bea, f.solo_ada};
  CHECK(ids(f.store->sessions({})) == all);
}

TEST_CASE("a session stored while the clock was ahead does not stay first; its date stays") {
  TempDir dir;
  const std::string path = dir.file("clock.db");
  auto store = Store::open(path);
  const std::int64_t ahead = store->create_session(make_table("game-a", {"Ada"}));
  constexpr std::int64_t kYear2100 = 4102444800;
  raw_query(path, "UPDATE sessions SET created_at = " + std::to_string(kYear2100) +
                      ", updated_at = " + std::to_string(kYear2100));
  const std::int64_t later = store->create_session(make_table("game-a", {"Bea"}));
  store->append_move(later, {{"tile", "a"}});
  for (const auto status : {std::optional<SessionStatus>(), std::optional(SessionStatus::active)}) {
    HistoryFilter filter;
    filter.status = status;
    CHECK(ids(store->sessions(filter)) == std::vector<std::int64_t>{later, ahead});
    filter.game = "game-a";
    CHECK(ids(store->sessions(filter)) == std::vector<std::int64_t>{later, ahead});
  }
  HistoryFilter ada;
  ada.player = "Ada";
  CHECK(ids(store->sessions(ada)) == std::vector<std::int64_t>{ahead});
  CHECK(store->session(ahead)->updated_at == kYear2100);  // shown as recorded
}

TEST_CASE("history filters by game, player and status, alone and combined") {
  Fixture f;
  using V = std::vector<std::int64_t>;
  HistoryFilter filter;
  filter.game = "game-a";
  CHECK(ids(f.store->sessions(filter)) == V{f.solo_bea, f.solo_ada});
  filter = {};
  filter.player = "Ada";
  CHECK(ids(f.store->sessions(filter)) == V{f.trio, f.duo, f.solo_ada});
  filter.player = "Cid";
  CHECK(ids(f.store->sessions(filter)) == V{f.active_duo, f.trio});
  filter.player = "Nobody";
  CHECK(f.store->sessions(filter).empty());
  filter = {};
  filter.status = SessionStatus::active;
  CHECK(ids(f.store->sessions(filter)) == V{f.active_duo});
  filter.status = SessionStatus::finished;
  CHECK(ids(f.store->sessions(filter)) == V{f.trio, f.duo, f.solo_bea, f.solo_ada});
  filter.game = "game-d";
  CHECK(ids(f.store->sessions(filter)) == V{f.duo});
  filter.player = "Bea";
  filter.status = std::nullopt;
  CHECK(ids(f.store->sessions(filter)) == V{f.active_duo, f.duo});
  filter.player = "Ada";
  filter.status = SessionStatus::active;
  CHECK(f.store->sessions(filter).empty());
  // A reopened session shows in the active views, in its place.
  f.store->reopen_session(f.duo);
  CHECK(ids(f.store->sessions(filter)) == V{f.duo});
  filter = {};
  filter.player = "Bea";
  filter.status = SessionStatus::active;
  CHECK(ids(f.store->sessions(filter)) == V{f.active_duo, f.duo});
}

TEST_CASE("history pages with limit and offset") {
  Fixture f;
  using V = std::vector<std::int64_t>;
  HistoryFilter filter;
  filter.limit = 2;
  CHECK(ids(f.store->sessions(filter)) == V{f.active_duo, f.trio});
  filter.offset = 2;
  CHECK(ids(f.store->sessions(filter)) == V{f.duo, f.solo_bea});
  filter.offset = 4;
  CHECK(ids(f.store->sessions(filter)) == V{f.solo_ada});
  filter.offset = 5;
  CHECK(f.store->sessions(filter).empty());
  filter.limit = 0;
  filter.offset = 0;
  CHECK(f.store->sessions(filter).empty());
  filter.limit = -1;
  CHECK(f.store->sessions(filter).size() == 5);
}

TEST_CASE("summaries carry seats in order, every winner and the winning score") {
  Fixture f;
  const SessionSummary trio = *f.store->session(f.trio);
  CHECK(trio.game == "game-c");
  CHECK(trio.players == std::vector<std::string>{"Cid", "Ada", "Bea"});
  CHECK(trio.status == SessionStatus::finished);
  CHECK(trio.winners == std::vector<std::string>{"Ada", "Bea"});  // a shared first place
  CHECK(trio.winning_score == 7);
  CHECK(trio.updated_at == 2000);
  const SessionSummary duo = *f.store->session(f.duo);
  CHECK(duo.winners == std::vector<std::string>{"Bea"});
  CHECK(duo.winning_score == 41);
  const SessionSummary solo = *f.store->session(f.solo_ada);
  CHECK(solo.winners == std::vector<std::string>{"Ada"});
  CHECK(solo.winning_score == 30);
  const SessionSummary active = *f.store->session(f.active_duo);
  CHECK(active.status == SessionStatus::active);
  CHECK(active.winners.empty());
  CHECK_FALSE(active.winning_score);
}

TEST_CASE("a flipped raft: the fewest hearts win, shared, in the summary and the list") {
  // Alice 2, Bob 2, Carol 6 hearts when the raft flipped: Alice and Bob share first place
  // with 2, though Carol holds the highest score.
  TempDir dir;
  const std::string path = dir.file("flip.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-c", {"Alice", "Bob", "Carol"}));
  Scoreboard board = make_board({{"Alice", 2}, {"Bob", 2}, {"Carol", 6}});
  assign_places(board.players, /*highest_wins=*/false);
  store->finish_session(id, board);
  const SessionSummary summary = *store->session(id);
  CHECK(summary.winners == std::vector<std::string>{"Alice", "Bob"});
  CHECK(summary.winning_score == 2);
  const std::vector<SessionSummary> listed = store->sessions({});
  REQUIRE(listed.size() == 1);
  CHECK(listed.front().winners == summary.winners);
  CHECK(listed.front().winning_score == 2);
  // Reopened by the same file on disk: the places were stored, not recomputed.
  store.reset();
  store = Store::open(path);
  CHECK(store->session(id)->winners == std::vector<std::string>{"Alice", "Bob"});
}

TEST_CASE("player names: every known player once, most recently used first") {
  Fixture f;
  std::vector<std::string> names = f.store->player_names();
  std::vector<std::string> sorted = names;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<std::string>{"Ada", "Bea", "Cid"});
  raw_query(f.path,
            "UPDATE players SET last_used_at = 10 WHERE name = 'Ada';"
            "UPDATE players SET last_used_at = 30 WHERE name = 'Bea';"
            "UPDATE players SET last_used_at = 20 WHERE name = 'Cid';");
  CHECK(f.store->player_names() == std::vector<std::string>{"Bea", "Cid", "Ada"});
  f.store->create_session(make_table("game-a", {"Dee"}));
  CHECK(f.store->player_names().front() == "Dee");
}

TEST_CASE("sessions in progress are counted per game, past any page (Home's Resume)") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  for (int i = 0; i < 103; ++i) store->create_session(make_table("game-a", {"Ada"}));
  for (int i = 0; i < 2; ++i) store->create_session(make_table("game-b", {"Bea"}));
  store->create_session(make_table("game-c", {"Cid"}), make_board({{"Cid", 4}}));
  raw_query(store->path(), "UPDATE sessions SET updated_at = 1 WHERE game = 'game-b'");
  const std::map<std::string, std::int64_t> counts = store->active_session_counts();
  CHECK(counts == std::map<std::string, std::int64_t>{{"game-a", 103}, {"game-b", 2}});
}

TEST_CASE("finished sessions a page at a time, in id order, by game") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  std::vector<std::int64_t> finished_b;
  for (int i = 0; i < 40; ++i) {
    const char* game = i % 3 == 0 ? "game-a" : "game-b";
    const std::int64_t id =
        i % 5 == 4 ? store->create_session(make_table(game, {"Ada"}))
                   : store->create_session(make_table(game, {"Ada"}), make_board({{"Ada", i}}));
    if (i % 3 != 0 && i % 5 != 4) finished_b.push_back(id);
  }
  std::vector<std::int64_t> read;
  for (std::int64_t after = 0;;) {
    const std::vector<FinishedSession> page = store->finished_sessions("game-b", after, 7);
    for (const FinishedSession& session : page) read.push_back(session.id);
    if (page.size() < 7) break;
    after = page.back().id;
  }
  CHECK(read == finished_b);
  CHECK(store->finished_sessions(std::nullopt, 0, 1000).size() == 32);
}
