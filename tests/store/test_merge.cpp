// Merging another computer's database, on real files: the sessions this one lacks come
// with their moves, house rulings, results and times, players join by name key, a second
// merge changes nothing, a session with the same stable id and another move log is kept
// beside the one here, and older files (no stable ids) are merged once by their content.

#include <doctest/doctest.h>

#include "core/json_write.h"
#include "store/schema.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;
using nlohmann::json;

namespace {

// A finished game whose second move is a house ruling.
std::int64_t add_finished(Store& store, const std::vector<std::string>& players, int moves,
                          double first_score) {
  TableFile table = make_table("game-a", players);
  for (int m = 0; m < moves; ++m) table.moves.push_back({{"n", m}});
  if (moves > 1) table.moves[1]["house_ruling"] = true;
  std::vector<std::pair<std::string, double>> scores;
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    scores.emplace_back(players[seat], first_score - static_cast<double>(seat));
  }
  return store.create_session(table, make_board(scores, "Scout"));
}

std::string session_row(const std::string& path, std::int64_t id) {
  return raw_query(path,
                   "SELECT uid || ' ' || status || ' ' || created_at || ' ' || updated_at || "
                   "' ' || ifnull(finished_at, '-') FROM sessions WHERE id = " +
                       std::to_string(id));
}

std::string results_of(const std::string& path, std::int64_t id) {
  return raw_query(path,
                   "SELECT group_concat(r, ';') FROM (SELECT p.name || ',' || score || ',' || "
                   "place || ',' || ifnull(rank, '') || ',' || finished_at || ',' || "
                   "highest_wins AS r FROM results JOIN players p ON p.id = player_id WHERE "
                   "session_id = " +
                       std::to_string(id) + " ORDER BY seat)");
}

std::int64_t count_sessions(Store& store) {
  HistoryFilter all;
  all.limit = -1;
  return static_cast<std::int64_t>(store.sessions(all).size());
}

}  // namespace

TEST_CASE("a merge adds the sessions this database lacks, whole; a second merge adds nothing") {
  TempDir dir;
  const std::string here_path = dir.file("here.db");
  const std::string there_path = dir.file("there.db");
  auto here = Store::open(here_path);
  add_finished(*here, {"Ada", "Bo"}, 4, 30);
  add_finished(*here, {"Ada"}, 6, 40);
  here->back_up_to(there_path);  // the other computer started from a copy of this one
  auto there = Store::open(there_path);
  // Played there meanwhile: a finished game with a house ruling, one in progress, and a
  // player written in another case.
  const std::int64_t finished = add_finished(*there, {"Cy", "Bo"}, 3, 25);
  const std::int64_t active = there->create_session(make_table("game-b", {"ada", "Cy"}));
  there->append_move(active, {{"n", 0}});
  there->append_move(active, {{"n", 1}}, true);
  const std::int64_t here_only = add_finished(*here, {"Bo"}, 2, 11);

  const MergeReport report = here->merge_from(there_path);
  CHECK(report.already_there == 2);
  CHECK(report.conflicts.empty());
  REQUIRE(report.added.size() == 2);
  CHECK(report.added[0].from_id == finished);
  CHECK(report.added[0].players == std::vector<std::string>{"Cy", "Bo"});
  CHECK(report.added[1].from_id == active);
  for (const MergeReport::Session& added : report.added) {
    CAPTURE(added.from_id);
    CHECK(added.id > here_only);
    CHECK(session_row(here_path, added.id) == session_row(there_path, added.from_id));
    CHECK(to_json(here->load_session(added.id)) == to_json(there->load_session(added.from_id)));
    CHECK(results_of(here_path, added.id) == results_of(there_path, added.from_id));
  }
  CHECK(here->moves(report.added[0].id)[1].house_ruling);
  CHECK_FALSE(here->moves(report.added[0].id)[2].house_ruling);
  CHECK(here->moves(report.added[1].id).back().house_ruling);
  // "ada" is Ada here: one player; Bo's records count the merged game.
  CHECK(raw_query(here_path, "SELECT count(*) FROM players") == "3");
  CHECK(here->session(report.added[1].id)->players == std::vector<std::string>{"Ada", "Cy"});
  std::int64_t bo_games = 0;
  for (const PlayerRecord& row : here->records("game-a", std::string("Bo"))) bo_games += row.games;
  CHECK(bo_games == 3);
  CHECK(merge_summary(report, there_path).find("2 sessions added, 2 already there") !=
        std::string::npos);

  const std::string merged = table_dump(here_path);
  const MergeReport again = here->merge_from(there_path);
  CHECK(again.added.empty());
  CHECK(again.conflicts.empty());
  CHECK(again.already_there == 4);
  CHECK(table_dump(here_path) == merged);
  CHECK(table_dump(there_path) != merged);  // the other file is only read
}

TEST_CASE("the same stable id with another move log is added beside it, never over it") {
  TempDir dir;
  const std::string here_path = dir.file("here.db");
  const std::string there_path = dir.file("there.db");
  auto here = Store::open(here_path);
  const std::int64_t id = here->create_session(make_table("game-a", {"Ada", "Bo"}));
  here->append_move(id, {{"n", 0}});
  here->back_up_to(there_path);
  auto there = Store::open(there_path);
  // Both computers went on with the same game: a different move on each.
  here->append_move(id, {{"n", "here"}});
  there->append_move(id, {{"n", "there"}});
  const std::string uid = raw_query(here_path, "SELECT uid FROM sessions WHERE id = 1");

  const MergeReport report = here->merge_from(there_path);
  CHECK(report.added.empty());
  REQUIRE(report.conflicts.size() == 1);
  const MergeReport::Session& beside = report.conflicts.front();
  CHECK(beside.from_id == id);
  CHECK(beside.beside == id);
  CHECK(here->moves(id).back().move == json{{"n", "here"}});  // kept as it was
  CHECK(here->moves(beside.id).back().move == json{{"n", "there"}});
  const std::string new_uid =
      raw_query(here_path, "SELECT uid FROM sessions WHERE id = " + std::to_string(beside.id));
  CHECK(new_uid.size() == 32);
  CHECK(new_uid != uid);
  CHECK(merge_summary(report, there_path).find("beside session 1") != std::string::npos);

  // Twice changes nothing: the copy beside it is found by its content.
  const std::string merged = table_dump(here_path);
  const MergeReport again = here->merge_from(there_path);
  CHECK(again.conflicts.empty());
  CHECK(again.added.empty());
  CHECK(table_dump(here_path) == merged);

  // The other way round: there gets here's version beside its own, once.
  CHECK(there->merge_from(here_path).conflicts.size() == 1);
  CHECK(there->merge_from(here_path).already_there == 2);
  CHECK(count_sessions(*there) == 2);

  // Another table (setup changed there) with the same moves is another session too.
  there->update_setup(id, {{"hand", {"c09"}}});
  CHECK(here->merge_from(there_path).conflicts.size() == 1);
}

TEST_CASE("two sessions there with the same times, table and moves are two sessions here") {
  TempDir dir;
  const std::string here_path = dir.file("here.db");
  const std::string there_path = dir.file("there.db");
  {
    auto there = Store::open(there_path);
    add_finished(*there, {"Ada", "Bo"}, 3, 12);  // the same table file imported twice
    add_finished(*there, {"Ada", "Bo"}, 3, 12);
  }
  raw_query(there_path, "UPDATE sessions SET created_at = 100, updated_at = 100");
  auto here = Store::open(here_path);
  CHECK(here->merge_from(there_path).added.size() == 2);
  CHECK(here->merge_from(there_path).already_there == 2);
  CHECK(count_sessions(*here) == 2);
}

TEST_CASE("a file from before stable ids is merged by its content, once") {
  TempDir dir;
  const std::string here_path = dir.file("here.db");
  const std::string old_path = dir.file("old.db");
  {
    auto old = Store::open(old_path);
    add_finished(*old, {"Ada", "Bo"}, 3, 12);
    add_finished(*old, {"Bo"}, 5, 21);
  }
  raw_query(old_path,
            "DROP INDEX sessions_by_uid; ALTER TABLE sessions DROP COLUMN uid; "
            "PRAGMA user_version = 2");
  REQUIRE(raw_query(old_path, "PRAGMA user_version") == "2");
  auto here = Store::open(here_path);
  const MergeReport report = here->merge_from(old_path);
  CHECK(report.added.size() == 2);
  CHECK(raw_query(here_path, "SELECT count(DISTINCT uid) FROM sessions") == "2");
  CHECK(raw_query(old_path, "PRAGMA user_version") == "2");  // read, never migrated
  const std::string merged = table_dump(here_path);
  CHECK(here->merge_from(old_path).already_there == 2);
  CHECK(table_dump(here_path) == merged);
}

TEST_CASE("a version 1 file's won-by-fewest games are found from its places, as migration 2") {
  TempDir dir;
  const std::string old_path = dir.file("v1.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(old_path.c_str(), &db) == SQLITE_OK);
    store_detail::migrate(db, old_path, 1);
    TableFile table = make_table("game-c", {"Ada", "Bo"});
    nlohmann::json envelope = to_json(table);
    envelope.erase("moves");
    const std::string rows =
        "INSERT INTO players(id, name) VALUES (1, 'Ada'), (2, 'Bo');"
        "INSERT INTO sessions VALUES (1, 'game-c', 'finished', 5, 6, 7, '" +
        envelope.dump() +
        "');"
        "INSERT INTO session_players VALUES (1, 0, 1, 'game-c', 'finished', 6),"
        "  (1, 1, 2, 'game-c', 'finished', 6);"
        "INSERT INTO results VALUES (1, 0, 1, 'game-c', 2, 1, NULL, 7),"
        "  (1, 1, 2, 'game-c', 6, 2, NULL, 7);";
    REQUIRE(sqlite3_exec(db, rows.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
  }
  auto here = Store::open(dir.file("here.db"));
  REQUIRE(here->merge_from(old_path).added.size() == 1);
  const PlayerRecord ada = here->records("game-c", std::string("Ada")).front();
  CHECK(ada.wins == 1);
  CHECK(ada.low_wins == 1);
  CHECK_FALSE(ada.best);  // a game the fewest points won gives no best
  CHECK(here->merge_from(old_path).already_there == 1);
}

TEST_CASE("a newer, foreign or damaged other file is refused and nothing is merged") {
  TempDir dir;
  const std::string here_path = dir.file("here.db");
  auto here = Store::open(here_path);
  add_finished(*here, {"Ada"}, 2, 9);
  const std::string before = table_dump(here_path);

  const std::string newer = dir.file("newer.db");
  {
    auto other = Store::open(newer);
    add_finished(*other, {"Bo"}, 2, 9);
  }
  raw_query(newer, "PRAGMA user_version = " + std::to_string(Store::schema_version + 1));
  CHECK_THROWS_WITH_AS(here->merge_from(newer), doctest::Contains("newer version"), StoreError);
  const std::string text = dir.file("notes.db");
  write_bytes(text, "shopping list");
  CHECK_THROWS_WITH_AS(here->merge_from(text), doctest::Contains("nothing was merged"), StoreError);

  // One session the other file cannot give whole stops the merge before anything is kept.
  const std::string broken = dir.file("broken.db");
  {
    auto other = Store::open(broken);
    add_finished(*other, {"Bo"}, 2, 9);
    add_finished(*other, {"Cy"}, 2, 9);
    add_finished(*other, {"Di"}, 2, 9);
  }
  raw_query(broken, "UPDATE sessions SET table_json = '{\"game\": 7}' WHERE id = 2");
  CHECK_THROWS_WITH_AS(here->merge_from(broken),
                       doctest::Contains("session 2 cannot be merged (its table cannot be read"),
                       StoreError);
  raw_query(broken, "DELETE FROM results WHERE session_id = 3 AND seat = 0");
  raw_query(broken,
            "UPDATE sessions SET table_json = (SELECT table_json FROM sessions "
            "WHERE id = 1) WHERE id = 2");
  CHECK_THROWS_WITH_AS(here->merge_from(broken), doctest::Contains("results are incomplete"),
                       StoreError);
  CHECK_THROWS_WITH_AS(here->merge_from(here_path), doctest::Contains("the database in use"),
                       StoreError);
  CHECK(table_dump(here_path) == before);

  auto reader = Store::open_read_only(here_path);
  CHECK_THROWS_WITH_AS(reader->merge_from(newer), doctest::Contains("read-only"), StoreError);
}
