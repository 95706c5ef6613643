// The catalog: bundled files, table overrides merged by id, and validation errors that name
// the file (bundled data) or the path under /catalog (table files).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/data_dir.h"
#include "core/input_error.h"
#include "games/roaring-river/catalog.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

std::string override_error(const json& overrides) {
  try {
    game().resolve_catalog(overrides);
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "no error";
}

// Copies the bundled data to a temporary TRIBUTARY_DATA with one file replaced, and
// returns the error message of loading it.
std::string bundled_error(const std::string& file, const json& content) {
  namespace fs = std::filesystem;
  const fs::path source = trib::game_data_file("roaring-river", "paddles.json").parent_path();
  const fs::path root = fs::temp_directory_path() / ("rr-catalog-" + std::to_string(::getpid()));
  fs::create_directories(root / "roaring-river");
  for (const auto& entry : fs::directory_iterator(source)) {
    fs::copy_file(entry.path(), root / "roaring-river" / entry.path().filename(),
                  fs::copy_options::overwrite_existing);
  }
  std::ofstream(root / "roaring-river" / file) << content.dump();
  ::setenv("TRIBUTARY_DATA", root.c_str(), 1);
  std::string message = "no error";
  try {
    trib::roaring_river::read_bundled_catalog();
  } catch (const trib::InputError& error) {
    message = error.what();
  }
  ::unsetenv("TRIBUTARY_DATA");
  fs::remove_all(root);
  return message;
}

json bundled_file(const std::string& name) {
  return trib::load_json_file(trib::game_data_file("roaring-river", name).string());
}

}  // namespace

TEST_CASE("the bundled catalog loads with its sections and provenance") {
  const json catalog = game().bundled_catalog();
  CHECK(catalog["paddles"]["cards"].size() == 10);
  CHECK(catalog["thresholds"].size() == 5);
  CHECK(catalog["motivations"].size() == 8);
  CHECK(catalog["provenance"].get<std::string>().find("Reconstructed") != std::string::npos);
  const Catalog typed = read_catalog(catalog, "/catalog");
  CHECK(typed.paddles.find("2L") == 0);
  CHECK(typed.paddles.cards[typed.paddles.find("2R")].heart);
  CHECK_FALSE(typed.paddles.cards[typed.paddles.find("3L")].heart);
}

TEST_CASE("table overrides merge motivations by id and replace other sections") {
  const json merged = game().resolve_catalog(
      {{"motivations",
        {{"calm-lover",
          {{"name", "Calm Lover"},
           {"terms", {{{"kind", "per_card"}, {"match", {{"drops", {1}}}}, {"hearts", 5}}}}}}}},
       {"thresholds", {{"3", {2, 3, 4}}}}});
  CHECK(merged["motivations"].size() == 9);
  CHECK(merged["thresholds"] == json{{"3", {2, 3, 4}}});
  auto match = start(3, {{"motivations", {"calm-lover", "beginner", "beginner"}}},
                     {{"motivations", merged["motivations"]}});
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");  // onto "1"
  CHECK(match->score().players[0].score == 5);
}

TEST_CASE("x- entries among motivations and thresholds are notes") {
  json thresholds = game().bundled_catalog()["thresholds"];
  thresholds["x-note"] = "as printed on our raft cards";
  const json merged = game().resolve_catalog(
      {{"motivations", {{"x-about", "printed on the box"}}}, {"thresholds", thresholds}});
  const Catalog typed = read_catalog(merged, "/catalog");
  CHECK(typed.motivations.size() == 8);
  CHECK(typed.find_motivation("x-about") == nullptr);
  CHECK(typed.thresholds.size() == 5);
}

TEST_CASE("invalid overrides are input errors under /catalog") {
  CHECK(override_error({{"oops", 1}}) == "/catalog/oops");
  CHECK(override_error(
            {{"motivations",
              {{"beginner",
                {{"name", "B"},
                 {"terms",
                  {{{"kind", "per_card"}, {"match", {{"drops", {1}}}}, {"hearts", "x"}}}}}}}}}) ==
        "/catalog/motivations/beginner/terms/0/hearts");
  CHECK(override_error({{"motivations",
                         {{"m",
                           {{"name", "M"},
                            {"terms",
                             {{{"kind", "per_card"},
                               {"match", {{"drops", {1}}, {"icon", "deer"}}},
                               {"hearts", 1}}}}}}}}}) == "/catalog/motivations/m/terms/0/match");
  CHECK(override_error({{"motivations",
                         {{"m",
                           {{"name", "M"},
                            {"terms",
                             {{{"kind", "majority"},
                               {"more", "deer"},
                               {"than", "fish"},
                               {"hearts", 1}}}}}}}}}) == "/catalog/motivations/m/terms/0/than");
  CHECK(override_error(
            {{"motivations",
              {{"m", {{"name", "M"}, {"sides", {{"1", {{"terms", json::array()}}}}}}}}}}) ==
        "/catalog/motivations/m/sides/1/terms");
  CHECK(override_error({{"thresholds", {{"7", {1, 2, 3}}}}}) == "/catalog/thresholds/7");
  CHECK(override_error({{"thresholds", {{"3", {1, 2}}}}}) == "/catalog/thresholds/3");
  json paddles = game().bundled_catalog()["paddles"];
  paddles["cards"][1]["id"] = "2L";
  CHECK(override_error({{"paddles", paddles}}) == "/catalog/paddles/cards/1/id");
  paddles = game().bundled_catalog()["paddles"];
  paddles["cards"][8]["heart"] = true;  // a Straight cannot earn hearts
  CHECK(override_error({{"paddles", paddles}}) == "/catalog/paddles/cards/8/heart");
}

TEST_CASE("a heart value that would make scores overflow is refused with its path") {
  json paddles = game().bundled_catalog()["paddles"];
  paddles["heart_value"]["default"] = 1e308;  // × 2 hearts would be infinite
  CHECK(override_error({{"paddles", paddles}}) == "/catalog/paddles/heart_value/default");
  paddles["heart_value"]["default"] = -1;
  CHECK(override_error({{"paddles", paddles}}) == "/catalog/paddles/heart_value/default");
  paddles["heart_value"]["default"] = 1000;
  CHECK(override_error({{"paddles", paddles}}) == "no error");
}

TEST_CASE("errors in the bundled files name the file and the JSON path") {
  json motivations = bundled_file("motivations.json");
  motivations["motivations"]["beginner"]["terms"][0]["hearts"] = -1;
  const std::string bad_hearts = bundled_error("motivations.json", motivations);
  CHECK(bad_hearts.rfind("data/roaring-river/motivations.json: "
                         "/motivations/beginner/terms/0/hearts: ",
                         0) == 0);
  json thresholds = bundled_file("thresholds.json");
  thresholds["thresholds"].erase("6");
  CHECK(bundled_error("thresholds.json", thresholds) ==
        "data/roaring-river/thresholds.json: /thresholds: missing thresholds for 6 players");
  json paddles = bundled_file("paddles.json");
  paddles["paddles"]["cards"][0]["kind"] = "up";
  CHECK(bundled_error("paddles.json", paddles)
            .rfind("data/roaring-river/paddles.json: /paddles/cards/0/kind: ", 0) == 0);
}
