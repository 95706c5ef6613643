// Wodny szlak's catalog: the bundled tiles, overrides by id, errors with their path.

#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "fixture.h"
#include "games/wodny-szlak/ranks.h"

using namespace wodny_szlak_test;

namespace {

// The InputError of parsing `catalog` as a table's overrides ("" when it parses).
std::string override_error(const json& catalog) {
  try {
    ws::resolve_typed_catalog(catalog);
  } catch (const trib::InputError& error) {
    return error.path + " | " + error.what();
  }
  return "";
}

json start_with(const char* squares, const char* inlets, const char* outlet) {
  return json::parse(std::string(R"({"squares": )") + squares + R"(, "inlets": )" + inlets +
                     R"(, "outlet": )" + outlet + "}");
}

}  // namespace

TEST_CASE("the bundled catalog: 60 tiles in 30/15/15 groups, 4 starts, marked as reconstruction") {
  const ws::Catalog& cat = ws::bundled_catalog_typed();
  CHECK(cat.tiles.size() == 60);
  CHECK(cat.starts.size() == 4);
  int count[3] = {};
  int mills = 0, sawmills = 0, sacks = 0, wood = 0, ports = 0, both_sides = 0;
  int max_mill = 0, min_sawmill = 100;
  for (const ws::Tile& t : cat.tiles) {
    ++count[static_cast<int>(t.group)];
    const ws::Square& sq = t.square;
    ports += sq.ports;
    int arms_with_sacks = 0;
    for (const auto& item : sq.cargo) {
      (item.kind == ws::Cargo::Sack ? sacks : wood) += 1;
      if (item.arm) ++arms_with_sacks;
    }
    if (sq.obstacle && arms_with_sacks >= 2) ++both_sides;
    if (!sq.obstacle) continue;
    if (sq.obstacle->kind == ws::ObstacleKind::Mill) {
      ++mills;
      max_mill = std::max(max_mill, sq.obstacle->value);
    } else {
      ++sawmills;
      min_sawmill = std::min(min_sawmill, sq.obstacle->value);
    }
  }
  CHECK(count[0] == 30);
  CHECK(count[1] == 15);
  CHECK(count[2] == 15);
  CHECK(mills > sawmills);
  CHECK(sacks > wood);
  CHECK(min_sawmill > max_mill);
  CHECK(ports >= 8);
  CHECK(both_sides >= 1);
  const json& doc = ws::bundled_catalog_json();
  CHECK(doc.at("provenance").get<std::string>().find("Reconstruction") != std::string::npos);
  CHECK(trib::wodny_szlak_game().resolve_catalog(json::object()) == doc);
}

TEST_CASE("table overrides replace and add tiles by id") {
  json overrides = {{"tiles",
                     {{"base-01", {{"group", "base"}, {"arms", json::array()}}},
                      {"new-1", {{"group", "cows"}, {"arms", {"N"}}}}}}};
  const json merged = trib::wodny_szlak_game().resolve_catalog(overrides);
  CHECK(merged["tiles"].size() == 61);
  CHECK(merged["tiles"]["base-01"]["arms"].empty());
  CHECK(merged["starts"].size() == 4);
  const auto typed = ws::resolve_typed_catalog(overrides);
  CHECK(typed.catalog->tiles.size() == 61);
  CHECK(typed.catalog->tiles[typed.catalog->find_tile("new-1")].group == ws::Group::Cows);
  const auto ports = ws::resolve_typed_catalog(json::parse(
      R"({"tiles": {"pp": {"arms": ["N"], "items": [{"kind": "port", "count": 2}, {"kind": "port"}]}}})"));
  CHECK(ports.catalog->tiles[ports.catalog->find_tile("pp")].square.ports == 3);
  CHECK(typed.catalog->starts[typed.default_start].id == "start-1");
}

TEST_CASE("tile validation errors give the JSON path inside the table's catalog") {
  const auto tile = [](const char* text) { return json{{"tiles", {{"bad", json::parse(text)}}}}; };
  CHECK(override_error(tile(R"({"group": "base", "arms": ["N", "Q"]})"))
            .rfind("/catalog/tiles/bad/arms/1 |", 0) == 0);
  CHECK(override_error(tile(R"({"group": "goats", "arms": []})"))
            .rfind("/catalog/tiles/bad/group |", 0) == 0);
  CHECK(override_error(tile(R"({"arms": []})")) == "");  // group defaults to base
  CHECK(override_error(tile(R"({"group": "base", "arms": ["N", "N"]})"))
            .rfind("/catalog/tiles/bad/arms/1", 0) == 0);
  CHECK(override_error(
            tile(R"({"group": "base", "arms": ["N"], "items": [{"kind": "sack", "arm": "E"}]})"))
            .rfind("/catalog/tiles/bad/items/0/arm |", 0) == 0);
  // On a tile with a mill a sack must say which side of the bridge it is on.
  CHECK(override_error(tile(R"({"group": "base", "arms": ["N", "S"],
      "obstacle": {"kind": "mill", "value": 3, "needs": 2}, "items": [{"kind": "sack"}]})"))
            .rfind("/catalog/tiles/bad/items/0 |", 0) == 0);
  CHECK(
      override_error(
          tile(
              R"({"group": "base", "arms": ["N"], "obstacle": {"kind": "dam", "value": 1, "needs": 1}})"))
          .rfind("/catalog/tiles/bad/obstacle/kind |", 0) == 0);
  CHECK(override_error(tile(R"({"group": "base", "arms": [], "meadows": ["N"]})"))
            .rfind("/catalog/tiles/bad/meadows/0", 0) == 0);
  CHECK(override_error(
            tile(R"({"group": "base", "arms": [], "items": [{"kind": "port", "arm": "N"}]})"))
            .rfind("/catalog/tiles/bad/items/0/arm |", 0) == 0);
  CHECK(override_error(tile(R"({"group": "base", "arms": [], "colour": "red"})"))
            .rfind("/catalog/tiles/bad/colour |", 0) == 0);
  CHECK(override_error(json{{"cards", json::object()}}).rfind("/catalog/cards |", 0) == 0);
  CHECK(override_error(json{{"tiles", {{"x-note", "ids starting with x- are notes"}}}}) == "");
  CHECK(override_error(tile(
            R"({"group": "base", "arms": ["N"], "items": [{"kind": "sack", "count": 1}]})")) == "");
}

TEST_CASE("starting tile validation: joined halves, exactly two inlets and one outlet") {
  const auto start = [](json s) { return override_error(json{{"starts", {{"bad", s}}}}); };
  const char* ok_squares = R"([{"arms": ["N", "E", "S"]}, {"arms": ["N", "W"]}])";
  CHECK(start(start_with(ok_squares, R"([[0, "N"], [1, "N"]])", R"([0, "S"])")) == "");
  // Square 0 reaches east but square 1 has no west arm.
  CHECK(start(start_with(R"([{"arms": ["N", "E", "S"]}, {"arms": ["N"]}])",
                         R"([[0, "N"], [1, "N"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/squares |", 0) == 0);
  // An inlet that is no river end.
  CHECK(start(start_with(ok_squares, R"([[0, "N"], [1, "S"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/inlets/1 |", 0) == 0);
  // The shared edge is not a river end.
  CHECK(start(start_with(ok_squares, R"([[0, "N"], [0, "E"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/inlets/1 |", 0) == 0);
  // A fourth river end that is neither inlet nor outlet.
  CHECK(start(start_with(R"([{"arms": ["N", "E", "S", "W"]}, {"arms": ["N", "W"]}])",
                         R"([[0, "N"], [1, "N"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/squares |", 0) == 0);
  CHECK(start(start_with(ok_squares, R"([[0, "N"], [0, "N"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/inlets/1 |", 0) == 0);
  CHECK(start(start_with(ok_squares, R"([[0, "N"]])", R"([0, "S"])"))
            .rfind("/catalog/starts/bad/inlets |", 0) == 0);
  // Unjoined halves: an inlet on square 1 could never reach the outlet on square 0.
  CHECK(start(start_with(R"([{"arms": ["N", "S"]}, {"arms": ["N"]}])", R"([[0, "N"], [1, "N"]])",
                         R"([0, "S"])"))
            .rfind("/catalog/starts/bad/inlets/1 |", 0) == 0);
}

TEST_CASE("catalog and rank files name the file and the JSON path") {
  const std::string file = "wodny_szlak_catalog_test.json";
  {
    std::ofstream out(file);
    out << R"({"provenance": "test", "tiles": {"t1": {"group": "base", "arms": ["N", "X"]}},
               "starts": {"s": {"squares": [{"arms": ["N", "E", "S"]}, {"arms": ["N", "W"]}],
                                "inlets": [[0, "N"], [1, "N"]], "outlet": [0, "S"]}}})";
  }
  const std::string bad_arm = file + ": /tiles/t1/arms/1: \"X\" is not one of";
  CHECK_THROWS_WITH_AS(ws::load_catalog_file(file), doctest::Contains(bad_arm.c_str()),
                       trib::InputError);
  {
    std::ofstream out(file);
    out << R"({"provenance": "test", "tiles": {}, "starts": {}})";
  }
  const std::string empty = file + ": /tiles: at least one";
  CHECK_THROWS_WITH_AS(ws::load_catalog_file(file), doctest::Contains(empty.c_str()),
                       trib::InputError);
  std::remove(file.c_str());
  const json ranks = json::parse(
      R"({"ranks": [{"title": "a"}, {"min": 30, "title": "b"}, {"min": 20, "title": "c"}]})");
  CHECK_THROWS_WITH_AS(ws::parse_ranks(ranks, "ranks.json"),
                       doctest::Contains("ranks.json: /ranks/2/min: "), trib::InputError);
}
