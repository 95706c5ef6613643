// Golden table files: tests/data/river-woods/NAME.json is scored exactly as
// `tributary score NAME.json --json` would, and the scores, places, cubes (and, for an
// illegal table, the failing move and rule) must equal NAME.expected.json, worked out by
// hand (the arithmetic is in NAME.notes.md beside each).

#include <doctest/doctest.h>

#include <filesystem>

#include "core/json_view.h"
#include "core/score_json.h"
#include "fixture.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// The parts of a score document that the expected files give.
json summary(const json& document) {
  json out = {{"scores", json::array()}, {"places", json::array()}, {"cubes", json::array()}};
  for (const json& player : document.at("players")) {
    out["scores"].push_back(player.at("score"));
    out["places"].push_back(player.at("place"));
  }
  // A score-pad table has no details: no cubes to compare.
  const json& details = document.at("details");
  for (const json& player : details.value("players", json::array())) {
    json cubes = json::array();
    for (const json& cube : player.at("cubes")) cubes.push_back({cube.at("card"), cube.at("tier")});
    out["cubes"].push_back(cubes);
  }
  if (document.contains("error")) {
    out["error"] = {{"move", document["error"]["move"]}, {"rule", document["error"]["rule"]}};
  }
  if (document.contains("warnings")) out["warnings"] = document["warnings"];
  out["finished"] = document.at("finished");
  return out;
}

json comparable(const json& expected, const json& actual) {
  json out = json::object();
  for (auto it = expected.begin(); it != expected.end(); ++it) {
    out[it.key()] = actual.contains(it.key()) ? actual[it.key()] : json(nullptr);
  }
  return out;
}

}  // namespace

TEST_CASE("golden table files score as worked out by hand") {
  const fs::path dir = fs::path(TRIBUTARY_TEST_DATA_DIR) / "river-woods";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
      continue;
    }
    fs::path expected_file = entry.path();
    expected_file.replace_extension(".expected.json");
    REQUIRE_MESSAGE(fs::exists(expected_file), name << " has no .expected.json");
    const json expected = trib::load_json_file(expected_file.string());
    const trib::TableFile table = trib::read_table_file(entry.path().string());
    const json document =
        trib::replay_json("river-woods", trib::replay(trib::river_woods_game(), table));
    const json actual = comparable(expected, summary(document));
    INFO(name << "\nactual:   " << actual.dump() << "\nexpected: " << expected.dump());
    CHECK(actual == expected);
    for (const json& player : document.at("players")) {
      double total = 0;
      for (const json& line : player.at("breakdown")) total += line.at("points").get<double>();
      CHECK(total == player.at("score").get<double>());
    }
    ++files;
  }
  CHECK(files >= 4);
}
