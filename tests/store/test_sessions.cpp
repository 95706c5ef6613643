// Sessions and the move log: create, resume, append, undo, finish, reopen, delete.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "store/schema.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;
using nlohmann::json;

namespace {

json card(const std::string& id, int row, int col) {
  return {{"card", id}, {"row", row}, {"col", col}, {"side", "front"}};
}

json envelope(const TableFile& table) {
  return to_json(table);
}

}  // namespace

TEST_CASE("a new database gets the current schema in WAL mode, parent folders included") {
  TempDir dir;
  const std::string path = dir.file("nested/deeper/tributary.db");
  {
    auto store = Store::open(path);
    CHECK_FALSE(store->read_only());
    CHECK(store->path() == path);
  }
  CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
  CHECK(raw_query(path, "PRAGMA journal_mode") == "wal");
  CHECK(raw_query(path, "PRAGMA application_id") == "1416784226");
  CHECK(raw_query(path, "PRAGMA integrity_check") == "ok");
}

TEST_CASE("a version 2 file is migrated: every session gets its own stable id") {
  TempDir dir;
  const std::string path = dir.file("v2.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    store_detail::migrate(db, path, 2);
    const char* rows = R"sql(
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
      INSERT INTO sessions(id, game, status, created_at, updated_at, table_json)
      SELECT i, 'game-a', 'active', i, i, '{}' FROM n;
    )sql";
    REQUIRE(sqlite3_exec(db, rows, nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
  }
  auto store = Store::open(path);
  CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
  CHECK(raw_query(path, "SELECT count(DISTINCT uid) FROM sessions") == "300");
  CHECK(raw_query(path,
                  "SELECT count(*) FROM sessions WHERE length(uid) = 32 AND "
                  "uid NOT GLOB '*[^0-9a-f]*'") == "300");
  // A new session gets one too, and no two sessions may share one.
  const std::int64_t id = store->create_session(make_table("game-a", {"Ada"}));
  const std::string uid =
      raw_query(path, "SELECT uid FROM sessions WHERE id = " + std::to_string(id));
  CHECK(uid.size() == 32);
  CHECK(raw_query(path, "SELECT count(DISTINCT uid) FROM sessions") == "301");
  CHECK(raw_query(path, "UPDATE sessions SET uid = '" + uid + "' WHERE id = 1; " +
                            "SELECT count(*) FROM sessions WHERE uid = '" + uid + "'") == "1");
}

TEST_CASE("a version 0 file is migrated: a 0-byte file and an empty SQLite file") {
  TempDir dir;
  const std::string zero = dir.file("zero.db");
  write_bytes(zero, "");
  const std::string empty = dir.file("empty.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(empty.c_str(), &db) == SQLITE_OK);
    sqlite3_exec(db, "CREATE TABLE t(x); DROP TABLE t;", nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  REQUIRE(std::filesystem::file_size(empty) > 0);
  REQUIRE(raw_query(empty, "PRAGMA user_version") == "0");
  for (const std::string& path : {zero, empty}) {
    CAPTURE(path);
    auto store = Store::open(path);
    CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
    CHECK(store->sessions({}).empty());
    CHECK(store->create_session(make_table("game-a", {"Ada"})) > 0);
  }
}

TEST_CASE("a created session loads back exactly, catalog, setup, notes and moves included") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  TableFile table = make_table("game-a", {"Ada", "Bea"});
  table.moves = json::array({card("c02", 1, 0), card("c03", 2, -1)});
  table.moves[1]["x-house-ruling"] = true;  // the older key, read as a house ruling
  const std::int64_t id = store->create_session(table);

  TableFile written = table;  // ... and written back with the current key
  written.moves[1].erase("x-house-ruling");
  written.moves[1]["house_ruling"] = true;
  CHECK(envelope(store->load_session(id)) == envelope(written));
  const std::vector<StoredMove> moves = store->moves(id);
  REQUIRE(moves.size() == 2);
  CHECK(moves[0].move == card("c02", 1, 0));
  CHECK_FALSE(moves[0].house_ruling);
  CHECK(moves[1].move == card("c03", 2, -1));  // the marker lives in its own column
  CHECK(moves[1].house_ruling);

  const std::optional<SessionSummary> summary = store->session(id);
  REQUIRE(summary);
  CHECK(summary->game == "game-a");
  CHECK(summary->players == std::vector<std::string>{"Ada", "Bea"});
  CHECK(summary->status == SessionStatus::active);
  CHECK(summary->move_count == 2);
  CHECK(summary->winners.empty());
  CHECK_FALSE(summary->winning_score);
  CHECK(summary->created_at > 1600000000);
  CHECK(summary->updated_at >= summary->created_at);
}

TEST_CASE("appended moves are numbered in order and survive closing the store") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  TableFile expected = make_table("game-d", {"Ada"});
  std::int64_t id = 0;
  {
    auto store = Store::open(path);
    id = store->create_session(expected);
    for (int i = 0; i < 5; ++i) {
      const json move = {{"player", 0}, {"tile", "t" + std::to_string(i)}, {"x", i}, {"y", 0}};
      store->append_move(id, move, i == 3);
      json marked = move;
      if (i == 3) marked["house_ruling"] = true;
      expected.moves.push_back(marked);
    }
    // The marker key on the move counts as a house ruling too.
    store->append_move(id, {{"player", 0}, {"tile", "t9"}, {"house_ruling", true}});
    expected.moves.push_back({{"player", 0}, {"tile", "t9"}, {"house_ruling", true}});
  }
  auto store = Store::open(path);
  CHECK(envelope(store->load_session(id)) == envelope(expected));
  CHECK(raw_query(path, "SELECT group_concat(seq) FROM (SELECT seq FROM moves ORDER BY seq)") ==
        "0,1,2,3,4,5");
  CHECK(raw_query(path, "SELECT group_concat(seq) FROM moves WHERE house_ruling = 1") == "3,5");
  CHECK(store->session(id)->move_count == 6);
}

TEST_CASE("pop_move removes the last move and returns it; numbering continues after it") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-a", {"Ada"}));
  CHECK_FALSE(store->pop_move(id));
  store->append_move(id, card("a", 0, 0));
  store->append_move(id, card("b", 1, 0), true);
  const std::optional<StoredMove> popped = store->pop_move(id);
  REQUIRE(popped);
  CHECK(popped->move == card("b", 1, 0));
  CHECK(popped->house_ruling);
  store->append_move(id, card("c", 1, 1));
  const std::vector<StoredMove> moves = store->moves(id);
  REQUIRE(moves.size() == 2);
  CHECK(moves[0].move == card("a", 0, 0));
  CHECK(moves[1].move == card("c", 1, 1));
  CHECK(raw_query(path, "SELECT max(seq) FROM moves") == "1");
  CHECK(store->pop_move(id)->move == card("c", 1, 1));
  CHECK(store->pop_move(id)->move == card("a", 0, 0));
  CHECK_FALSE(store->pop_move(id));
  CHECK(store->moves(id).empty());
}

TEST_CASE("replace_moves_from changes the log's tail, results and all, in one checked step") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-c", {"Ada", "Bea"}));
  for (const char* name : {"a", "b", "c"}) store->append_move(id, card(name, 1, 0));
  store->finish_session(id, make_board({{"Ada", 3}, {"Bea", 4}}));
  raw_query(path, "UPDATE sessions SET finished_at = 100");

  // Move 2 replaced, a house ruling after it; the game still ends, with new results.
  json ruled = card("e", 2, 0);
  ruled[kHouseRulingKey] = true;
  store->replace_moves_from(id, 1, {card("d", 1, 1), ruled}, make_board({{"Ada", 9}, {"Bea", 2}}),
                            3);
  std::vector<StoredMove> moves = store->moves(id);
  REQUIRE(moves.size() == 3);
  CHECK(moves[0].move == card("a", 1, 0));
  CHECK(moves[1].move == card("d", 1, 1));
  CHECK(moves[2].move == card("e", 2, 0));
  CHECK(moves[2].house_ruling);
  CHECK(store->session(id)->winners == std::vector<std::string>{"Ada"});
  CHECK(raw_query(path, "SELECT finished_at FROM sessions") == "100");  // when it was played

  // Seen by a view that shows another number of moves: refused, nothing changed.
  CHECK_THROWS_AS(store->replace_moves_from(id, 0, {}, std::nullopt, 2), StoreError);
  CHECK(store->moves(id).size() == 3);
  CHECK_THROWS_AS(store->replace_moves_from(id, 4, {}, std::nullopt, 3), StoreError);

  // Everything from move 1 deleted: the game no longer ends.
  store->replace_moves_from(id, 0, {}, std::nullopt, 3);
  CHECK(store->moves(id).empty());
  CHECK(store->session(id)->status == SessionStatus::active);
  CHECK(raw_query(path, "SELECT count(*) FROM results") == "0");
}

TEST_CASE("finish stores scores, places and ranks; reopen removes them") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-c", {"Ada", "Bea", "Cid"}));
  store->append_move(id, {{"plays", json::array()}});
  Scoreboard board = make_board({{"Ada", 12}, {"Bea", 15.5}, {"Cid", 15.5}});
  store->finish_session(id, board);

  SessionSummary summary = *store->session(id);
  CHECK(summary.status == SessionStatus::finished);
  CHECK(summary.winners == std::vector<std::string>{"Bea", "Cid"});  // a shared first place
  CHECK(summary.winning_score == 15.5);
  CHECK(raw_query(path,
                  "SELECT group_concat(place) FROM (SELECT place FROM results ORDER BY "
                  "seat)") == "3,1,1");
  CHECK(raw_query(path, "SELECT finished_at IS NOT NULL FROM sessions") == "1");
  CHECK_THROWS_AS(store->append_move(id, card("x", 0, 0)), StoreError);
  CHECK_THROWS_AS(store->pop_move(id), StoreError);

  store->reopen_session(id);
  summary = *store->session(id);
  CHECK(summary.status == SessionStatus::active);
  CHECK(summary.winners.empty());
  CHECK_FALSE(summary.winning_score);
  CHECK(raw_query(path, "SELECT count(*) FROM results") == "0");
  CHECK(raw_query(path, "SELECT finished_at IS NULL FROM sessions") == "1");
  CHECK(store->pop_move(id));
}

TEST_CASE("finish matches scores to seats by name, whatever order the scoreboard has") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-d", {"Ada", "Bea"}));
  store->finish_session(id, make_board({{"Bea", 30}, {"Ada", 20}}));
  CHECK(raw_query(path,
                  "SELECT group_concat(score) FROM (SELECT score FROM results ORDER BY "
                  "seat)") == "20.0,30.0");
  CHECK(store->session(id)->winners == std::vector<std::string>{"Bea"});
}

TEST_CASE("a scoreboard that does not match the players is refused and nothing changes") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t id = store->create_session(make_table("game-d", {"Ada", "Bea"}));
  CHECK_THROWS_AS(store->finish_session(id, make_board({{"Ada", 3}})), StoreError);
  CHECK_THROWS_AS(store->finish_session(id, make_board({{"Ada", 3}, {"Zed", 4}})), StoreError);
  CHECK(store->session(id)->status == SessionStatus::active);
  CHECK(raw_query(path, "SELECT count(*) FROM results") == "0");
}

TEST_CASE("delete removes the session with its players' seats, moves and results") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const std::int64_t gone = store->create_session(make_table("game-a", {"Ada"}));
  const std::int64_t kept = store->create_session(make_table("game-a", {"Ada"}));
  for (std::int64_t id : {gone, kept}) {
    store->append_move(id, card("a", 0, 0));
    store->finish_session(id, make_board({{"Ada", id == gone ? 50.0 : 10.0}}));
  }
  store->delete_session(gone);
  CHECK_FALSE(store->session(gone));
  CHECK(store->session(kept));
  CHECK(raw_query(path, "SELECT count(*) FROM moves") == "1");
  CHECK(raw_query(path, "SELECT count(*) FROM results") == "1");
  CHECK(raw_query(path, "SELECT count(*) FROM session_players") == "1");
  CHECK(store->personal_best("game-a", "Ada") == 10.0);
  CHECK(raw_query(path, "PRAGMA foreign_key_check") == "");
}

TEST_CASE("an unknown session id is a StoreError for every call that needs one") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  CHECK_FALSE(store->session(42));
  CHECK_THROWS_WITH_AS(store->load_session(42), doctest::Contains("no session 42"), StoreError);
  CHECK_THROWS_AS(store->moves(42), StoreError);
  CHECK_THROWS_AS(store->append_move(42, card("a", 0, 0)), StoreError);
  CHECK_THROWS_AS(store->pop_move(42), StoreError);
  CHECK_THROWS_AS(store->finish_session(42, make_board({{"Ada", 1}})), StoreError);
  CHECK_THROWS_AS(store->reopen_session(42), StoreError);
  CHECK_THROWS_AS(store->delete_session(42), StoreError);
}

TEST_CASE("bad input to create_session and append_move is refused without storing anything") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  CHECK_THROWS_AS(store->create_session(make_table("", {"Ada"})), StoreError);
  CHECK_THROWS_AS(store->create_session(make_table("game-a", {})), StoreError);
  CHECK_THROWS_WITH_AS(store->create_session(make_table("game-d", {"Ada", "Ada"})),
                       doctest::Contains("appears twice"), StoreError);
  TableFile bad_moves = make_table("game-a", {"Ada"});
  bad_moves.moves = json::array({card("a", 0, 0), 7});
  CHECK_THROWS_AS(store->create_session(bad_moves), StoreError);
  CHECK(raw_query(path, "SELECT count(*) FROM sessions") == "0");
  const std::int64_t id = store->create_session(make_table("game-a", {"Ada"}));
  CHECK_THROWS_AS(store->append_move(id, json::array({1, 2})), StoreError);
  CHECK(store->moves(id).empty());
}

TEST_CASE("invalid UTF-8 in a table is stored with replacement characters, not an exception") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  TableFile table = make_table("game-a", {"Ada"});
  table.notes["x-note"] = "caf\xe9";
  const std::int64_t id = store->create_session(table);
  CHECK(store->load_session(id).notes["x-note"] == "caf\xef\xbf\xbd");
}

TEST_CASE("two stores on one file (the GUI and the command line) see each other's moves") {
  TempDir dir;
  const std::string path = dir.file("shared.db");
  auto gui = Store::open(path);
  auto cli = Store::open(path);
  const std::int64_t id = cli->create_session(make_table("game-a", {"Ada"}));
  gui->append_move(id, card("a", 0, 0));
  cli->append_move(id, card("b", 1, 0));
  CHECK(gui->moves(id).size() == 2);
  CHECK(cli->pop_move(id)->move == card("b", 1, 0));
  CHECK(gui->moves(id).size() == 1);
}

namespace {

// The kind of StoreError `write` throws ("none" when it throws nothing).
template <class Write>
std::string refusal_kind(Write&& write) {
  try {
    write();
  } catch (const StoreError& error) {
    return error.kind == StoreError::Kind::stale ? "stale" : "other";
  }
  return "none";
}

}  // namespace

TEST_CASE("a write that expects another move count (a stale window) changes nothing") {
  TempDir dir;
  const std::string path = dir.file("shared.db");
  auto first = Store::open(path);
  auto second = Store::open(path);
  const std::int64_t id = first->create_session(make_table("game-a", {"Ada"}));
  // Both windows show the empty log; the first one writes, the second one is now stale.
  first->append_move(id, card("a", 0, 0), false, 0);
  CHECK(refusal_kind([&] { second->append_move(id, card("b", 0, 0), false, 0); }) == "stale");
  CHECK(refusal_kind([&] { second->pop_move(id, 0); }) == "stale");
  CHECK(second->moves(id).size() == 1);
  CHECK(second->moves(id)[0].move == card("a", 0, 0));
  // A view that shows the log as stored writes; one that shows more moves than stored not.
  CHECK(refusal_kind([&] { second->append_move(id, card("b", 1, 0), false, 1); }) == "none");
  CHECK(refusal_kind([&] { first->append_move(id, card("c", 2, 0), false, 3); }) == "stale");
  CHECK(refusal_kind([&] { first->pop_move(id, 1); }) == "stale");
  CHECK(first->moves(id).size() == 2);

  first->finish_session(id, make_board({{"Ada", 3}}));
  CHECK(refusal_kind([&] { second->reopen_session(id, 1); }) == "stale");
  CHECK(first->session(id)->status == SessionStatus::finished);
  CHECK(refusal_kind([&] { second->reopen_session(id, 2); }) == "none");
}

TEST_CASE("a session's setup can be replaced and survives reopening") {
  TempDir dir;
  const std::string path = dir.file("setup.db");
  std::int64_t id = 0;
  const json setup = {
      {"runestones", json::array({{{"card", "c01"}, {"cell", {5, 2}}, {"animal", "dragon"}}})}};
  {
    auto store = Store::open(path);
    id = store->create_session(make_table("game-a", {"Ada"}));
    store->append_move(id, card("c01", 1, 0));
    store->update_setup(id, setup);
    CHECK_THROWS_AS(store->update_setup(id, json::array()), StoreError);
    CHECK_THROWS_AS(store->update_setup(id + 100, setup), StoreError);
  }
  auto store = Store::open(path);
  const TableFile table = store->load_session(id);
  CHECK(table.setup == setup);
  CHECK(table.moves.size() == 1);
}

TEST_CASE("a score-pad session is stored finished and loads back with its pad and no moves") {
  TempDir dir;
  auto store = Store::open(dir.file("pad.db"));
  TableFile table;
  table.game = "game-a";
  table.players = {"Ada", "Bo"};
  table.pad = json::array({{{"row", 7}}, {{"row", 9}}});
  table.played_at = "2025-07-01T18:30";
  table.duration_min = 40;
  const std::int64_t id = store->create_session(table, make_board({{"Ada", 7}, {"Bo", 9}}));
  const TableFile loaded = store->load_session(id);
  CHECK(loaded.is_pad());
  CHECK(loaded.pad == table.pad);
  CHECK(loaded.moves.empty());
  CHECK(loaded.played_at == "2025-07-01T18:30");
  CHECK(loaded.duration_min == 40);
  CHECK_FALSE(to_json(loaded).contains("moves"));
  CHECK(store->moves(id).empty());
  const std::optional<SessionSummary> summary = store->session(id);
  REQUIRE(summary);
  CHECK(summary->status == SessionStatus::finished);
  CHECK(summary->pad);
  CHECK(summary->played_at == "2025-07-01T18:30");
  const std::optional<SessionSummary> mirrored =
      store->session(store->create_session(make_table("game-a", {"Ada"})));
  REQUIRE(mirrored);
  CHECK_FALSE(mirrored->pad);
  CHECK_FALSE(mirrored->played_at);
}

TEST_CASE("when a session was played is set, changed and removed later, and checked") {
  TempDir dir;
  auto store = Store::open(dir.file("when.db"));
  const std::int64_t id = store->create_session(make_table("game-a", {"Ada"}));
  store->set_when_played(id, "2024-06-01T20:15", 42);
  TableFile loaded = store->load_session(id);
  CHECK(loaded.played_at == "2024-06-01T20:15");
  CHECK(loaded.duration_min == 42);
  CHECK(store->session(id)->played_at == "2024-06-01T20:15");
  store->set_when_played(id, std::nullopt, 15);
  loaded = store->load_session(id);
  CHECK_FALSE(loaded.played_at.has_value());
  CHECK(loaded.duration_min == 15);
  CHECK_THROWS_AS(store->set_when_played(id, "2024-02-30T20:15", std::nullopt), StoreError);
  CHECK_THROWS_AS(store->set_when_played(id, std::nullopt, -5), StoreError);
  CHECK(store->load_session(id).duration_min == 15);  // a refused change leaves it as it was
  CHECK_THROWS_AS(store->set_when_played(id + 100, std::nullopt, std::nullopt), StoreError);
}

TEST_CASE("a store that read sessions closes fully: its log is folded in and removed") {
  // Reading a session keeps its queries prepared for the next one; they must not keep the
  // connection open past the store.
  TempDir dir;
  const std::string path = dir.file("t.db");
  {
    auto store = Store::open(path);
    TableFile table = make_table("game-a", {"Ada"});
    table.moves.push_back(card("c01", 0, 0));
    const std::int64_t id = store->create_session(table);
    for (int read = 0; read < 3; ++read) {
      CHECK(store->load_session(id).moves.size() == 1);
      CHECK(store->moves(id).size() == 1);
    }
    CHECK(std::filesystem::exists(path + "-wal"));
  }
  CHECK_FALSE(std::filesystem::exists(path + "-wal"));
  CHECK(Store::open(path)->load_session(1).players == std::vector<std::string>{"Ada"});
}
