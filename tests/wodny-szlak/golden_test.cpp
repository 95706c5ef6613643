// Golden table files: tests/data/wodny-szlak/NAME.json is scored exactly as
// `tributary score NAME.json --json` would, and must equal NAME.expected.json, whose scores,
// places and ranks (or refused move) are worked out by hand from the rules in NAME.md beside it.

#include <doctest/doctest.h>

#include <filesystem>

#include "../breakdown_sums.h"
#include "core/replay.h"
#include "core/score_json.h"
#include "fixture.h"

namespace {

namespace fs = std::filesystem;

trib::json score_document(const fs::path& file) {
  try {
    const trib::TableFile table = trib::read_table_file(file.string());
    return trib::replay_json("wodny-szlak", trib::replay(trib::wodny_szlak_game(), table));
  } catch (const trib::InputError& error) {
    return trib::input_error_json(error);
  }
}

}  // namespace

TEST_CASE("golden table files score as worked out by hand") {
  const fs::path dir = fs::path(TRIBUTARY_TEST_DATA_DIR) / "wodny-szlak";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos)
      continue;
    fs::path expected_file = entry.path();
    expected_file.replace_extension(".expected.json");
    REQUIRE_MESSAGE(fs::exists(expected_file), name << " has no .expected.json");
    fs::path notes = entry.path();
    CHECK_MESSAGE(fs::exists(notes.replace_extension(".md")), name << " has no .md");
    const trib::json expected = trib::load_json_file(expected_file.string());
    const trib::json actual = score_document(entry.path());
    INFO(name << "\nactual:   " << actual.dump() << "\nexpected: " << expected.dump());
    CHECK(actual == expected);
    check_breakdown_sums(actual);
    ++files;
  }
  CHECK(files >= 4);
}

TEST_CASE("every breakdown highlight names the player whose river it points at") {
  const fs::path file =
      fs::path(TRIBUTARY_TEST_DATA_DIR) / "wodny-szlak" / "ties-three-players.json";
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
