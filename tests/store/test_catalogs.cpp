// Catalogs stored once (schema 4): a version 3 file migrates with every session's table
// reading back the same, sessions share one catalog row per distinct catalog, and merge,
// repair, backup and export carry them.

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

// Sessions of three games and two catalogs each, finished or not, with moves and a
// score pad; returns each session's table as export writes it, by id.
std::map<std::int64_t, std::string> add_varied_sessions(Store& store, int count) {
  std::map<std::int64_t, std::string> tables;
  const char* games[] = {"game-a", "game-c", "game-d"};
  for (int i = 0; i < count; ++i) {
    TableFile table = make_table(games[i % 3], {"Ada", "Bo " + std::to_string(i % 4)});
    if (i % 2 == 1) table.catalog["cards"]["c01"]["rows"] = {"RRLL", "LLRR", "Ł"};
    for (int m = 0; m < i % 5; ++m) table.moves.push_back({{"player", m % 2}, {"n", m}});
    const std::int64_t id =
        i % 3 == 0 ? store.create_session(table)
                   : store.create_session(
                         table, make_board({{table.players[0], i}, {table.players[1], 0.5 * i}}));
    tables[id] = to_json(store.load_session(id)).dump();
  }
  return tables;
}

std::map<std::int64_t, std::string> loaded_tables(const Store& store) {
  std::map<std::int64_t, std::string> tables;
  HistoryFilter all;
  all.limit = -1;
  for (const SessionSummary& summary : store.sessions(all)) {
    tables[summary.id] = to_json(store.load_session(summary.id)).dump();
  }
  return tables;
}

// Every record line, for comparing two databases' records.
std::string migrated_records_text(const Store& store) {
  std::string text;
  for (const PlayerRecord& r : store.records(std::nullopt, std::nullopt)) {
    text += r.player + " " + r.game + " " + std::to_string(r.games) + " " + std::to_string(r.wins) +
            " " + std::to_string(r.solo_games) + " " + (r.best ? std::to_string(*r.best) : "-") +
            " " + (r.average ? std::to_string(*r.average) : "-") + " " +
            (r.solo ? (*r.solo ? "solo" : "others") : "all") + "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("sessions share one stored catalog per distinct catalog") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  const auto tables = add_varied_sessions(*store, 30);
  CHECK(raw_query(path, "SELECT count(*) FROM catalogs") == "2");
  CHECK(raw_query(path, "SELECT count(*) FROM sessions WHERE catalog_id IS NULL") == "0");
  CHECK(raw_query(path, "SELECT count(*) FROM sessions WHERE instr(table_json, 'LLRR') > 0") ==
        "0");
  CHECK(loaded_tables(*store) == tables);
}

TEST_CASE("a version 3 file migrates in one step: every table reads back byte-identical") {
  TempDir dir;
  const std::string path = dir.file("v3.db");
  std::map<std::int64_t, std::string> tables;
  std::string records;
  {
    auto store = Store::open(path);
    tables = add_varied_sessions(*store, 60);
    // Ada also plays game-c alone: her records there come in two parts.
    for (int i = 0; i < 3; ++i) {
      const std::int64_t id = store->create_session(make_table("game-c", {"Ada"}),
                                                    make_board({{"Ada", 70 + i}}, "Delta"));
      tables[id] = to_json(store->load_session(id)).dump();
    }
    records = migrated_records_text(*store);
  }
  CAPTURE(records);
  REQUIRE(records.find("Ada game-c 3 0 3 72.000000 71.000000 solo") != std::string::npos);
  make_version_3(path);
  REQUIRE(raw_query(path, "PRAGMA user_version") == "3");
  REQUIRE(raw_query(path, "SELECT count(*) FROM sessions WHERE instr(table_json, 'LLRR') > 0") ==
          "63");
  // A row no migration can read keeps its text whole.
  raw_query(path, "UPDATE sessions SET table_json = '{broken' WHERE id = 7");
  tables.erase(7);
  REQUIRE(raw_query(path, "SELECT status FROM sessions WHERE id = 7") == "active");

  auto store = Store::open(path);
  CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
  CHECK(raw_query(path, "SELECT count(*) FROM catalogs") == "2");
  CHECK(raw_query(path, "SELECT count(*) FROM sessions WHERE instr(table_json, 'LLRR') > 0") ==
        "0");
  CHECK(raw_query(path, "SELECT table_json FROM sessions WHERE id = 7") == "{broken");
  CHECK_THROWS_AS(store->load_session(7), StoreError);
  store->delete_session(7);
  CHECK(loaded_tables(*store) == tables);
  CHECK(migrated_records_text(*store) == records);  // rebuilt with each part's totals
  // New sessions of the same catalogs join the migrated rows.
  add_varied_sessions(*store, 4);
  CHECK(raw_query(path, "SELECT count(*) FROM catalogs") == "2");
}

TEST_CASE("merge carries catalogs, from a file of this schema or of version 3") {
  TempDir dir;
  const std::string other_path = dir.file("other.db");
  std::map<std::int64_t, std::string> other_tables;
  {
    auto other = Store::open(other_path);
    other_tables = add_varied_sessions(*other, 12);
  }
  const std::string old_path = dir.file("old.db");
  std::filesystem::copy_file(other_path, old_path);
  make_version_3(old_path);

  for (const std::string& from : {other_path, old_path}) {
    CAPTURE(from);
    const std::string here_path = dir.file("here-" + std::to_string(from.size()) + ".db");
    auto here = Store::open(here_path);
    TableFile own = make_table("game-a", {"Cy"});
    own.catalog = {{"cards", nlohmann::json::object()}};
    here->create_session(own);
    const MergeReport report = here->merge_from(from);
    REQUIRE(report.added.size() == other_tables.size());
    for (const MergeReport::Session& added : report.added) {
      CHECK(to_json(here->load_session(added.id)).dump() == other_tables.at(added.from_id));
    }
    CHECK(raw_query(here_path, "SELECT count(*) FROM catalogs") == "3");
    CHECK(here->merge_from(from).already_there == static_cast<std::int64_t>(other_tables.size()));
  }
  // The same sessions from either file are the same sessions.
  auto here = Store::open(dir.file("both.db"));
  here->merge_from(other_path);
  CHECK(here->merge_from(old_path).already_there == static_cast<std::int64_t>(other_tables.size()));
}

TEST_CASE("repair and backup keep every catalog") {
  TempDir dir;
  const std::string path = dir.file("games.db");
  std::map<std::int64_t, std::string> tables;
  {
    auto store = Store::open(path);
    tables = add_varied_sessions(*store, 20);
    store->back_up_to(dir.file("backup.db"));
  }
  CHECK(loaded_tables(*Store::open(dir.file("backup.db"))) == tables);
  const std::string old = dir.file("old.db");
  std::filesystem::copy_file(path, old);
  make_version_3(old);
  for (const std::string& source : {path, old}) {
    CAPTURE(source);
    const std::string copy = dir.file("repaired-" + std::to_string(source.size()) + ".db");
    const RepairReport report = Store::make_repaired_copy(source, copy);
    CHECK(report.losses.empty());
    CHECK(loaded_tables(*Store::open(copy)) == tables);
    CHECK(raw_query(copy, "SELECT count(*) FROM catalogs") == "2");
  }
}

TEST_CASE("a session lent with with_session reads as load_session gives it, and lends again") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  const auto tables = add_varied_sessions(*store, 12);
  // Twice over, so the second round lends the catalogs the first gave back.
  for (int round = 0; round < 2; ++round) {
    for (const auto& entry : tables) {
      // Named apart: clang 14 cannot capture a structured binding.
      const std::int64_t id = entry.first;
      const std::string& expected = entry.second;
      store->with_session(id, [&](TableFile& table) {
        CHECK(to_json(table).dump() == expected);
        // A load inside the loan reads the same catalog afresh, not the one lent out.
        CHECK(to_json(store->load_session(id)).dump() == expected);
      });
    }
  }
  // A use that moves the table away and drops it: the store reads that catalog again.
  const std::int64_t first = tables.begin()->first;
  store->with_session(first, [](TableFile& table) { TableFile taken = std::move(table); });
  CHECK(to_json(store->load_session(first)).dump() == tables.begin()->second);
  CHECK(loaded_tables(*store) == tables);
}
