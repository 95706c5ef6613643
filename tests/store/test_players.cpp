// Players: the list, renaming one and merging two, on real database files. A refused
// change leaves every row as it was; a merge killed with SIGKILL leaves the file as before.

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

#include "store/session_lock.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

// Every row the players' changes may touch, in a fixed order: equal text, equal database.
std::string rows_of(const std::string& path) {
  std::string rows;
  for (const char* sql :
       {"SELECT group_concat(id || ' ' || name || ' ' || last_used_at, ';') FROM "
        "(SELECT * FROM players ORDER BY id)",
        "SELECT group_concat(id || ' ' || status || ' ' || updated_at || ' ' || table_json, ';') "
        "FROM (SELECT * FROM sessions ORDER BY id)",
        "SELECT group_concat(session_id || ' ' || seat || ' ' || player_id, ';') FROM "
        "(SELECT * FROM session_players ORDER BY session_id, seat)",
        "SELECT group_concat(session_id || ' ' || seat || ' ' || player_id || ' ' || score, ';') "
        "FROM (SELECT * FROM results ORDER BY session_id, seat)",
        "SELECT group_concat(player_id || ' ' || game || ' ' || games || ' ' || wins || ' ' || "
        "coalesce(best, '-') || ' ' || total, ';') FROM "
        "(SELECT * FROM player_records ORDER BY player_id, game)"}) {
    rows += raw_query(path, sql) + "\n";
  }
  return rows;
}

std::int64_t play(Store& store, const std::string& game,
                  const std::vector<std::pair<std::string, double>>& scores,
                  std::optional<std::string> rank = std::nullopt) {
  std::vector<std::string> players;
  for (const auto& entry : scores) players.push_back(entry.first);
  const std::int64_t id = store.create_session(make_table(game, players));
  store.finish_session(id, make_board(scores, std::move(rank)));
  return id;
}

// Every record, as one comparable text (the order records() gives is kept).
std::string records_text(const Store& store) {
  std::string text;
  for (const PlayerRecord& r : store.records(std::nullopt, std::nullopt)) {
    text += r.player + " " + r.game + " " + std::to_string(r.games) + " " + std::to_string(r.wins) +
            " " + std::to_string(r.low_wins) + " " + std::to_string(r.solo_games) + " " +
            (r.best ? std::to_string(*r.best) : "-") + " " +
            (r.average ? std::to_string(*r.average) : "-") + " " +
            (r.solo ? (*r.solo ? "solo" : "group") : "all") + "\n";
  }
  return text;
}

// What a player's stored sessions show: each session's seats, as History lists them.
std::string seats_text(const Store& store) {
  HistoryFilter all;
  all.limit = -1;
  std::string text;
  for (const SessionSummary& s : store.sessions(all)) {
    text += std::to_string(s.id) + ":";
    for (const std::string& name : s.players) text += " " + name;
    for (const std::string& name : s.winners) text += " won:" + name;
    text += "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("players are listed by name with their sessions and when they last played") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  CHECK(store->players().empty());
  play(*store, "game-d", {{"bea", 3}, {"Ada", 5}});
  store->create_session(make_table("game-d", {"Ada"}));
  TableFile old = make_table("game-d", {"Ada", "Cid"});
  old.played_at = "2031-05-04T20:15";  // a date in the future: the latest of Ada's
  store->create_session(old);

  const std::vector<PlayerSummary> players = store->players();
  REQUIRE(players.size() == 3);
  CHECK(players[0].name == "Ada");
  CHECK(players[0].sessions == 3);
  CHECK(players[0].last_played == "2031-05-04T20:15");
  CHECK(players[1].name == "bea");  // ordered as player_key orders, not by byte
  CHECK(players[1].sessions == 1);
  REQUIRE(players[1].last_played);
  CHECK(players[1].last_played->size() == 16);
  CHECK(players[1].last_played->at(10) == 'T');
  CHECK(players[2].name == "Cid");

  CHECK(store->player("ADA ")->name == "Ada");
  CHECK(store->player("Cid")->sessions == 1);
  CHECK_FALSE(store->player("Dee"));
  // A player whose sessions were deleted is still known (autocomplete offers the name).
  const std::int64_t only = store->create_session(make_table("game-d", {"Dee"}));
  store->delete_session(only);
  CHECK(store->player("Dee")->sessions == 0);
  CHECK_FALSE(store->player("Dee")->last_played);
}

TEST_CASE("a rename changes the name everywhere: players, tables, history and records") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t first = play(*store, "game-d", {{"Gegżółka", 30}, {"Ada", 20}});
  const std::int64_t solo = play(*store, "game-a", {{"GEGŻÓŁKA", 17}}, "Stream Keeper");
  const std::int64_t open = store->create_session(make_table("game-d", {"Ada", "Gegżółka"}));

  CHECK(store->rename_problem("Gegżółka", "Gżegżółka").empty());
  store->rename_player("gegżółka", "  Gżegżółka ");
  CHECK_FALSE(store->player("Gegżółka"));
  CHECK(store->player("Gżegżółka")->sessions == 3);
  // Every stored table follows, whatever case a table wrote the old name in.
  CHECK(store->load_session(first).players == std::vector<std::string>{"Gżegżółka", "Ada"});
  CHECK(store->load_session(solo).players == std::vector<std::string>{"Gżegżółka"});
  CHECK(store->load_session(open).players == std::vector<std::string>{"Ada", "Gżegżółka"});
  CHECK(store->session(first)->winners == std::vector<std::string>{"Gżegżółka"});
  const std::vector<PlayerRecord> records = store->records(std::nullopt, "Gżegżółka");
  REQUIRE(records.size() == 2);
  CHECK(records[1].best == 30);
  CHECK(store->rank_counts("game-a", "Gżegżółka") ==
        std::vector<std::pair<std::string, std::int64_t>>{{"Stream Keeper", 1}});
  HistoryFilter filter;
  filter.player = "gżegżółka";
  CHECK(store->sessions(filter).size() == 3);
  // A later session of the new name joins the same player.
  play(*store, "game-d", {{"GŻEGŻÓŁKA", 12}});
  CHECK(store->player("Gżegżółka")->sessions == 4);
  CHECK(raw_query(path, "SELECT count(*) FROM players") == "2");
}

TEST_CASE("a rename to another case of the same name is a rename") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  const std::int64_t id = play(*store, "game-d", {{"łucja", 9}, {"Bo", 4}});
  CHECK(store->rename_problem("łucja", "ŁUCJA").empty());
  store->rename_player("łucja", "Łucja");
  CHECK(store->player("łucja")->name == "Łucja");
  CHECK(store->load_session(id).players.front() == "Łucja");
  CHECK(store->records(std::nullopt, "Łucja").at(0).games == 1);
}

TEST_CASE("a refused rename says why and leaves the database as it was") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  play(*store, "game-d", {{"Gegżółka", 30}, {"Ada", 20}});
  play(*store, "game-d", {{"Gżegżółka", 3}, {"Ada", 8}});
  const std::string before = rows_of(path);

  const auto refused = [&](const std::string& from, const std::string& to,
                           const std::string& because) {
    CAPTURE(from);
    CAPTURE(to);
    CHECK(store->rename_problem(from, to).find(because) != std::string::npos);
    CHECK_THROWS_WITH_AS(store->rename_player(from, to), doctest::Contains(because.c_str()),
                         StoreError);
    CHECK(rows_of(path) == before);
  };
  refused("Gegżółka", "gżegżółka", "already the name of another player");
  refused("Gegżółka", "Gżegżółka", "merge \"Gegżółka\" into them");
  refused("Gegżółka", "Ada", "another player (\"Ada\")");
  refused("Gegżółka", " \u200b ", "at least one visible character");
  refused("Gegżółka", "Ge\x1b[2Jg", "control characters");
  refused("Gegżółka", std::string(101, 'x'), "1 to 100 characters");
  refused("Nobody", "Somebody", "there is no player \"Nobody\"");
}

TEST_CASE("a merge moves every session, result and record; the records equal a fresh count") {
  // The same random games stored twice: once with a typo merged away afterwards, once
  // with the right name from the start. Both databases must then read the same.
  TempDir dir;
  auto merged = Store::open(dir.file("merged.db"));
  auto fresh = Store::open(dir.file("fresh.db"));
  std::mt19937 random(37005);
  const std::vector<std::string> others = {"Ada", "Bea", "Cid"};
  for (int n = 0; n < 120; ++n) {
    // The typo or the right name, never both in one session.
    const bool typo = random() % 3 == 0;
    std::vector<std::pair<std::string, double>> scores;
    if (random() % 4 != 0) scores.emplace_back(typo ? "Gegżółka" : "Gżegżółka", random() % 30);
    for (const std::string& name : others) {
      if (scores.empty() || random() % 2) scores.emplace_back(name, random() % 30);
    }
    std::shuffle(scores.begin(), scores.end(), random);
    const std::string game = random() % 2 ? "game-d" : "game-c";
    const bool finish = random() % 5 != 0;
    const bool flipped = random() % 4 == 0;
    const auto store_in = [&](Store& store, const std::string& typo_as) {
      std::vector<std::pair<std::string, double>> seats = scores;
      for (auto& seat : seats) {
        if (seat.first == "Gegżółka") seat.first = typo_as;
      }
      std::vector<std::string> names;
      for (const auto& seat : seats) names.push_back(seat.first);
      const std::int64_t id = store.create_session(make_table(game, names));
      if (!finish) return;
      Scoreboard board =
          make_board(seats, seats.size() == 1 ? std::optional<std::string>("Scout") : std::nullopt);
      board.highest_wins = !flipped;
      assign_places(board.players, board.highest_wins);
      store.finish_session(id, board);
    };
    store_in(*merged, "Gegżółka");
    store_in(*fresh, "Gżegżółka");
  }
  const std::int64_t typo_sessions = merged->player("Gegżółka")->sessions;
  REQUIRE(typo_sessions > 10);
  CHECK(merged->merge_problem("Gegżółka", "Gżegżółka").empty());
  CHECK(merged->merge_players("Gegżółka", "gżegżółka") == typo_sessions);

  CHECK_FALSE(merged->player("Gegżółka"));
  CHECK(merged->player("Gżegżółka")->sessions == fresh->player("Gżegżółka")->sessions);
  CHECK(records_text(*merged) == records_text(*fresh));
  CHECK(seats_text(*merged) == seats_text(*fresh));
  for (const char* game : {"game-d", "game-c"}) {
    CHECK(merged->personal_best(game, "Gżegżółka") == fresh->personal_best(game, "Gżegżółka"));
    CHECK(merged->score_history(game, "Gżegżółka").size() ==
          fresh->score_history(game, "Gżegżółka").size());
    CHECK(merged->rank_counts(game, "Gżegżółka") == fresh->rank_counts(game, "Gżegżółka"));
  }
  for (std::int64_t id = 1; id <= 120; ++id) {
    CHECK(merged->load_session(id).players == fresh->load_session(id).players);
  }
  CHECK(merged->player_names().size() == 4);
}

TEST_CASE("a merge of two players of one session is refused, naming the sessions") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  play(*store, "game-d", {{"Gegżółka", 3}, {"Bea", 4}});
  const std::int64_t both = play(*store, "game-d", {{"Gegżółka", 3}, {"Gżegżółka", 4}});
  store->create_session(make_table("game-c", {"Ada", "Gżegżółka", "Gegżółka"}));
  const std::string before = rows_of(path);
  const std::string why = store->merge_problem("Gegżółka", "Gżegżółka");
  CHECK(why.find("both played in sessions " + std::to_string(both) + " and 3") !=
        std::string::npos);
  CHECK(why.find("cannot have one player twice") != std::string::npos);
  CHECK_THROWS_WITH_AS(store->merge_players("Gegżółka", "Gżegżółka"),
                       doctest::Contains(why.c_str()), StoreError);
  CHECK(rows_of(path) == before);

  CHECK_THROWS_WITH_AS(store->merge_players("Bea", "BEA"), doctest::Contains("the same player"),
                       StoreError);
  CHECK_THROWS_WITH_AS(store->merge_players("Nobody", "Bea"),
                       doctest::Contains("there is no player \"Nobody\""), StoreError);
  CHECK_THROWS_WITH_AS(store->merge_players("Bea", "Nobody"),
                       doctest::Contains("there is no player \"Nobody\""), StoreError);
  CHECK(rows_of(path) == before);
}

TEST_CASE("a player an older version stored apart under another case can be merged") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  std::int64_t apart = 0;
  {
    auto store = Store::open(path);
    play(*store, "game-d", {{"Ada", 9}, {"Bo", 2}});
    apart = play(*store, "game-d", {{"Cid", 5}, {"Bo", 7}});
  }
  // As a repaired copy or a version before names were compared without case stored it.
  raw_query(path,
            "INSERT INTO players(name) VALUES ('ada'); UPDATE session_players SET player_id = "
            "(SELECT id FROM players WHERE name = 'ada') WHERE session_id = 2 AND seat = 0; "
            "UPDATE results SET player_id = (SELECT id FROM players WHERE name = 'ada') "
            "WHERE session_id = 2 AND seat = 0");
  auto store = Store::open(path);
  CHECK(store->player("ada")->name == "ada");  // the exact name first
  CHECK(store->merge_problem("ada", "Ada").empty());
  store->merge_players("ada", "Ada");
  CHECK(store->players().size() == 3);
  CHECK(store->player("Ada")->sessions == 2);
  CHECK(store->load_session(apart).players.front() == "Ada");
}

TEST_CASE("a player's session open in a window blocks a rename or a merge") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  play(*store, "game-d", {{"Gegżółka", 3}, {"Bea", 4}});
  const std::int64_t open = store->create_session(make_table("game-d", {"Gegżółka", "Ada"}));
  play(*store, "game-d", {{"Gżegżółka", 3}, {"Bea", 4}});
  const std::string before = rows_of(path);
  {
    const auto window = SessionLock::try_acquire(path, open);
    REQUIRE(window);
    const std::string why = "session " + std::to_string(open) + " of \"Gegżółka\" is open";
    CHECK_THROWS_WITH_AS(store->rename_player("Gegżółka", "Gżegżółka-2"),
                         doctest::Contains(why.c_str()), StoreError);
    CHECK_THROWS_WITH_AS(store->merge_players("Gegżółka", "Gżegżółka"),
                         doctest::Contains(why.c_str()), StoreError);
    CHECK(rows_of(path) == before);
    // Another player's change does not wait for that window.
    store->rename_player("Bea", "Beatrix");
  }
  store->merge_players("Gegżółka", "Gżegżółka");
  CHECK(store->player("Gżegżółka")->sessions == 3);
  CHECK_FALSE(std::filesystem::exists(SessionLock::file_path(path, open)));
}

namespace {

constexpr std::int64_t kMergeReady = -1;
constexpr std::int64_t kMergeDone = 1;

// The child: reports kMergeReady once the store is open, merges the typo away and
// reports kMergeDone. Never returns.
[[noreturn]] void merge_until_killed(const std::string& path, int report) {
  try {
    auto store = Store::open(path);
    if (write(report, &kMergeReady, sizeof kMergeReady) != sizeof kMergeReady) _exit(3);
    store->merge_players("Gegżółka", "Gżegżółka");
    if (write(report, &kMergeDone, sizeof kMergeDone) != sizeof kMergeDone) _exit(3);
    pause();
  } catch (...) {
    _exit(2);
  }
  _exit(0);
}

}  // namespace

TEST_CASE("a merge killed with SIGKILL at any moment leaves the database as before, or merged") {
  TempDir dir;
  const std::string original = dir.file("original.db");
  const std::string merged_copy = dir.file("merged.db");
  {
    auto store = Store::open(original);
    for (int n = 0; n < 400; ++n) {
      play(*store, n % 2 ? "game-d" : "game-c",
           {{n % 3 ? "Gegżółka" : "Gżegżółka", n % 17}, {"Ada", n % 11}});
    }
  }
  std::filesystem::copy_file(original, merged_copy);
  Store::open(merged_copy)->merge_players("Gegżółka", "Gżegżółka");
  const std::string before = rows_of(original);
  const std::string after = rows_of(merged_copy);
  REQUIRE(before != after);

  std::mt19937 random(20260837);
  int killed_before = 0, killed_after = 0;
  for (int round = 0; round < 12; ++round) {
    const std::string path = dir.file("round-" + std::to_string(round) + ".db");
    std::filesystem::copy_file(original, path);
    ReportingChild child([&](int report_fd) { merge_until_killed(path, report_fd); });
    REQUIRE(child.next_report() == kMergeReady);
    // Most rounds kill within the merge (about 30 ms here); the last two once it is done.
    const bool done = child.kill_during(round >= 10, static_cast<std::int64_t>(random() % 40000));

    CAPTURE(round);
    CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
    const std::string now = rows_of(path);
    if (done) CHECK(now == after);
    CHECK((now == before || now == after));
    (now == before ? killed_before : killed_after) += 1;
  }
  CHECK(killed_before > 0);
  CHECK(killed_after > 0);
}
