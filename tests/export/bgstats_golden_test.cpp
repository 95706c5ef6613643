// Golden BG Stats play documents: each finished table below, exported as session 7 started
// at 2026-03-14 18:30:00 (UTC) and finished 25 min 20 s later, must give exactly
// tests/data/bgstats/NAME.expected.json. Among them: a shared win (River Woods, places
// 1, 3, 1: both winners marked) and a flipped raft (Roaring River: highestWins false, the
// fewest hearts ranked first).

#include <doctest/doctest.h>

#include "core/json_view.h"
#include "export_fixture.h"

namespace {

using nlohmann::json;

struct Case {
  const char* name;
  const char* table;
};

constexpr Case cases[] = {
    {"river-wild-finished", "data/examples/river-wild-finished.json"},
    {"wodny-szlak-finished", "data/examples/wodny-szlak-finished.json"},
    {"roaring-river-finished", "data/examples/roaring-river-finished.json"},
    {"roaring-river-flipped", "tests/data/roaring-river/four-player-flip.json"},
    {"roaring-river-two-players", "tests/data/roaring-river/two-player-halves.json"},
    {"river-woods-finished", "data/examples/river-woods-finished.json"},
    {"river-woods-shared-win", "tests/data/river-woods/game-end-variant.json"},
};

json expected(const std::string& name) {
  return trib::load_json_file(std::string(TRIBUTARY_TEST_DATA_DIR) + "/bgstats/" + name +
                              ".expected.json");
}

}  // namespace

TEST_CASE("each game's finished tables export as their golden BG Stats plays") {
  trib::test::use_utc();
  for (const Case& c : cases) {
    const json actual = trib::bgstats_play(trib::test::play_from_file(c.table));
    const json wanted = expected(c.name);
    INFO(c.name << "\nactual:\n" << actual.dump(2));
    CHECK(actual == wanted);
  }
}

TEST_CASE("a flipped raft reverses the win condition for that play only") {
  trib::test::use_utc();
  const json flipped = trib::bgstats_play(
      trib::test::play_from_file("tests/data/roaring-river/four-player-flip.json"));
  const json normal =
      trib::bgstats_play(trib::test::play_from_file("data/examples/roaring-river-finished.json"));
  CHECK(flipped["game"]["highestWins"] == false);
  CHECK(normal["game"]["highestWins"] == true);
  // C has the fewest hearts (0) and wins.
  for (const json& player : flipped["players"]) {
    CHECK(player["winner"] == (player["name"] == "C"));
    if (player["name"] == "C") CHECK(player["rank"] == 1);
  }
}

TEST_CASE("a shared win marks every winner with rank 1") {
  trib::test::use_utc();
  const json play = trib::bgstats_play(
      trib::test::play_from_file("tests/data/river-woods/game-end-variant.json"));
  int winners = 0;
  for (const json& player : play["players"]) {
    if (player["winner"] == true) {
      ++winners;
      CHECK(player["rank"] == 1);
    }
  }
  CHECK(winners == 2);
}

TEST_CASE("every player carries startPlayer, and at most one has it") {
  trib::test::use_utc();
  for (const Case& c : cases) {
    const json play = trib::bgstats_play(trib::test::play_from_file(c.table));
    int starters = 0;
    for (const json& player : play["players"]) {
      REQUIRE_MESSAGE(player.contains("startPlayer"), c.name);
      CHECK(player["startPlayer"].is_boolean());
      starters += player["startPlayer"] == true ? 1 : 0;
    }
    CHECK(starters <= 1);
  }
}

TEST_CASE("an unfinished or illegal table is not a play") {
  trib::test::use_utc();
  CHECK_THROWS_AS(trib::bgstats_play(
                      trib::test::play_from_file("tests/data/wodny-szlak/ties-three-players.json")),
                  trib::InputError);
  CHECK_THROWS_AS(
      trib::bgstats_play(trib::test::play_from_file("data/examples/river-wild-illegal.json")),
      trib::InputError);
  trib::PlayRecord unknown = trib::test::play_from_file("data/examples/river-wild-finished.json");
  unknown.table.game = "chess";
  CHECK_THROWS_AS(trib::bgstats_play(unknown), trib::InputError);
}
