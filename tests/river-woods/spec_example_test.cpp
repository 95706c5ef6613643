// The spec's worked example (../shared/spec/examples/river-woods-sample.json, kept as
// tests/data/river-woods/shared-sample.json): its scores, places and cubes must equal the
// summary the spec gives with it, tests/river-woods/spec-example.expected.json. The full
// score document of the same table is one of the golden tables (tests/golden/).

#include <doctest/doctest.h>

#include <filesystem>

#include "core/json_view.h"
#include "core/score_json.h"
#include "fixture.h"

namespace {

using nlohmann::json;

// The parts of a score document that the spec's summary gives.
json summary(const json& document) {
  json out = {{"scores", json::array()}, {"places", json::array()}, {"cubes", json::array()}};
  for (const json& player : document.at("players")) {
    out["scores"].push_back(player.at("score"));
    out["places"].push_back(player.at("place"));
  }
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

TEST_CASE("the spec's worked example scores as the spec says") {
  const std::filesystem::path table_file =
      std::filesystem::path(TRIBUTARY_TEST_DATA_DIR) / "river-woods" / "shared-sample.json";
  const json expected = trib::load_json_file(RIVER_WOODS_SPEC_EXAMPLE);
  const trib::TableFile table = trib::read_table_file(table_file.string());
  const json document =
      trib::replay_json("river-woods", trib::replay(trib::river_woods_game(), table));
  const json actual = comparable(expected, summary(document));
  INFO("actual:   " << actual.dump() << "\nexpected: " << expected.dump());
  CHECK(actual == expected);
}
