// Golden table files: tests/data/river-wild/NAME.json must produce exactly the `score --json`
// document in NAME.expected.json, whose scores, places and ranks (or refused move) are worked
// out by hand from the rules in NAME.md beside it.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "../breakdown_sums.h"
#include "core/json_view.h"
#include "core/replay.h"
#include "core/score_json.h"
#include "helpers.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json score_document(const fs::path& file) {
  try {
    const trib::TableFile table = trib::read_table_file(file.string());
    REQUIRE(table.game == "river-wild");
    const trib::Replay replayed = trib::replay(trib::river_wild_game(), table);
    return trib::replay_json("river-wild", replayed);
  } catch (const trib::InputError& error) {
    return trib::input_error_json(error);
  }
}

}  // namespace

TEST_CASE("golden table files score as computed by hand") {
  const fs::path dir = fs::path(TRIBUTARY_TEST_DATA_DIR) / "river-wild";
  std::vector<fs::path> tables;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".json" && name.find(".expected.") == std::string::npos) {
      tables.push_back(entry.path());
    }
  }
  std::sort(tables.begin(), tables.end());
  CHECK(tables.size() >= 4);
  for (const fs::path& file : tables) {
    fs::path expected_file = file;
    expected_file.replace_extension(".expected.json");
    INFO("table file: " << file.filename().string());
    REQUIRE(fs::exists(expected_file));
    fs::path notes = file;
    CHECK_MESSAGE(fs::exists(notes.replace_extension(".md")), "no hand arithmetic beside it");
    const json expected = trib::load_json_file(expected_file.string());
    const json actual = score_document(file);
    INFO("actual:   " << actual.dump());
    INFO("expected: " << expected.dump());
    CHECK(actual == expected);
    check_breakdown_sums(actual);
  }
}
