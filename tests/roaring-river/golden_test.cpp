// Golden table files: tests/data/roaring-river/NAME.json is scored through replay() and
// compared with NAME.expected.json, whose scores and places (or refused move) are worked out
// by hand from the rules in NAME.md beside it.
#include <doctest/doctest.h>

#include <filesystem>

#include "../breakdown_sums.h"
#include "core/json_view.h"
#include "core/replay.h"
#include "core/score_json.h"
#include "core/table_file.h"
#include "helpers.h"

namespace fs = std::filesystem;

TEST_CASE("golden table files score as computed by hand") {
  const fs::path dir = fs::path(TRIBUTARY_TEST_DATA_DIR) / "roaring-river";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
      continue;
    }
    ++files;
    fs::path expected_path = entry.path();
    expected_path.replace_extension(".expected.json");
    fs::path notes = entry.path();
    CHECK_MESSAGE(fs::exists(notes.replace_extension(".md")), name << " has no .md");
    const auto expected = trib::load_json_file(expected_path.string());
    nlohmann::json actual;
    try {
      const auto table = trib::read_table_file(entry.path().string());
      actual = trib::replay_json("roaring-river", trib::replay(rr_test::game(), table));
    } catch (const trib::InputError& error) {
      actual = trib::input_error_json(error);
    }
    INFO(name << "\nactual:   " << actual.dump() << "\nexpected: " << expected.dump());
    CHECK(actual == expected);
    check_breakdown_sums(actual);
  }
  CHECK(files >= 4);
}
