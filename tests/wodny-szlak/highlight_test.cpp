// The score panel's breakdown lines point at the board of the player they belong to.

#include <doctest/doctest.h>

#include <filesystem>

#include "core/replay.h"
#include "fixture.h"

TEST_CASE("every breakdown highlight names the player whose river it points at") {
  const std::filesystem::path file =
      std::filesystem::path(TRIBUTARY_TEST_DATA_DIR) / "wodny-szlak" / "ties-three-players.json";
  const trib::TableFile table = trib::read_table_file(file.string());
  const auto result = trib::replay(trib::wodny_szlak_game(), table);
  const auto board = result.match->score();
  int lines = 0;
  for (std::size_t p = 0; p < board.players.size(); ++p) {
    for (const auto& line : board.players[p].breakdown) {
      REQUIRE(line.highlight.is_object());
      CHECK(line.highlight.at("player") == static_cast<int>(p));
      ++lines;
    }
  }
  CHECK(lines >= 3);
}
