// Records, personal bests, score history and rank counts.

#include <doctest/doctest.h>

#include <map>
#include <random>

#include "store/schema.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

const PlayerRecord* find(const std::vector<PlayerRecord>& records, const std::string& player,
                         const std::string& game) {
  for (const PlayerRecord& record : records) {
    if (record.player == player && record.game == game) return &record;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("an empty database has no records") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  CHECK(store->records(std::nullopt, std::nullopt).empty());
  CHECK(store->records("game-a", "Ada").empty());
  CHECK_FALSE(store->personal_best("game-a", "Ada"));
  CHECK(store->score_history("game-a", "Ada").empty());
  CHECK(store->rank_counts("game-a", "Ada").empty());
  CHECK(store->player_names().empty());
}

TEST_CASE("records count finished games, wins with shared places, best and average") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  const auto play = [&](const std::string& game,
                        const std::vector<std::pair<std::string, double>>& scores) {
    std::vector<std::string> players;
    for (const auto& entry : scores) players.push_back(entry.first);
    const std::int64_t id = store->create_session(make_table(game, players));
    store->finish_session(id, make_board(scores));
    return id;
  };
  play("game-d", {{"Ada", 40}, {"Bea", 35}});
  play("game-d", {{"Ada", 20}, {"Bea", 20}});  // shared first place: a win for both
  play("game-d", {{"Ada", 30}, {"Bea", 50}});
  play("game-a", {{"Ada", 17}});
  play("game-a", {{"Ada", 21}});
  // An active session does not count.
  store->create_session(make_table("game-d", {"Ada", "Bea"}));

  const std::vector<PlayerRecord> all = store->records(std::nullopt, std::nullopt);
  REQUIRE(all.size() == 3);
  const PlayerRecord* ada_d = find(all, "Ada", "game-d");
  REQUIRE(ada_d);
  CHECK(ada_d->games == 3);
  CHECK(ada_d->wins == 2);
  CHECK(ada_d->best == 40);
  CHECK(ada_d->average == doctest::Approx(30));
  const PlayerRecord* bea_d = find(all, "Bea", "game-d");
  REQUIRE(bea_d);
  CHECK(bea_d->games == 3);
  CHECK(bea_d->wins == 2);
  CHECK(bea_d->best == 50);
  CHECK(bea_d->average == doctest::Approx(35));
  const PlayerRecord* ada_a = find(all, "Ada", "game-a");
  REQUIRE(ada_a);
  CHECK(ada_a->games == 2);
  CHECK(ada_a->wins == 0);  // solo games are counted as such, never as wins
  CHECK(ada_a->solo_games == 2);
  CHECK(ada_a->best == 21);
  CHECK(ada_a->average == doctest::Approx(19));

  CHECK(store->records("game-a", std::nullopt).size() == 1);
  CHECK(store->records(std::nullopt, "Ada").size() == 2);
  CHECK(store->records(std::nullopt, "Bea").size() == 1);
  const std::vector<PlayerRecord> one = store->records("game-d", "Bea");
  REQUIRE(one.size() == 1);
  CHECK(one[0].best == 50);
  CHECK(store->records("game-b", "Ada").empty());
  CHECK(store->records(std::nullopt, "Nobody").empty());

  CHECK(store->personal_best("game-d", "Ada") == 40);
  CHECK(store->personal_best("game-a", "Ada") == 21);
  CHECK_FALSE(store->personal_best("game-a", "Bea"));
}

TEST_CASE("reopening or deleting a session takes its results out of the records") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  const std::int64_t low = store->create_session(make_table("game-a", {"Ada"}));
  const std::int64_t high = store->create_session(make_table("game-a", {"Ada"}));
  store->finish_session(low, make_board({{"Ada", 10}}));
  store->finish_session(high, make_board({{"Ada", 30}}));
  CHECK(store->records("game-a", "Ada").at(0).best == 30);
  store->reopen_session(high);
  std::vector<PlayerRecord> records = store->records("game-a", "Ada");
  REQUIRE(records.size() == 1);
  CHECK(records[0].games == 1);
  CHECK(records[0].best == 10);
  CHECK(records[0].average == 10);
  CHECK(store->personal_best("game-a", "Ada") == 10);
  store->delete_session(low);
  CHECK(store->records(std::nullopt, std::nullopt).empty());
  CHECK_FALSE(store->personal_best("game-a", "Ada"));
  // Finishing twice replaces the results instead of counting them twice.
  store->finish_session(high, make_board({{"Ada", 12}}));
  store->finish_session(high, make_board({{"Ada", 14}}));
  records = store->records("game-a", "Ada");
  REQUIRE(records.size() == 1);
  CHECK(records[0].games == 1);
  CHECK(records[0].best == 14);
}

TEST_CASE("score history is ordered by finish time; rank counts count each title") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  std::vector<std::int64_t> ids;
  const std::vector<std::pair<double, const char*>> games = {
      {20, "Stream Keeper"}, {31, "River Guardian"}, {25, "Stream Keeper"}, {9, nullptr}};
  for (const auto& [score, rank] : games) {
    ids.push_back(store->create_session(make_table("game-a", {"Ada"})));
    std::optional<std::string> title;
    if (rank) title = rank;
    store->finish_session(ids.back(), make_board({{"Ada", score}}, title));
  }
  // Finish times out of id order: 1st session last, 3rd first.
  const std::vector<int> finished_at = {400, 200, 100, 300};
  for (std::size_t i = 0; i < ids.size(); ++i) {
    raw_query(path, "UPDATE results SET finished_at = " + std::to_string(finished_at[i]) +
                        " WHERE session_id = " + std::to_string(ids[i]));
  }
  const std::vector<ScorePoint> history = store->score_history("game-a", "Ada");
  REQUIRE(history.size() == 4);
  CHECK(history[0].session_id == ids[2]);
  CHECK(history[0].finished_at == 100);
  CHECK(history[0].score == 25);
  CHECK(history[1].session_id == ids[1]);
  CHECK(history[2].session_id == ids[3]);
  CHECK(history[3].session_id == ids[0]);
  CHECK(history[3].score == 20);
  CHECK(store->score_history("game-d", "Ada").empty());

  using Counts = std::vector<std::pair<std::string, std::int64_t>>;
  CHECK(store->rank_counts("game-a", "Ada") == Counts{{"Stream Keeper", 2}, {"River Guardian", 1}});
  CHECK(store->rank_counts("game-a", "Bea").empty());
}

TEST_CASE("records always equal a direct count over the results (random finish/reopen/delete)") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  std::mt19937 random(20240611);
  const std::vector<std::string> names = {"Ada", "Bea", "Cid", "Dee"};
  const std::vector<std::string> game_ids = {"game-d", "game-c"};
  std::vector<std::int64_t> sessions;
  for (int step = 0; step < 300; ++step) {
    const unsigned action = random() % 10;
    if (action < 6 || sessions.empty()) {
      std::vector<std::pair<std::string, double>> scores;
      for (const std::string& name : names) {
        if (random() % 2 || scores.empty()) scores.emplace_back(name, (random() % 40) / 2.0);
      }
      std::vector<std::string> seats;
      for (const auto& entry : scores) seats.push_back(entry.first);
      const std::int64_t id = store->create_session(make_table(game_ids[random() % 2], seats));
      Scoreboard board = make_board(scores);
      board.highest_wins = random() % 4 != 0;  // now and then a flipped raft
      assign_places(board.players, board.highest_wins);
      store->finish_session(id, board);
      sessions.push_back(id);
    } else {
      const std::size_t pick = random() % sessions.size();
      if (action < 8) {
        store->reopen_session(sessions[pick]);
      } else {
        store->delete_session(sessions[pick]);
      }
      sessions.erase(sessions.begin() + static_cast<std::ptrdiff_t>(pick));
    }
  }
  // The expected values, computed straight from the results rows: a pair played both solo
  // and with others gives two rows, each part counted on its own.
  const std::vector<PlayerRecord> records = store->records(std::nullopt, std::nullopt);
  const std::string one_seat =
      " AND (SELECT count(*) FROM results o WHERE o.session_id = r.session_id) = 1";
  const std::string shared =
      " AND (SELECT count(*) FROM results o WHERE o.session_id = r.session_id) > 1";
  std::size_t rows = 0, mixed_pairs = 0;
  for (const std::string& name : names) {
    for (const std::string& game : game_ids) {
      const std::string pair_where =
          " FROM results r JOIN players p ON p.id = r.player_id WHERE "
          "p.name = '" +
          name + "' AND r.game = '" + game + "'";
      const std::int64_t all = std::stoll(raw_query(path, "SELECT count(*)" + pair_where));
      const std::int64_t solo =
          std::stoll(raw_query(path, "SELECT count(*)" + pair_where + one_seat));
      const bool mixed = solo > 0 && solo < all;
      mixed_pairs += mixed;
      const std::vector<std::optional<bool>> parts =
          mixed ? std::vector<std::optional<bool>>{true, false}
                : std::vector<std::optional<bool>>{std::nullopt};
      for (const std::optional<bool>& part : parts) {
        const std::string where = pair_where + (!part ? "" : *part ? one_seat : shared);
        const std::int64_t games = std::stoll(raw_query(path, "SELECT count(*)" + where));
        const PlayerRecord* record = nullptr;
        for (const PlayerRecord& candidate : records) {
          if (candidate.player == name && candidate.game == game && candidate.solo == part) {
            record = &candidate;
          }
        }
        CAPTURE(name);
        CAPTURE(game);
        CAPTURE(part.value_or(false));
        if (games == 0) {
          CHECK_FALSE(record);
          continue;
        }
        ++rows;
        REQUIRE(record);
        CHECK(record->games == games);
        CHECK(record->wins ==
              std::stoll(raw_query(path, "SELECT count(*)" + where + " AND r.place = 1" + shared)));
        CHECK(record->low_wins ==
              std::stoll(raw_query(path, "SELECT count(*)" + where + " AND r.place = 1" + shared +
                                             " AND NOT r.highest_wins")));
        CHECK(record->solo_games ==
              std::stoll(raw_query(path, "SELECT count(*)" + where + one_seat)));
        const std::string best =
            raw_query(path, "SELECT max(score)" + where + " AND r.highest_wins");
        if (best.empty()) {
          CHECK_FALSE(record->best);
          CHECK_FALSE(record->average);
        } else {
          CHECK(record->best == std::stod(best));
          CHECK(record->average ==
                doctest::Approx(std::stod(
                    raw_query(path, "SELECT avg(score)" + where + " AND r.highest_wins"))));
        }
        if (!mixed) CHECK(store->personal_best(game, name) == record->best);
      }
    }
  }
  CHECK(records.size() == rows);
  CHECK(rows > 4);
  CHECK(mixed_pairs > 0);
}

TEST_CASE("a game played solo and with others keeps its bests and averages apart") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  const std::int64_t solo = store->create_session(make_table("game-w", {"Ada"}));
  store->finish_session(solo, make_board({{"Ada", 54}}, "Rushing Torrent"));
  const std::int64_t group = store->create_session(make_table("game-w", {"Ada", "Bea", "Cid"}));
  store->finish_session(group, make_board({{"Ada", 4}, {"Bea", 9}, {"Cid", 2}}));
  const std::vector<PlayerRecord> ada = store->records("game-w", "Ada");
  REQUIRE(ada.size() == 2);
  CHECK(ada[0].solo == true);
  CHECK(ada[0].games == 1);
  CHECK(ada[0].best == 54);
  CHECK(ada[0].average == 54);
  CHECK(ada[0].solo_games == 1);
  CHECK(ada[0].wins == 0);
  CHECK(ada[1].solo == false);
  CHECK(ada[1].games == 1);
  CHECK(ada[1].best == 4);
  CHECK(ada[1].average == 4);
  CHECK(ada[1].solo_games == 0);
  // Bea only ever played with others: one row, not split.
  const std::vector<PlayerRecord> bea = store->records("game-w", "Bea");
  REQUIRE(bea.size() == 1);
  CHECK_FALSE(bea[0].solo.has_value());
  CHECK(bea[0].wins == 1);
}

TEST_CASE("a flipped raft's scores are no personal best; its wins count apart; solo is no win") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  // Reached the end of the river: Alice 5, Bob 3.
  const std::int64_t river = store->create_session(make_table("game-c", {"Alice", "Bob", "Carol"}));
  store->finish_session(river, make_board({{"Alice", 5}, {"Bob", 3}, {"Carol", 1}}));
  // Flipped: the fewest hearts win (Alice and Bob 2), Carol's 6 is no best.
  const std::int64_t flipped =
      store->create_session(make_table("game-c", {"Alice", "Bob", "Carol"}));
  Scoreboard flip = make_board({{"Alice", 2}, {"Bob", 2}, {"Carol", 6}});
  flip.highest_wins = false;
  assign_places(flip.players, false);
  store->finish_session(flipped, flip);
  const std::vector<PlayerRecord> records = store->records("game-c", std::nullopt);
  const PlayerRecord* alice = find(records, "Alice", "game-c");
  const PlayerRecord* carol = find(records, "Carol", "game-c");
  REQUIRE(alice);
  REQUIRE(carol);
  CHECK(alice->games == 2);
  CHECK(alice->wins == 2);
  CHECK(alice->low_wins == 1);
  CHECK(alice->best == 5);
  CHECK(alice->average == 5);
  CHECK(carol->wins == 0);
  CHECK(carol->best == 1);  // not the 6 hearts of the flipped raft
  CHECK(store->personal_best("game-c", "Carol") == 1);
  // A player whose only game flipped has no best at all.
  const std::int64_t only_flip = store->create_session(make_table("game-c", {"Dee", "Eve"}));
  Scoreboard dee = make_board({{"Dee", 4}, {"Eve", 1}});
  dee.highest_wins = false;
  assign_places(dee.players, false);
  store->finish_session(only_flip, dee);
  const PlayerRecord eve = store->records("game-c", "Eve").at(0);
  CHECK(eve.wins == 1);
  CHECK(eve.low_wins == 1);
  CHECK_FALSE(eve.best);
  CHECK_FALSE(eve.average);
  CHECK_FALSE(store->personal_best("game-c", "Dee"));
  // Solo games are counted as solo games, not wins.
  const std::int64_t solo = store->create_session(make_table("game-a", {"Alice"}));
  store->finish_session(solo, make_board({{"Alice", 21}}, "River Guardian"));
  const PlayerRecord alone = store->records("game-a", "Alice").at(0);
  CHECK(alone.wins == 0);
  CHECK(alone.solo_games == 1);
  CHECK(alone.best == 21);
  // Undoing the flipped game's end takes its win out again.
  store->reopen_session(flipped);
  const PlayerRecord after = store->records("game-c", "Alice").at(0);
  CHECK(after.wins == 1);
  CHECK(after.low_wins == 0);
}

TEST_CASE("a version 1 file is migrated: flips found from its places, records rebuilt") {
  TempDir dir;
  const std::string path = dir.file("v1.db");
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    store_detail::migrate(db, path, 1);
    // As version 1 stored them: a flipped raft (Ada and Bea 2 beat Cid's 6), an ended
    // river (Cid 9 wins) and a solo River Wild game.
    const char* rows = R"sql(
      INSERT INTO players(id, name) VALUES (1, 'Ada'), (2, 'Bea'), (3, 'Cid');
      INSERT INTO sessions VALUES (1, 'game-c', 'finished', 1, 1, 1, '{}'),
                                  (2, 'game-c', 'finished', 2, 2, 2, '{}'),
                                  (3, 'game-a', 'finished', 3, 3, 3, '{}');
      INSERT INTO session_players VALUES (1, 0, 1, 'game-c', 'finished', 1),
        (1, 1, 2, 'game-c', 'finished', 1), (1, 2, 3, 'game-c', 'finished', 1),
        (2, 0, 1, 'game-c', 'finished', 2), (2, 1, 3, 'game-c', 'finished', 2),
        (3, 0, 1, 'game-a', 'finished', 3);
      INSERT INTO results VALUES (1, 0, 1, 'game-c', 2, 1, NULL, 1),
        (1, 1, 2, 'game-c', 2, 1, NULL, 1), (1, 2, 3, 'game-c', 6, 3, NULL, 1),
        (2, 0, 1, 'game-c', 4, 2, NULL, 2), (2, 1, 3, 'game-c', 9, 1, NULL, 2),
        (3, 0, 1, 'game-a', 30, 1, 'River Guardian', 3);
    )sql";
    REQUIRE(sqlite3_exec(db, rows, nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
  }
  REQUIRE(raw_query(path, "PRAGMA user_version") == "1");
  REQUIRE(raw_query(path,
                    "SELECT best FROM player_records WHERE player_id = 3 AND "
                    "game = 'game-c'") == "9.0");
  auto store = Store::open(path);
  CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
  CHECK(raw_query(path,
                  "SELECT group_concat(highest_wins) FROM (SELECT highest_wins FROM "
                  "results ORDER BY session_id, seat)") == "0,0,0,1,1,1");
  const std::vector<PlayerRecord> records = store->records(std::nullopt, std::nullopt);
  const PlayerRecord* ada = find(records, "Ada", "game-c");
  const PlayerRecord* cid = find(records, "Cid", "game-c");
  const PlayerRecord* solo = find(records, "Ada", "game-a");
  REQUIRE(ada);
  REQUIRE(cid);
  REQUIRE(solo);
  CHECK(ada->wins == 1);
  CHECK(ada->low_wins == 1);
  CHECK(ada->best == 4);
  CHECK(cid->wins == 1);
  CHECK(cid->best == 9);
  CHECK(cid->average == 9);  // the 6 hearts of the flipped raft do not count
  CHECK(solo->wins == 0);
  CHECK(solo->solo_games == 1);
  CHECK(store->rank_counts("game-a", "Ada") ==
        std::vector<std::pair<std::string, std::int64_t>>{{"River Guardian", 1}});
  CHECK(store->session(1)->winners == std::vector<std::string>{"Ada", "Bea"});
  // The migrated triggers keep counting new results.
  const std::int64_t id = store->create_session(make_table("game-c", {"Ada", "Cid"}));
  store->finish_session(id, make_board({{"Ada", 12}, {"Cid", 3}}));
  CHECK(store->records("game-c", "Ada").at(0).best == 12);
  CHECK(store->records("game-c", "Ada").at(0).wins == 2);
}

TEST_CASE("mirrored games only: score pads leave the records, the chart and the rank titles") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  // Mirrored: the moves are stored. A score pad stores none.
  const std::int64_t mirrored = store->create_session(make_table("game-w", {"Ada", "Bea"}));
  store->append_move(mirrored, {{"n", 1}});
  store->finish_session(mirrored, make_board({{"Ada", 30}, {"Bea", 20}}));
  const std::int64_t pad = store->create_session(make_table("game-w", {"Ada", "Bea"}));
  store->finish_session(pad, make_board({{"Ada", 10}, {"Bea", 70}}));
  const std::int64_t solo_pad = store->create_session(make_table("game-w", {"Ada"}));
  store->finish_session(solo_pad, make_board({{"Ada", 90}}, "Rushing Torrent"));

  const auto all = store->records("game-w", "Ada");
  REQUIRE(all.size() == 2);  // played solo and with others
  CHECK(all[1].games == 2);
  CHECK(all[1].best == 30);
  CHECK(all[1].average == 20);

  const auto only = store->records("game-w", std::nullopt, RecordSessions::mirrored);
  REQUIRE(only.size() == 2);  // Ada, then Bea: best first
  CHECK(only[0].player == "Ada");
  CHECK_FALSE(only[0].solo.has_value());  // with the solo pad left out, no split
  CHECK(only[0].games == 1);
  CHECK(only[0].wins == 1);
  CHECK(only[0].best == 30);
  CHECK(only[1].player == "Bea");
  CHECK(only[1].wins == 0);
  CHECK(only[1].best == 20);

  CHECK(store->score_history("game-w", "Ada").size() == 3);
  CHECK(store->score_history("game-w", "Ada", std::nullopt, RecordSessions::mirrored).size() == 1);
  CHECK(store->rank_counts("game-w", "Ada").size() == 1);
  CHECK(store->rank_counts("game-w", "Ada", RecordSessions::mirrored).empty());
}

TEST_CASE("a pair played both ways draws its solo games and its games with others apart") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  // The first solo game and the game with others are mirrored, the second solo game a pad.
  for (const double score : {54.0, 60.0}) {
    const std::int64_t solo = store->create_session(make_table("game-w", {"Ada"}));
    if (score == 54.0) store->append_move(solo, {{"n", 1}});
    store->finish_session(solo, make_board({{"Ada", score}}));
  }
  const std::int64_t group = store->create_session(make_table("game-w", {"Ada", "Bea"}));
  store->append_move(group, {{"n", 1}});
  store->finish_session(group, make_board({{"Ada", 4}, {"Bea", 9}}));
  const auto solo_line = store->score_history("game-w", "Ada", true);
  REQUIRE(solo_line.size() == 2);
  CHECK(solo_line[0].score == 54);
  CHECK(solo_line[1].score == 60);
  const auto group_line = store->score_history("game-w", "Ada", false);
  REQUIRE(group_line.size() == 1);
  CHECK(group_line[0].score == 4);

  // Mirrored only, a split pair still splits, solo first.
  const auto only = store->records("game-w", "Ada", RecordSessions::mirrored);
  REQUIRE(only.size() == 2);
  CHECK(only[0].solo == true);
  CHECK(only[0].solo_games == 1);
  CHECK(only[1].solo == false);
  CHECK(only[1].games == 1);
}
