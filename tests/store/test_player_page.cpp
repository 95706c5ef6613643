// The player page (store/player_stats.h): every figure against a hand-built database.

#include <doctest/doctest.h>

#include "store/player_stats.h"
#include "store_test_util.h"

using namespace trib;
using namespace trib::test;

namespace {

// Reads "first" from the setup, as River Woods does; none without it.
std::optional<std::size_t> first_in_setup(const TableFile& table) {
  if (!table.setup.contains("first")) return std::nullopt;
  return table.setup["first"].get<std::size_t>();
}

enum class Kind { mirrored, pad, flipped };  // flipped: the fewest points win

std::int64_t store_play(Store& store, const std::string& game,
                        const std::vector<std::pair<std::string, double>>& scores,
                        std::optional<std::string> played_at = std::nullopt,
                        std::optional<int> first = std::nullopt, Kind kind = Kind::mirrored,
                        std::optional<std::string> rank = std::nullopt) {
  std::vector<std::string> players;
  for (const auto& entry : scores) players.push_back(entry.first);
  TableFile table = make_table(game, players);
  table.setup = nlohmann::json::object();
  if (first) table.setup["first"] = *first;
  table.played_at = played_at;
  if (kind == Kind::pad) {
    table.pad = nlohmann::json::array();
    for (const auto& entry : scores) table.pad.push_back({{"total", entry.second}});
  }
  Scoreboard board = make_board(scores, rank);
  board.highest_wins = kind != Kind::flipped;
  board.pad = kind == Kind::pad;
  assign_places(board.players, board.highest_wins);
  return store.create_session(table, board);
}

// Ada's games: six of "race" with others (one typed on a score pad, one a flipped raft,
// one played as "Ada L." and merged into Ada) and three solo games of "pond".
void fill_ada(Store& store) {
  store_play(store, "race", {{"Ada", 40}, {"Bea", 35}}, "2026-01-05T20:00", 0);
  store_play(store, "race", {{"Ada", 20}, {"Bea", 20}, {"Cy", 10}}, "2026-01-10T20:00", 1);
  store_play(store, "race", {{"Bea", 50}, {"Ada", 30}}, "2026-02-01T20:00", 1);
  store_play(store, "race", {{"Cy", 25}, {"Bea", 30}, {"Ada", 25}}, "2026-02-15T23:59",
             std::nullopt, Kind::pad);
  store_play(store, "race", {{"Ada", 3}, {"Bea", 7}}, "2026-03-01T20:00", 0, Kind::flipped);
  store_play(store, "pond", {{"Ada", 55}}, "2026-01-20T10:00", std::nullopt, Kind::mirrored,
             "Heron");
  store_play(store, "pond", {{"Ada", 61}}, "2026-02-20T10:00", std::nullopt, Kind::mirrored,
             "Heron");
  store_play(store, "pond", {{"Ada", 40}}, "2026-03-02T10:00", std::nullopt, Kind::mirrored,
             "Frog");
  store_play(store, "race", {{"Ada L.", 44}, {"Cy", 30}}, "2026-03-05T20:00", 1);
  store.create_session(make_table("race", {"Ada", "Bea"}));  // in progress: not counted
  REQUIRE(store.merge_players("Ada L.", "Ada") == 1);
}

const GameStats& game_of(const PlayerPage& page, const std::string& game) {
  for (const GameStats& stats : page.per_game) {
    if (stats.game == game) return stats;
  }
  FAIL("no game " << game);
  throw;
}

const HeadToHead& against(const PlayerPage& page, const std::string& opponent) {
  for (const HeadToHead& h : page.opponents) {
    if (h.opponent == opponent) return h;
  }
  FAIL("no opponent " << opponent);
  throw;
}

}  // namespace

TEST_CASE("a player page counts games, wins, shared places, a score pad and a flipped raft") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  fill_ada(*store);
  CHECK_FALSE(store->player_page("Ada L."));  // merged away
  CHECK_FALSE(store->player_page("Nobody"));
  const auto page = store->player_page("ada", {}, first_in_setup);  // named as records name
  REQUIRE(page);
  CHECK(page->player == "Ada");
  CHECK(page->games == 9);
  CHECK(page->games_with_others == 6);
  CHECK(page->wins == 4);
  REQUIRE(page->per_game.size() == 2);
  CHECK(page->per_game[0].game == "pond");

  const GameStats& race = game_of(*page, "race");
  CHECK(race.games == 6);
  CHECK(race.solo_games == 0);
  CHECK(race.wins == 4);      // 40-35, the shared 20-20, the flipped 3-7, the merged 44-30
  CHECK(race.low_wins == 1);  // the flipped raft
  REQUIRE(race.win_rate);
  CHECK(*race.win_rate == doctest::Approx(4.0 / 6));
  CHECK(race.ranks.empty());
  // W W L L W W in the order played
  CHECK(race.longest_streak == 2);
  CHECK(race.current_streak == 2);
  CHECK(race.scores == std::vector<double>{40, 20, 30, 25, 3, 44});

  REQUIRE(race.by_seat_count.size() == 2);
  const SeatCountStats& two = race.by_seat_count[0];
  CHECK(two.seats == 2);
  CHECK(two.games == 4);
  CHECK(two.wins == 3);
  REQUIRE(two.average);
  CHECK(*two.average == doctest::Approx((40.0 + 30 + 44) / 3));  // not the raft's 3
  CHECK(two.best == 44);
  const SeatCountStats& three = race.by_seat_count[1];
  CHECK(three.seats == 3);
  CHECK(three.games == 2);
  CHECK(three.wins == 1);
  CHECK(*three.average == doctest::Approx(22.5));
  CHECK(three.best == 25);

  REQUIRE(race.seats.size() == 3);
  CHECK(race.seats[0].seat == 0);
  CHECK(race.seats[0].games == 4);
  CHECK(race.seats[0].average_place == doctest::Approx(1.0));
  CHECK(race.seats[1].seat == 1);
  CHECK(race.seats[1].games == 1);
  CHECK(race.seats[1].average_place == doctest::Approx(2.0));
  CHECK(race.seats[2].seat == 2);
  CHECK(race.seats[2].average_place == doctest::Approx(2.0));  // 25 beside Cy's 25

  // Started: the first game (won), the third (lost), the raft (won); the pad says nothing.
  CHECK(race.start.started == 3);
  CHECK(race.start.started_wins == 2);
  CHECK(race.start.not_started == 2);
  CHECK(race.start.not_started_wins == 2);

  REQUIRE(race.win_rate_over_time.size() == 6);
  const double rates[] = {1, 1, 2.0 / 3, 0.5, 0.6, 4.0 / 6};
  for (std::size_t i = 0; i < 6; ++i) {
    CHECK(race.win_rate_over_time[i].rate == doctest::Approx(rates[i]));
  }
  CHECK(race.win_rate_over_time.front().played == "2026-01-05T20:00");
  CHECK(race.win_rate_over_time.back().played == "2026-03-05T20:00");

  const GameStats& pond = game_of(*page, "pond");
  CHECK(pond.games == 3);
  CHECK(pond.solo_games == 3);
  CHECK(pond.wins == 0);
  CHECK_FALSE(pond.win_rate);
  CHECK(pond.ranks == std::vector<std::pair<std::string, std::int64_t>>{{"Heron", 2}, {"Frog", 1}});
  REQUIRE(pond.by_seat_count.size() == 1);
  CHECK(pond.by_seat_count[0].seats == 1);
  CHECK(pond.by_seat_count[0].games == 3);
  CHECK(pond.by_seat_count[0].wins == 0);
  CHECK(*pond.by_seat_count[0].average == doctest::Approx(52.0));
  CHECK(pond.by_seat_count[0].best == 61);
  CHECK(pond.longest_streak == 0);
  CHECK(pond.seats.empty());
  CHECK(pond.win_rate_over_time.empty());
  CHECK(pond.start.started + pond.start.not_started == 0);
}

TEST_CASE("a player page's head-to-head is pairwise, shared places draw") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  fill_ada(*store);
  const auto page = store->player_page("Ada");
  REQUIRE(page);
  REQUIRE(page->opponents.size() == 2);
  CHECK(page->opponents[0].opponent == "Bea");  // most shared games first
  const HeadToHead& bea = against(*page, "Bea");
  CHECK(bea.games == 5);
  CHECK(bea.wins == 2);
  CHECK(bea.losses == 2);
  CHECK(bea.draws == 1);
  CHECK(bea.won_beside == 3);
  const HeadToHead& cy = against(*page, "Cy");
  CHECK(cy.games == 3);
  CHECK(cy.wins == 2);
  CHECK(cy.losses == 0);
  CHECK(cy.draws == 1);  // 25 and 25 on the pad share second place
  CHECK(cy.won_beside == 2);
  CHECK(page->nemesis == "Bea");
  CHECK(page->buddy == "Bea");
  // Without a reader of who started there is no first-player effect.
  CHECK(game_of(*page, "race").start.started == 0);
  CHECK(game_of(*page, "race").start.not_started == 0);
  // From Bea's side the same games, the other way round.
  const auto bea_page = store->player_page("Bea");
  REQUIRE(bea_page);
  const HeadToHead& ada = against(*bea_page, "Ada");
  CHECK(ada.games == 5);
  CHECK(ada.wins == 2);
  CHECK(ada.losses == 2);
  CHECK(ada.draws == 1);
  CHECK(bea_page->nemesis == "Ada");
}

TEST_CASE("nemesis and buddy need three shared games and break ties as documented") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  // Eve beats Ada twice: the most losses, but only two games (and played today).
  store_play(*store, "race", {{"Ada", 1}, {"Eve", 9}});
  store_play(*store, "race", {{"Ada", 2}, {"Eve", 9}});
  // Fay and Gus: three games each, one loss each; beside Gus, Ada won twice.
  store_play(*store, "race", {{"Ada", 1}, {"Fay", 9}}, "2026-01-01T10:00");
  store_play(*store, "race", {{"Ada", 9}, {"Fay", 1}}, "2026-01-02T10:00");
  store_play(*store, "race", {{"Hal", 30}, {"Ada", 20}, {"Fay", 20}}, "2026-01-03T10:00");
  store_play(*store, "race", {{"Ada", 1}, {"Gus", 9}}, "2026-01-04T10:00");
  store_play(*store, "race", {{"Ada", 9}, {"Gus", 1}}, "2026-01-05T10:00");
  store_play(*store, "race", {{"Ada", 9}, {"Gus", 2}}, "2026-01-06T10:00");
  const auto page = store->player_page("Ada");
  REQUIRE(page);
  CHECK(against(*page, "Eve").losses == 2);
  CHECK(against(*page, "Fay").losses == 1);
  CHECK(against(*page, "Fay").draws == 1);
  CHECK(against(*page, "Fay").won_beside == 1);
  CHECK(against(*page, "Gus").won_beside == 2);
  CHECK(page->nemesis == "Fay");  // Fay and Gus: one loss in three each; then by name
  CHECK(page->buddy == "Gus");    // three games each; Ada won more beside Gus
  // A session without played_at counts on the day it finished.
  const std::string today = local_today();
  const auto today_page = store->player_page("Ada", {today, today});
  REQUIRE(today_page);
  CHECK(today_page->games == 2);
  CHECK(today_page->opponents.size() == 1);
  CHECK_FALSE(today_page->nemesis);  // two games are not enough
  CHECK_FALSE(today_page->buddy);
}

TEST_CASE("a player page's period keeps the days of play at both ends") {
  TempDir dir;
  auto store = Store::open(dir.file("t.db"));
  fill_ada(*store);
  // 2026-01-10 to 2026-02-15: the 20-20 game, a pond game, the 50-30 game and the pad
  // played at 23:59 on the last day.
  const auto page = store->player_page("Ada", {"2026-01-10", "2026-02-15"});
  REQUIRE(page);
  CHECK(page->games == 4);
  CHECK(game_of(*page, "race").games == 3);
  CHECK(game_of(*page, "race").scores == std::vector<double>{20, 30, 25});
  CHECK(game_of(*page, "pond").games == 1);
  const auto from_only = store->player_page("Ada", {"2026-03-02", std::nullopt});
  CHECK(from_only->games == 2);  // the last pond game and the merged one
  const auto to_only = store->player_page("Ada", {std::nullopt, "2026-01-05"});
  CHECK(to_only->games == 1);
  const auto none = store->player_page("Ada", {"2027-01-01", "2027-12-31"});
  REQUIRE(none);  // a known player with no games in the period
  CHECK(none->games == 0);
  CHECK(none->per_game.empty());
  CHECK(none->opponents.empty());
}

TEST_CASE("period presets, days and the played time") {
  using P = PeriodPreset;
  const Period month = period_preset(P::this_month, "2026-12-05");
  CHECK(month.from == "2026-12-01");
  CHECK(month.to == "2026-12-05");
  CHECK(period_preset(P::this_year, "2026-12-05").from == "2026-01-01");
  CHECK(period_preset(P::last_12_months, "2026-12-05").from == "2025-12-06");
  CHECK(period_preset(P::last_12_months, "2028-02-29").from == "2027-03-01");
  CHECK(period_preset(P::last_12_months, "2026-01-01").from == "2025-01-02");
  CHECK_FALSE(period_preset(P::all, "2026-12-05").from);
  CHECK_FALSE(period_preset(P::all, "2026-12-05").to);
  CHECK(day_problem("2026-02-28").empty());
  CHECK_FALSE(day_problem("2026-02-30").empty());
  CHECK_FALSE(day_problem("2026-2-3").empty());
  CHECK_FALSE(day_problem("").empty());
  CHECK(local_today().size() == 10);
  CHECK(played_time("2026-03-01T20:00", 0) == "2026-03-01T20:00");
  CHECK(played_time(std::nullopt, 1700000000).size() == 16);
}

TEST_CASE("the score distribution's bars cover every score") {
  const std::vector<ScoreBin> bins = score_histogram({40, 20, 30, 25, 3, 44});
  REQUIRE(bins.size() == 9);  // steps of 5 from 0 to 45
  CHECK(bins.front().from == 0);
  CHECK(bins.front().to == 5);
  CHECK(bins.back().from == 40);
  CHECK(bins.back().to == 45);
  const std::vector<std::int64_t> counts = {1, 0, 0, 0, 1, 1, 1, 0, 2};
  for (std::size_t i = 0; i < bins.size(); ++i) CHECK(bins[i].count == counts[i]);
  const std::vector<ScoreBin> same = score_histogram({7, 7});
  REQUIRE(same.size() == 1);
  CHECK(same[0].from == 7);
  CHECK(same[0].to == 8);
  CHECK(same[0].count == 2);
  const std::vector<ScoreBin> fine = score_histogram({0.5, 1.25}, 10);
  REQUIRE_FALSE(fine.empty());
  CHECK(fine.size() <= 10);
  CHECK(fine.front().count + fine.back().count == 2);
  CHECK(score_histogram({}).empty());
  const std::vector<ScoreBin> wide = score_histogram({0, 1000}, 4);
  CHECK(wide.size() <= 4);
  CHECK(wide.back().to > 1000);
}
