// Setup and catalog errors are malformed input with a JSON path; house rulings.

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "core/score_json.h"
#include "fixture.h"

using namespace river_woods_test;

namespace {

std::string setup_error(json setup, int players = 2, json catalog_extra = json::object()) {
  try {
    Table table(players, std::move(setup), std::move(catalog_extra));
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "";
}

}  // namespace

TEST_CASE("setup errors name the JSON path") {
  json setup = test_setup(2);
  setup["mains"] = {{0, 0}, {1, 0}};
  CHECK(setup_error(setup) == "/setup/mains/1");  // not a cabin
  setup["mains"] = {{0, 0}, {0, 0}};
  CHECK(setup_error(setup) == "/setup/mains/1");  // one cabin, two pieces
  setup["mains"] = {{0, 0}};
  CHECK(setup_error(setup) == "/setup/mains");
  setup = test_setup(2);
  setup["public"] = {"cs-green", "cs-green"};
  CHECK(setup_error(setup) == "/setup/public/1");
  setup["public"] = {"cs-green", "cs-any", "cs-pink", "two-gp", "ta-tea", "ta-flower"};
  CHECK(setup_error(setup) == "/setup/public");
  setup["public"] = {"cs-green"};
  setup["hands"] = {{"cs-green"}, json::array()};
  CHECK(setup_error(setup) == "/setup/hands/0/0");  // used twice
  setup["hands"] = {{"nope"}, json::array()};
  CHECK(setup_error(setup) == "/setup/hands/0/0");
  setup.erase("hands");
  setup["rounds"] = {"r-tea3", "r-tea3"};
  CHECK(setup_error(setup) == "/setup/rounds/1");
  setup.erase("rounds");
  CHECK(setup_error(setup) == "/setup");
  setup = test_setup(2);
  setup["map"] = "atlantis";
  CHECK(setup_error(setup) == "/setup/map");
  setup["map"] = json::array({{{"tile", "nope"}, {"at", {0, 0}}}});
  CHECK(setup_error(setup) == "/setup/map/0/tile");
  setup = test_setup(2);
  setup["first"] = 2;
  CHECK(setup_error(setup) == "/setup/first");
  setup = test_setup(2);
  setup["colour"] = "pink";
  CHECK(setup_error(setup) == "/setup/colour");
  setup = test_setup(2);
  setup["public"] = {"nope"};
  CHECK(setup_error(setup) == "/setup/public/0");
  setup = test_setup(2);
  setup["rounds"] = {"r-tea3", "nope"};
  CHECK(setup_error(setup) == "/setup/rounds/1");
  setup = test_setup(2);
  setup["game_end"] = {"nope"};
  CHECK(setup_error(setup) == "/setup/game_end/0");
  setup["game_end"] = {"e-pink", "e-pink"};
  CHECK(setup_error(setup) == "/setup/game_end/1");
  CHECK(setup_error(test_setup(2)) == "");
}

TEST_CASE("catalog errors name the table's JSON path") {
  const json bad_halves = {{"terrains",
                            {{"x",
                              {{"halves",
                                {{{"terrain", "pink"}, {"edges", {0, 1}}},
                                 {{"terrain", "pink"}, {"edges", {2, 3, 4, 5}}}}}}}}}};
  CHECK(setup_error(test_setup(2), 2, bad_halves) == "/catalog/terrains/x/halves");
  const json gap = {{"terrains",
                     {{"x",
                       {{"halves",
                         {{{"terrain", "pink"}, {"edges", {0, 1}}},
                          {{"terrain", "river"}, {"edges", {2, 3}}}}}}}}}};
  CHECK(setup_error(test_setup(2), 2, gap) == "/catalog/terrains/x/halves");
  // Each half is one unbroken run of edges (5, 0, 1 wraps around); 0, 2, 4 is not.
  const auto halves_of = [](std::vector<int> first, std::vector<int> second) {
    return json{{"terrains",
                 {{"x",
                   {{"halves",
                     {{{"terrain", "pink"}, {"edges", std::move(first)}},
                      {{"terrain", "river"}, {"edges", std::move(second)}}}}}}}}};
  };
  CHECK(setup_error(test_setup(2), 2, halves_of({5, 0, 1}, {2, 3, 4})) == "");
  CHECK(setup_error(test_setup(2), 2, halves_of({0, 2, 4}, {1, 3, 5})) ==
        "/catalog/terrains/x/halves/0/edges");
  // Objectives and hikers name land colours: river regions never count.
  const auto objective_of = [](json body) {
    return json{
        {"terrain_objectives",
         {{"x", {{"objective", std::move(body)}, {"need", {1, 2, 3}}, {"stars", {3, 2, 1}}}}}}};
  };
  CHECK(setup_error(test_setup(2), 2, objective_of({{"colour-size", {{"colour", "green"}}}})) ==
        "");
  CHECK(setup_error(test_setup(2), 2, objective_of({{"colour-size", {{"colour", "river"}}}})) ==
        "/catalog/terrain_objectives/x/objective/colour-size/colour");
  CHECK(setup_error(test_setup(2), 2,
                    objective_of({{"two-regions", {{"colours", {"pink", "river"}}}}})) ==
        "/catalog/terrain_objectives/x/objective/two-regions/colours/1");
  const json river_hiker = {
      {"companions",
       {{"x", {{"name", "X"}, {"token", "flower"}, {"ability", {{"hiker", "river"}}}}}}}};
  CHECK(setup_error(test_setup(2), 2, river_hiker) == "/catalog/companions/x/ability/hiker");
  const json colour = {
      {"companions",
       {{"x", {{"name", "X"}, {"token", "gold"}, {"ability", {{"hiker", "pink"}}}}}}}};
  CHECK(setup_error(test_setup(2), 2, colour) == "/catalog/companions/x/token");
  const json stars = {{"terrain_objectives",
                       {{"x",
                         {{"objective", {{"colour-size", json::object()}}},
                          {"need", {1, 2}},
                          {"stars", {1, 2, 3}}}}}}};
  CHECK(setup_error(test_setup(2), 2, stars) == "/catalog/terrain_objectives/x/need");
  const json unknown = {{"cards", json::object()}};
  CHECK(setup_error(test_setup(2), 2, unknown) == "/catalog/cards");
}

TEST_CASE("malformed turns are input errors with the path inside the move") {
  Table table;
  const auto path_of = [&](const json& move) {
    try {
      table.play(move);
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("(no error)");
  };
  CHECK(path_of(turn(0, 4, "terrain")) == "/disc");
  CHECK(path_of(turn(0, 1, "swim")) == "/action");
  CHECK(path_of(turn(5, 1, "terrain")) == "/player");
  CHECK(path_of(turn(0, 1, "terrain", {{{"place", "d-g1"}}})) == "/steps/0");
  CHECK(path_of(turn(0, 1, "terrain", {{{"redraw", 4}}})) == "/steps/0/redraw");
  CHECK(path_of(turn(0, 1, "terrain", {{{"dance", true}}})) == "/steps/0");
  CHECK(path_of(turn(0, 1, "movement", {{{"piece", "hat"}, {"to", {1, 0}}}})) == "/steps/0/piece");
  CHECK(path_of(turn(0, 1, "movement",
                     {{{"push", {{"player", 1}, {"piece", "main"}}}, {"path", json::array()}}})) ==
        "/steps/0/path");
}

TEST_CASE("a house ruling overrides an overridable rule, never a physical one") {
  Table table;
  json move = turn(0, 1, "terrain", {place("d-g1", -1, 2), place("d-g2", 0, 2)});
  CHECK(table.play(move) == "over-ap");
  move["house_ruling"] = true;
  CHECK(table.play(move) == "");
  REQUIRE(table.replay.house_rulings.size() == 1);
  CHECK(table.replay.house_rulings[0].rule == "over-ap");
  CHECK(table.state().terrain_placed == 2);
  const json document = trib::replay_json("river-woods", table.replay);
  CHECK(document.at("warnings") == json::array({"house ruling at move 0: over-ap"}));
  json twice = turn(1, 1, "terrain", {place("d-g1", 1, 2)});
  twice["house_ruling"] = true;
  CHECK(table.play(twice) == "tile-placed");
  json wrong = turn(0, 2, "terrain");
  wrong["house_ruling"] = true;
  CHECK(table.play(wrong) == "wrong-player");
  CHECK(trib::river_woods::overridable("terrain-once-per-round"));
  CHECK_FALSE(trib::river_woods::overridable("cell-taken"));
}

TEST_CASE("a public row full at setup leaves no secret cards in hand") {
  json setup = test_setup(2);
  setup["public"] = {"hard", "cs-any", "two-gp", "ta-flower", "ta-tea"};
  setup["hands"] = {{"cs-green"}, {"cs-pink"}};
  Table table(2, setup);
  for (const auto& player : table.state().players) CHECK(player.hand.empty());
}

TEST_CASE("a table's catalog merges with the bundled one by id") {
  // The fixture's own tiles and cards sit beside the bundled ones: both can be used.
  Table table;
  CHECK(table.play(turn(0, 2, "terrain", {place("t01", -1, 2), place("d-g1", 0, 2)})) == "");
  const auto& catalog = table.catalog();
  CHECK(catalog.find_terrain_objective("start") >= 0);
  CHECK(catalog.find_companion("badger") >= 0);
  CHECK(catalog.terrains.size() == 48 + 11);
  // The bundled t01 is a pink flower tile.
  CHECK(table.state().board.top({-1, 2})->tile->token == trib::river_woods::Token::Flower);
  // A table entry with a bundled id replaces that entry.
  Table replaced(2, nullptr, {{"terrains", {{"t01", {{"terrain", "purple"}}}}}});
  CHECK(replaced.play(turn(0, 1, "terrain", {place("t01", -1, 2)})) == "");
  const auto* top = replaced.state().board.top({-1, 2});
  CHECK(top->tile->halves[0].terrain == trib::river_woods::Terrain::Purple);
  CHECK_FALSE(top->tile->token.has_value());
  CHECK(replaced.catalog().terrains.size() == 48 + 11);
}
