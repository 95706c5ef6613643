// Play records from the store: finished sessions only, oldest first, filtered by game and
// start date; the dates given to --since.

#include <doctest/doctest.h>

#include <filesystem>
#include <random>

#include "bgstats/stored_plays.h"
#include "core/input_error.h"
#include "core/registry.h"
#include "core/replay.h"
#include "export_fixture.h"

namespace {

namespace fs = std::filesystem;

class TempDb {
 public:
  TempDb() {
    std::random_device seed;
    path_ = fs::temp_directory_path() / ("tributary-export-test-" + std::to_string(seed()) + ".db");
  }
  ~TempDb() {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-clean"})
      fs::remove(path_.string() + suffix, ignored);
  }
  std::string path() const { return path_.string(); }

 private:
  fs::path path_;
};

// Stores the table; finishes it when its moves reach the end.
std::int64_t store_table(trib::Store& store, const std::string& relative_path) {
  const trib::PlayRecord play = trib::test::play_from_file(relative_path);
  const std::int64_t id = store.create_session(play.table);
  const trib::Replay replayed = trib::replay(*trib::find_game(play.table.game), play.table);
  if (replayed.match->finished()) store.finish_session(id, replayed.match->score());
  return id;
}

// The first golden play of each of the first two games with one: two finished tables of
// different games.
std::vector<std::string> finished_tables_of_two_games() {
  std::vector<std::string> tables;
  std::string last_game;
  for (const trib::test::GoldenPlay& golden : trib::test::golden_plays()) {
    const std::string game = golden.name.substr(0, golden.name.find('/'));
    if (game != last_game && tables.size() < 2) tables.push_back(golden.table);
    last_game = game;
  }
  REQUIRE(tables.size() == 2);
  return tables;
}

// Every play for_each_stored_play gives, in its order.
std::vector<trib::PlayRecord> stored_plays(const trib::Store& store, const trib::PlayQuery& query) {
  std::vector<trib::PlayRecord> plays;
  trib::for_each_stored_play(store, query,
                             [&](const trib::PlayRecord& play) { plays.push_back(play); });
  return plays;
}

}  // namespace

TEST_CASE("only finished sessions are plays, oldest first, filtered by game and date") {
  TempDb db;
  auto store = trib::Store::open(db.path());
  const std::vector<std::string> tables = finished_tables_of_two_games();
  const std::int64_t first = store_table(*store, tables[0]);
  trib::PlayRecord unfinished = trib::test::play_from_file(tables[0]);
  unfinished.table.moves.erase(unfinished.table.moves.begin() +
                                   static_cast<std::ptrdiff_t>(unfinished.table.moves.size() / 2),
                               unfinished.table.moves.end());
  REQUIRE_FALSE(
      trib::replay(*trib::find_game(unfinished.table.game), unfinished.table).match->finished());
  const std::int64_t open = store->create_session(unfinished.table);
  const std::int64_t second = store_table(*store, tables[1]);
  const std::string second_game = trib::test::play_from_file(tables[1]).table.game;

  CHECK(trib::stored_play(*store, first).has_value());
  CHECK_FALSE(trib::stored_play(*store, open).has_value());
  CHECK_THROWS_AS(trib::stored_play(*store, 999), trib::StoreError);

  const auto all = stored_plays(*store, {});
  REQUIRE(all.size() == 2);
  CHECK(all[0].play_id == std::to_string(first));
  CHECK(all[1].play_id == std::to_string(second));
  CHECK(all[0].finished_at >= all[0].started_at);
  CHECK(all[1].table.game == second_game);

  trib::PlayQuery by_game;
  by_game.game = second_game;
  REQUIRE(stored_plays(*store, by_game).size() == 1);
  CHECK(stored_plays(*store, by_game)[0].play_id == std::to_string(second));

  trib::PlayQuery future;
  future.since = all[0].started_at + 366 * 24 * 3600;
  CHECK(stored_plays(*store, future).empty());
  trib::PlayQuery past;
  past.since = all[0].started_at - 24 * 3600;
  CHECK(stored_plays(*store, past).size() == 2);
}

TEST_CASE("a stored play exports with its session id") {
  trib::test::use_utc();
  TempDb db;
  auto store = trib::Store::open(db.path());
  const std::string table = trib::test::golden_plays().back().table;
  const std::int64_t id = store_table(*store, table);
  const auto play = trib::stored_play(*store, id);
  REQUIRE(play);
  const nlohmann::json document = trib::bgstats_play(*play);
  CHECK(document["sourcePlayId"] == std::to_string(id));
  CHECK(document["sourceName"] == "Tributary");
  CHECK(document["game"]["sourceGameId"] == trib::test::play_from_file(table).table.game);
}

TEST_CASE("--since dates are local midnights, and nonsense is refused") {
  trib::test::use_utc();
  CHECK(trib::parse_local_date("2026-03-14") == 1773446400);
  CHECK(trib::parse_local_date("1970-01-01") == 0);
  for (const char* bad : {"", "2026-3-14", "2026-02-30", "2026-13-01", "14.03.2026", "2026-03-1x",
                          "2026-03-14T00:00"}) {
    CAPTURE(bad);
    CHECK_FALSE(trib::parse_local_date(bad).has_value());
  }
}

TEST_CASE("plays keep their order past a page of ids, and an error in each ends the export") {
  TempDb db;
  auto store = trib::Store::open(db.path());
  const std::string table = finished_tables_of_two_games()[0];
  std::vector<std::int64_t> ids;
  for (int i = 0; i < 300; ++i) ids.push_back(store_table(*store, table));  // over a page of 256
  const auto all = stored_plays(*store, {});
  REQUIRE(all.size() == ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) CHECK(all[i].play_id == std::to_string(ids[i]));

  int seen = 0;
  CHECK_THROWS_WITH(trib::for_each_stored_play(*store, {},
                                               [&](const trib::PlayRecord&) {
                                                 if (++seen == 2) throw trib::InputError("no more");
                                               }),
                    "no more");
  CHECK(seen == 2);
  // The store is still whole for the next export.
  CHECK(stored_plays(*store, {}).size() == ids.size());
}
