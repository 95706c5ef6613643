// What each scoring category earns a player: the rows a finished session stores, the
// averages against the table, the gain and loss categories, score pads, a merged player,
// and sessions stored without category points scored again later.

#include <doctest/doctest.h>

#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

using Lines = std::vector<std::pair<std::string, double>>;  // category, points

struct Seat {
  std::string name;
  Lines lines;
};

Scoreboard category_board(const std::vector<Seat>& seats, bool pad = false) {
  Scoreboard board;
  board.finished = true;
  board.pad = pad;
  for (const Seat& seat : seats) {
    PlayerResult result;
    result.name = seat.name;
    for (const auto& [category, points] : seat.lines) {
      result.breakdown.push_back({category + " line", points, nullptr, category});
      result.score += points;
    }
    board.players.push_back(result);
  }
  assign_places(board.players);
  return board;
}

std::int64_t play_categories(Store& store, const std::vector<Seat>& seats, bool pad = false) {
  std::vector<std::string> names;
  for (const Seat& seat : seats) names.push_back(seat.name);
  return store.create_session(make_table("game-w", names), category_board(seats, pad));
}

const CategoryEarning& category_row(const CategoryEarnings& earnings, const std::string& key) {
  for (const CategoryEarning& row : earnings.categories) {
    if (row.category == key) return row;
  }
  FAIL("no category " << key);
  throw std::logic_error("unreachable");
}

// Two mirrored games of Ada and Bea: Ada's mills beat the table, her meadows trail it.
void two_games(Store& store) {
  play_categories(store, {{"Ada", {{"mills", 6}, {"meadows", 2}, {"port-route", 3}, {"", 5}}},
                          {"Bea", {{"mills", 2}, {"meadows", 4}, {"port-route", 3}}}});
  // Two mill lines add up; Ada scored no meadow and Bea no mill: each counts 0.
  play_categories(store, {{"Ada", {{"mills", 3}, {"mills", 1}}}, {"Bea", {{"meadows", 6}}}});
}

}  // namespace

TEST_CASE("category averages against the table, and where a player gains and loses most") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  two_games(*store);
  const CategoryEarnings ada = store->category_earnings("game-w", "ada");
  CHECK(ada.games == 2);
  REQUIRE(ada.categories.size() == 3);  // the line without a category is left out
  const CategoryEarning& mills = category_row(ada, "mills");
  CHECK(mills.games == 2);
  CHECK(mills.average == doctest::Approx(5));        // (6 + 4) / 2
  CHECK(mills.table_average == doctest::Approx(3));  // ((6 + 2) / 2 + (4 + 0) / 2) / 2
  const CategoryEarning& meadows = category_row(ada, "meadows");
  CHECK(meadows.average == doctest::Approx(1));        // (2 + 0) / 2
  CHECK(meadows.table_average == doctest::Approx(3));  // (3 + 3) / 2
  const CategoryEarning& route = category_row(ada, "port-route");
  CHECK(route.games == 1);  // only the first table scored a route
  CHECK(route.gain() == doctest::Approx(0));
  REQUIRE(ada.gains_most);
  CHECK(ada.categories[*ada.gains_most].category == "mills");
  REQUIRE(ada.loses_most);
  CHECK(ada.categories[*ada.loses_most].category == "meadows");
  REQUIRE(mills.trend.size() == 1);  // both games this month
  CHECK(mills.trend[0].games == 2);
  CHECK(mills.trend[0].average == doctest::Approx(5));

  const CategoryEarnings bea = store->category_earnings("game-w", "Bea");
  CHECK(category_row(bea, "mills").average == doctest::Approx(1));
  CHECK(category_row(bea, "meadows").average == doctest::Approx(5));
  CHECK(bea.categories[*bea.gains_most].category == "meadows");
  CHECK(bea.categories[*bea.loses_most].category == "mills");

  CHECK(store->category_earnings("game-w", "Cy").categories.empty());
  CHECK(store->category_earnings("game-x", "Ada").games == 0);
}

TEST_CASE("a tie with the table in every category names no gain or loss") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  play_categories(*store, {{"Ada", {{"mills", 4}}}, {"Bea", {{"mills", 4}}}});
  play_categories(*store, {{"Ada", {{"mills", 2}}}});  // solo: the table is Ada
  const CategoryEarnings ada = store->category_earnings("game-w", "Ada");
  CHECK(ada.games == 2);
  CHECK(category_row(ada, "mills").gain() == doctest::Approx(0));
  CHECK_FALSE(ada.gains_most);
  CHECK_FALSE(ada.loses_most);
}

TEST_CASE("a seat's own category counts for that seat alone, against every seat's own") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  Scoreboard board = category_board({{"Ada", {{"motivation:a", 5}, {"paddle", 1}}},
                                     {"Bea", {{"paddle", 3}}},
                                     {"Cy", {{"motivation:c", 4}}}});
  board.players[0].own_category = "motivation:a";
  board.players[1].own_category = "motivation:b";  // held, scored nothing
  board.players[2].own_category = "motivation:c";
  store->create_session(make_table("game-w", {"Ada", "Bea", "Cy"}), board);
  const CategoryEarnings ada = store->category_earnings("game-w", "Ada");
  REQUIRE(ada.categories.size() == 2);  // not Cy's card
  CHECK(category_row(ada, "motivation:a").average == doctest::Approx(5));
  CHECK(category_row(ada, "motivation:a").table_average == doctest::Approx(3));  // (5+0+4)/3
  CHECK(category_row(ada, "paddle").table_average == doctest::Approx(4.0 / 3));
  const CategoryEarnings bea = store->category_earnings("game-w", "Bea");
  REQUIRE(bea.categories.size() == 2);
  CHECK(category_row(bea, "motivation:b").average == doctest::Approx(0));
  CHECK(bea.categories[*bea.loses_most].category == "motivation:b");
}

TEST_CASE("score-pad games count in the categories their rows give, unless mirrored only") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  two_games(*store);
  play_categories(*store, {{"Ada", {{"mills", 10}, {"", 7}}}, {"Bea", {{"", 9}}}}, true);
  const CategoryEarnings all = store->category_earnings("game-w", "Ada");
  CHECK(all.games == 3);
  CHECK(category_row(all, "mills").average == doctest::Approx((6.0 + 4 + 10) / 3));
  CHECK(category_row(all, "mills").table_average == doctest::Approx((4.0 + 2 + 5) / 3));
  CHECK(category_row(all, "meadows").games == 2);  // the pad gave no meadows
  const CategoryEarnings mirrored =
      store->category_earnings("game-w", "Ada", RecordSessions::mirrored);
  CHECK(mirrored.games == 2);
  CHECK(category_row(mirrored, "mills").average == doctest::Approx(5));
}

TEST_CASE("category rows follow their results: reopened, deleted, merged players") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  two_games(*store);
  const std::int64_t ann_game =
      play_categories(*store, {{"Ann", {{"mills", 9}}}, {"Bea", {{"mills", 1}}}});
  CHECK(store->category_earnings("game-w", "Ann").games == 1);

  store->merge_players("Ann", "Ada");
  const CategoryEarnings ada = store->category_earnings("game-w", "Ada");
  CHECK(ada.games == 3);
  CHECK(category_row(ada, "mills").average == doctest::Approx((6.0 + 4 + 9) / 3));
  CHECK(raw_query(path,
                  "SELECT count(*) FROM result_categories WHERE player_id NOT IN "
                  "(SELECT id FROM players)") == "0");

  store->reopen_session(ann_game);
  CHECK(store->category_earnings("game-w", "Ada").games == 2);
  store->finish_session(ann_game, category_board({{"Ada", {{"mills", 9}}}, {"Bea", {}}}));
  CHECK(store->category_earnings("game-w", "Ada").games == 3);
  store->delete_session(ann_game);
  CHECK(store->category_earnings("game-w", "Ada").games == 2);
  CHECK(raw_query(path, "SELECT count(*) FROM result_categories WHERE session_id = " +
                            std::to_string(ann_game)) == "0");
  CHECK(store->sessions_without_categories(10).empty());  // all stored when finished
}

TEST_CASE("sessions stored before schema 5 wait to be scored again, then count") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  std::int64_t first = 0;
  {
    auto store = Store::open(path);
    two_games(*store);
    first = store->sessions(HistoryFilter{}).back().id;
    store->create_session(make_table("game-w", {"Ada"}));  // in progress: never waits
  }
  // Back to a version 4 file, as an older build left it.
  make_version_5(path);
  raw_query(path,
            "DROP TRIGGER result_categories_removed; DROP TRIGGER result_categories_moved; "
            "DROP TRIGGER result_categories_wanted; DROP TABLE result_categories; "
            "DROP TABLE categories_pending; PRAGMA user_version = 4");
  auto store = Store::open(path);
  CHECK_FALSE(store->read_only());
  CHECK(raw_query(path, "PRAGMA user_version") == std::to_string(Store::schema_version));
  CHECK(store->category_earnings("game-w", "Ada").games == 0);
  const std::vector<std::int64_t> waiting = store->sessions_without_categories(10);
  REQUIRE(waiting.size() == 2);
  CHECK(waiting.front() == first);
  // The first scored again; the second could not be (no scoreboard): it stops waiting.
  store->store_categories(
      {{waiting[0], category_board({{"Ada", {{"mills", 6}}}, {"Bea", {{"mills", 2}}}})},
       {waiting[1], std::nullopt}});
  CHECK(store->sessions_without_categories(10).empty());
  const CategoryEarnings ada = store->category_earnings("game-w", "Ada");
  CHECK(ada.games == 1);
  CHECK(category_row(ada, "mills").table_average == doctest::Approx(4));
}

TEST_CASE("sessions merged in from another database wait to be scored again") {
  TempDir dir;
  const std::string other_path = dir.file("other.db");
  {
    auto other = Store::open(other_path);
    two_games(*other);
  }
  auto here = Store::open(dir.file("here.db"));
  REQUIRE(here->merge_from(other_path).added.size() == 2);
  CHECK(here->sessions_without_categories(10).size() == 2);
  CHECK(here->category_earnings("game-w", "Ada").games == 0);
}
