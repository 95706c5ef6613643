// Golden BG Stats play documents: each game's finished tables (export_fixture.h), exported
// as session 7 started at 2026-03-14 18:30:00 (UTC) and finished 25 min 20 s later, must
// give exactly their NAME.expected.json. A game's own export rules (a flipped raft, a shared
// win, what is not a play) are tested in its folder, tests/<game>/export_test.cpp.

#include <doctest/doctest.h>

#include "core/json_view.h"
#include "export_fixture.h"

using nlohmann::json;

TEST_CASE("every game has golden BG Stats plays") {
  CHECK(trib::test::games_without_golden_plays() == std::vector<std::string>{});
}

TEST_CASE("each game's finished tables export as their golden BG Stats plays") {
  trib::test::use_utc();
  for (const trib::test::GoldenPlay& golden : trib::test::golden_plays()) {
    const json actual = trib::bgstats_play(trib::test::play_from_file(golden.table));
    INFO(golden.name << "\nactual:\n" << actual.dump(2));
    CHECK(actual ==
          trib::load_json_file(std::string(TRIBUTARY_SOURCE_DIR) + "/" + golden.expected));
  }
}

TEST_CASE("every player carries startPlayer, and at most one has it") {
  trib::test::use_utc();
  for (const trib::test::GoldenPlay& golden : trib::test::golden_plays()) {
    const json play = trib::bgstats_play(trib::test::play_from_file(golden.table));
    int starters = 0;
    for (const json& player : play["players"]) {
      REQUIRE_MESSAGE(player.contains("startPlayer"), golden.name);
      CHECK(player["startPlayer"].is_boolean());
      starters += player["startPlayer"] == true ? 1 : 0;
    }
    CHECK(starters <= 1);
  }
}

TEST_CASE("a table of an unknown game is not a play") {
  trib::test::use_utc();
  REQUIRE_FALSE(trib::test::golden_plays().empty());
  trib::PlayRecord unknown = trib::test::play_from_file(trib::test::golden_plays().front().table);
  unknown.table.game = "chess";
  CHECK_THROWS_AS(trib::bgstats_play(unknown), trib::InputError);
}
