// Golden table files of every registered game: tests/data/<game>/NAME.json must score
// exactly as `tributary score NAME.json --json` documents it in NAME.expected.json, worked
// out by hand from the rules in NAME.md beside it. A malformed table gives its error
// document. The same checks for every game: a fifth game adds its folder of files.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "../breakdown_sums.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/score_json.h"
#include "core/table_file.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// What `tributary score FILE --json` prints for a table of `game`.
json score_document(const trib::Game& game, const fs::path& file) {
  try {
    const trib::TableFile table = trib::read_table_file(file.string());
    REQUIRE(table.game == game.id());
    return trib::replay_json(table.game, trib::replay(game, table));
  } catch (const trib::InputError& error) {
    return trib::input_error_json(error);
  }
}

std::vector<fs::path> golden_tables(const fs::path& folder) {
  std::vector<fs::path> tables;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".json" && name.find(".expected.") == std::string::npos) {
      tables.push_back(entry.path());
    }
  }
  std::sort(tables.begin(), tables.end());
  return tables;
}

fs::path beside(fs::path file, const char* extension) {
  return file.replace_extension(extension);
}

}  // namespace

TEST_CASE("every game's golden table files score as worked out by hand") {
  for (const trib::Game* game : trib::all_games()) {
    const std::string id(game->id());
    const fs::path folder = fs::path(TRIBUTARY_TEST_DATA_DIR) / id;
    INFO("game: " << id);
    REQUIRE_MESSAGE(fs::is_directory(folder), "no golden tables in tests/data/" << id);
    const std::vector<fs::path> tables = golden_tables(folder);
    CHECK(tables.size() >= 4);
    for (const fs::path& file : tables) {
      INFO("table file: " << file.filename().string());
      REQUIRE(fs::exists(beside(file, ".expected.json")));
      CHECK_MESSAGE(fs::exists(beside(file, ".md")), "no hand arithmetic beside it");
      const json expected = trib::load_json_file(beside(file, ".expected.json").string());
      const json actual = score_document(*game, file);
      INFO("actual:   " << actual.dump());
      INFO("expected: " << expected.dump());
      CHECK(actual == expected);
      check_breakdown_sums(actual);
    }
  }
}
