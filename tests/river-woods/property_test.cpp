// Seeded random play: legal turns never crash, every score is the stars on the cubes plus
// the game-end points, and replaying the move log gives the same result.

#include <doctest/doctest.h>

#include "core/score_json.h"
#include "games/river-woods/river_woods.h"
#include "games/river-woods/scoring.h"
#include "random_player.h"

using namespace trib::river_woods;

TEST_CASE("random legal games replay deterministically and score their cubes") {
  int finished = 0, cubes = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    const trib::TableFile table = river_woods_test::random_table(players, seed);
    CAPTURE(seed);
    const trib::Replay first = trib::replay(trib::river_woods_game(), table);
    REQUIRE_FALSE(first.failed_at.has_value());
    const trib::Replay second = trib::replay(trib::river_woods_game(), table);
    CHECK(trib::replay_json("river-woods", first) == trib::replay_json("river-woods", second));
    const auto& match = dynamic_cast<const RiverWoodsMatch&>(*first.match);
    CHECK(match.finished());
    finished += match.finished();
    CHECK(table.moves.size() <= static_cast<std::size_t>(15 * players));
    const trib::Scoreboard board = match.score();
    for (int p = 0; p < players; ++p) {
      int expected = 0;
      for (const Cube& cube : match.state().players[p].cubes) expected += cube.stars;
      for (int card : match.state().game_end) {
        expected +=
            game_end_points(match.state(), p, match.catalog().game_end_objectives[card].colour);
      }
      CHECK(board.players[p].score == expected);
      CHECK(trib::breakdown_total(board.players[p]) == board.players[p].score);
      cubes += static_cast<int>(match.state().players[p].cubes.size());
      CHECK(match.state().players[p].tokens.size() <= 3);
    }
  }
  CHECK(finished == 60);
  CHECK(cubes > 0);
}
