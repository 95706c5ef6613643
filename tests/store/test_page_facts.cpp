// What schema 6 copies into each result for the player page (its session's played_at and
// setup, the other seats): a version 5 file migrates with every figure as before, a
// migration killed at any moment leaves the file as it was, and the copies stay right
// through finishing, reopening, edits, a player merge and a merge of another file.

#include <doctest/doctest.h>

#include <csignal>
#include <thread>

#include "store/player_stats.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

std::optional<std::size_t> page_facts_first(const TableFile& table) {
  if (!table.setup.contains("first")) return std::nullopt;
  return table.setup["first"].get<std::size_t>();
}

std::int64_t play_with_facts(Store& store, const std::string& game,
                             const std::vector<std::pair<std::string, double>>& scores,
                             std::optional<std::string> played_at, std::optional<int> first) {
  std::vector<std::string> players;
  for (const auto& entry : scores) players.push_back(entry.first);
  TableFile table = make_table(game, players);
  table.setup = nlohmann::json::object();
  if (first) table.setup["first"] = *first;
  table.played_at = std::move(played_at);
  return store.create_session(
      table,
      make_board(scores, scores.size() == 1 ? std::optional<std::string>("Heron") : std::nullopt));
}

// Games of Ada with Bea and Cy, some dated and some with a first player, solo games, and
// "Ada L." merged into Ada.
void fill_page_facts(Store& store, int from_round, int to_round) {
  for (int n = from_round; n < to_round; ++n) {
    const std::string day = "2026-0" + std::to_string(1 + n % 9) + "-1" + std::to_string(n % 10);
    const std::optional<std::string> played =
        n % 3 == 0 ? std::nullopt : std::optional(day + "T20:00");
    const std::optional<int> first = n % 4 == 0 ? std::nullopt : std::optional(n % 3);
    play_with_facts(store, "race", {{"Ada", n % 7}, {"Bea", n % 5}, {"Cy", 3}}, played, first);
    play_with_facts(store, "duel", {{n % 2 ? "Ada" : "Ada L.", n % 4}, {"Bea", 2}}, played, first);
    if (n % 5 == 0) play_with_facts(store, "pond", {{"Ada", 40 + n}}, played, std::nullopt);
  }
  store.create_session(make_table("race", {"Ada", "Bea"}));  // in progress
  REQUIRE(store.merge_players("Ada L.", "Ada") > 0);
}

// Every figure of a player page, one line each.
std::string page_text(const Store& store, const std::string& name) {
  const auto page = store.player_page(name, {}, page_facts_first);
  REQUIRE(page);
  std::ostringstream text;
  text << page->player << " " << page->games << " " << page->wins << " " << page->games_with_others
       << "\n";
  for (const GameStats& g : page->per_game) {
    text << g.game << " " << g.games << " " << g.solo_games << " " << g.wins << " " << g.low_wins
         << " " << g.win_rate.value_or(-1) << " " << g.longest_streak << " " << g.current_streak
         << " start " << g.start.started << " " << g.start.started_wins << " "
         << g.start.not_started << " " << g.start.not_started_wins << "\n";
    for (const auto& [rank, times] : g.ranks) text << " rank " << rank << " " << times;
    for (const SeatCountStats& s : g.by_seat_count) {
      text << " seats " << s.seats << " " << s.games << " " << s.wins << " "
           << s.average.value_or(-1) << " " << s.best.value_or(-1);
    }
    for (const SeatStats& s : g.seats) text << " seat " << s.seat << " " << s.average_place;
    for (double score : g.scores) text << " " << score;
    for (const WinRatePoint& p : g.win_rate_over_time) text << " " << p.played << "=" << p.rate;
    text << "\n";
  }
  for (const HeadToHead& h : page->opponents) {
    text << h.opponent << " " << h.games << " " << h.wins << " " << h.losses << " " << h.draws
         << " " << h.won_beside << "\n";
  }
  text << page->nemesis.value_or("-") << " " << page->buddy.value_or("-") << "\n";
  return text.str();
}

// Ada's games with others whose setup says who started.
std::int64_t games_knowing_who_started(const Store& store) {
  const auto page = store.player_page("Ada", {}, page_facts_first);
  REQUIRE(page);
  std::int64_t games = 0;
  for (const GameStats& g : page->per_game) {
    games += g.start.started + g.start.not_started;
  }
  return games;
}

// What version 6 copied into every result, one line each.
std::string copied_facts(const std::string& path) {
  return raw_query(path,
                   "SELECT group_concat(session_id || ' ' || seat || ' ' || "
                   "coalesce(played_at, '-') || ' ' || coalesce(setup, '-') || ' ' || "
                   "coalesce(others, '-'), ';') FROM (SELECT * FROM results "
                   "ORDER BY session_id, seat)");
}

// Results whose copies differ from their session's table and seats as they are now.
std::string stale_copies(const std::string& path) {
  return raw_query(
      path,
      "SELECT count(*) FROM results r JOIN sessions s ON s.id = r.session_id WHERE "
      "r.played_at IS NOT (CASE WHEN json_valid(s.table_json) THEN "
      "  json_extract(s.table_json, '$.played_at') END) OR "
      "r.setup IS NOT (CASE WHEN json_valid(s.table_json) THEN "
      "  json_extract(s.table_json, '$.setup') END) OR "
      "r.others IS NOT (SELECT group_concat(o.player_id || ':' || o.place, ',') FROM results o "
      "  WHERE o.session_id = r.session_id AND o.seat <> r.seat)");
}

std::string player_id(const std::string& path, const std::string& name) {
  return raw_query(path, "SELECT id FROM players WHERE name = '" + name + "'");
}

}  // namespace

TEST_CASE("a version 5 file migrates: every copied fact and player page figure as before") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  std::string pages, facts;
  {
    auto store = Store::open(path);
    fill_page_facts(*store, 0, 12);
  }
  // A finished session whose table no longer parses: no day of play, no setup.
  raw_query(path, "UPDATE sessions SET table_json = '{broken' WHERE id = 4");
  {
    auto store = Store::open(path);
    pages = page_text(*store, "Ada") + page_text(*store, "Bea") + page_text(*store, "Cy");
    REQUIRE(games_knowing_who_started(*store) > 0);
  }
  facts = copied_facts(path);
  REQUIRE(stale_copies(path) == "0");
  CAPTURE(pages);
  REQUIRE(facts.find("4 0 - - ") != std::string::npos);

  make_version_5(path);
  REQUIRE(raw_query(path, "PRAGMA user_version") == "5");
  REQUIRE(raw_query(path,
                    "SELECT count(*) FROM pragma_table_info('results') "
                    "WHERE name IN ('played_at', 'setup', 'others')") == "0");
  auto store = Store::open(path);
  CHECK_FALSE(store->read_only());
  CHECK(raw_query(path, "PRAGMA user_version") == "6");
  CHECK(copied_facts(path) == facts);
  CHECK(page_text(*store, "Ada") + page_text(*store, "Bea") + page_text(*store, "Cy") == pages);
}

TEST_CASE("the copies follow finishing, reopening, edits, a player merge and merged files") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id =
      play_with_facts(*store, "race", {{"Ada", 9}, {"Bea", 5}, {"Cy", 7}}, "2026-01-05T20:00", 1);
  const std::string ada = player_id(path, "Ada"), bea = player_id(path, "Bea"),
                    cy = player_id(path, "Cy");
  const auto row = [&](int seat) {
    return raw_query(path,
                     "SELECT played_at || ' ' || setup || ' ' || others FROM results "
                     "WHERE session_id = " +
                         std::to_string(id) + " AND seat = " + std::to_string(seat));
  };
  CHECK(row(0) == "2026-01-05T20:00 {\"first\":1} " + bea + ":3," + cy + ":2");
  CHECK(row(1) == "2026-01-05T20:00 {\"first\":1} " + ada + ":1," + cy + ":2");

  store->set_when_played(id, "2026-02-07T18:30", std::nullopt);
  store->update_setup(id, {{"first", 2}});
  CHECK(row(2) == "2026-02-07T18:30 {\"first\":2} " + ada + ":1," + bea + ":3");
  store->set_when_played(id, std::nullopt, std::nullopt);
  CHECK(raw_query(path, "SELECT count(*) FROM results WHERE played_at IS NULL") == "3");

  store->reopen_session(id);
  CHECK(raw_query(path, "SELECT count(*) FROM results") == "0");
  store->finish_session(id, make_board({{"Ada", 1}, {"Bea", 5}, {"Cy", 5}}));
  CHECK(row(0) == "");  // no played_at: the whole line is NULL
  CHECK(raw_query(path, "SELECT others FROM results WHERE seat = 0") == bea + ":1," + cy + ":1");
  CHECK(stale_copies(path) == "0");

  // A player merged into another: the other seats name the player kept.
  play_with_facts(*store, "race", {{"Ada L.", 4}, {"Cy", 3}}, std::nullopt, 0);
  const std::string typo = player_id(path, "Ada L.");
  REQUIRE(store->merge_players("Ada L.", "Ada") == 1);
  CHECK(raw_query(path, "SELECT count(*) FROM results WHERE others LIKE '%" + typo + ":%'") == "0");
  CHECK(store->player_page("Cy", {}, page_facts_first)->opponents.size() == 2);
  CHECK(stale_copies(path) == "0");

  // Sessions merged in from another computer's file, of this schema and of version 5.
  for (const bool older : {false, true}) {
    CAPTURE(older);
    const std::string other_path = dir.file(older ? "older.db" : "other.db");
    {
      auto other = Store::open(other_path);
      fill_page_facts(*other, older ? 4 : 0, older ? 8 : 4);
    }
    if (older) make_version_5(other_path);
    CHECK_FALSE(store->merge_from(other_path).added.empty());
    CHECK(stale_copies(path) == "0");
  }
  CHECK(games_knowing_who_started(*store) > 0);

  // Deleting a session deletes its results, and with them its copies.
  store->delete_session(id);
  CHECK(stale_copies(path) == "0");
}

namespace {

constexpr std::int64_t kMigrationReady = -1;
constexpr std::int64_t kMigrationDone = 1;

// The child: reports kMigrationReady, opens (and so migrates) the file, reports
// kMigrationDone. Never returns.
[[noreturn]] void migrate_until_killed(const std::string& path, int report) {
  try {
    if (write(report, &kMigrationReady, sizeof kMigrationReady) != sizeof kMigrationReady) {
      _exit(3);
    }
    auto store = Store::open(path);
    if (write(report, &kMigrationDone, sizeof kMigrationDone) != sizeof kMigrationDone) _exit(3);
    pause();
  } catch (...) {
    _exit(2);
  }
  _exit(0);
}

std::string migration_state(const std::string& path) {
  return raw_query(path, "PRAGMA user_version") + "\n" + table_dump(path);
}

}  // namespace

TEST_CASE("a migration to version 6 killed with SIGKILL leaves the file at version 5, or done") {
  TempDir dir;
  const std::string original = dir.file("original.db");
  {
    auto store = Store::open(original);
    fill_page_facts(*store, 0, 150);
  }
  make_version_5(original);
  const std::string before = migration_state(original);
  // A whole open with its migration on a copy: what it gives, and how long it takes here.
  const std::string migrated = dir.file("migrated.db");
  std::filesystem::copy_file(original, migrated);
  const auto start = std::chrono::steady_clock::now();
  Store::open(migrated);
  const auto took = std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
  const std::string after = migration_state(migrated);
  REQUIRE(before != after);
  REQUIRE(after.rfind("6\n", 0) == 0);

  std::mt19937 random(20261206);
  int killed_before = 0, killed_after = 0;
  for (int round = 0; round < 14; ++round) {
    const std::string path = dir.file("round-" + std::to_string(round) + ".db");
    std::filesystem::copy_file(original, path);
    ReportingChild child([&](int report_fd) { migrate_until_killed(path, report_fd); });
    REQUIRE(child.next_report() == kMigrationReady);
    // Most rounds kill within the open and its migration; the last two once it is done.
    const bool done =
        child.kill_during(round >= 12, static_cast<std::int64_t>(random() % (took + 1)));

    CAPTURE(round);
    CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
    const std::string now = migration_state(path);
    if (done) CHECK(now == after);
    CHECK((now == before || now == after));
    (now == before ? killed_before : killed_after) += 1;
  }
  CHECK(killed_before > 0);
  CHECK(killed_after > 0);
}
