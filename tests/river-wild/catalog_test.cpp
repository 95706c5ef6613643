// Catalog and rank-table validation, catalog overrides, and the bundled deck's promises.

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/replay.h"
#include "helpers.h"

using namespace river_wild_test;

namespace {

json tiny_deck(json cards) {
  return deck(4, 2, card({"MMMM", "MRRM"}), cards);
}

// The InputError path (and message) of starting a table with `catalog`.
std::string error_path(const json& catalog, std::string* message = nullptr) {
  try {
    start(catalog);
  } catch (const trib::InputError& error) {
    if (message != nullptr) *message = error.what();
    return error.path;
  }
  return "no error";
}

std::string bad_card_path(json card_json) {
  return error_path(tiny_deck({{"x", card_json}}));
}

const json kAnimal = {{"animal", "frog"}, {"at", {1, 0}}};

}  // namespace

TEST_CASE("card faces: rows, cells and grid size") {
  CHECK(bad_card_path(card({"MRRM", "MRR"})) == "/catalog/cards/x/rows/1");
  CHECK(bad_card_path(card({"MRXM", "MRRM"})) == "/catalog/cards/x/rows/0");
  CHECK(bad_card_path(card({"MRRM"})) == "/catalog/cards/x/rows");
  CHECK(bad_card_path({{"rows", {"MRRM", "MRRM"}}, {"colour", "blue"}}) ==
        "/catalog/cards/x/colour");
  CHECK(error_path(deck(5, 2, card({"MRRMM", "MRRMM"}), json::object())) == "/catalog/grid/0");
  CHECK(error_path(tiny_deck(json::object())) == "/catalog/cards");
  CHECK(error_path(tiny_deck({{"source", card({"MRRM", "MRRM"})}})) == "/catalog/cards/source");
  CHECK(error_path({{"grid", {4, 2}}, {"cards", {{"x", card({"MRRM", "MRRM"})}}}}) == "/catalog");
  CHECK(error_path({{"ranks", json::array()}}) == "/catalog/ranks");
  CHECK(bad_card_path(card({"MRRM", "MRRM"})) == "no error");
}

TEST_CASE("items: kinds, cells, goals and points") {
  const auto items_path = [](json items) { return bad_card_path(card({"MRRM", "LRRL"}, items)); };
  CHECK(items_path(json::array({kAnimal})) == "no error");
  CHECK(items_path({{{"animal", "frog"}, {"at", {1, 1}}}}) == "/catalog/cards/x/items/0/at");
  CHECK(items_path({{{"animal", "frog"}, {"at", {0, 0}}}}) == "/catalog/cards/x/items/0/at");
  CHECK(items_path({{{"animal", "frog"}, {"at", {1, 4}}}}) == "/catalog/cards/x/items/0/at/1");
  CHECK(items_path({{{"animal", "otter"}, {"at", {1, 0}}}}) == "/catalog/cards/x/items/0/animal");
  CHECK(items_path({{{"animal", "frog"}, {"points", {1, 1}}, {"at", {1, 0}}}}) ==
        "/catalog/cards/x/items/0/points");
  CHECK(items_path({{{"goal", {{"each", true}}}, {"at", {1, 0}}}}) == "/catalog/cards/x/items/0");
  CHECK(
      items_path({{{"goal", {{"each", true}, {"any", 3}}}, {"points", {1, 1}}, {"at", {1, 0}}}}) ==
      "/catalog/cards/x/items/0/goal");
  CHECK(items_path({{{"goal", {{"any", 0}}}, {"points", {1, 1}}, {"at", {1, 0}}}}) ==
        "/catalog/cards/x/items/0/goal/any");
  CHECK(
      items_path({{{"goal", {{"animals", json::array()}}}, {"points", {1, 1}}, {"at", {1, 0}}}}) ==
      "/catalog/cards/x/items/0/goal/animals");
  CHECK(items_path({{{"goal", {{"any", 3}}}, {"points", {1}}, {"at", {1, 0}}}}) ==
        "/catalog/cards/x/items/0/points");
  CHECK(items_path({{{"goal", {{"any", 3}}}, {"points", {1, 2}}, {"at", {1, 1}}}}) ==
        "/catalog/cards/x/items/0/at");
  // A runestone shares its cell with one animal or goal, in either order.
  const json kStone = {{"runestone", true}, {"at", {1, 0}}};
  const json kGoal = {{"goal", {{"any", 3}}}, {"points", {1, 2}}, {"at", {1, 0}}};
  CHECK(items_path({kAnimal, kStone}) == "no error");
  CHECK(items_path({kStone, kGoal}) == "no error");
  // Two animals, two goals, or an animal and a goal stay refused, stone or no stone.
  CHECK(items_path({kAnimal, kAnimal}) == "/catalog/cards/x/items/1/at");
  CHECK(items_path({kGoal, kGoal}) == "/catalog/cards/x/items/1/at");
  CHECK(items_path({kAnimal, kStone, kGoal}) == "/catalog/cards/x/items/2/at");
  CHECK(items_path({kStone, kGoal, kAnimal}) == "/catalog/cards/x/items/2/at");
  CHECK(items_path({{{"runestone", true}, {"at", {0, 0}}},
                    {{"runestone", true}, {"at", {0, 1}}}}) == "/catalog/cards/x/items/1");
  CHECK(items_path({{{"runestone", true}, {"animal", "frog"}, {"at", {1, 0}}}}) ==
        "/catalog/cards/x/items/0");
  CHECK(items_path({{{"runestone", true}, {"at", {0, 1}}}}) == "no error");  // any cell
}

TEST_CASE("table cards replace or add to the bundled deck unless the table gives a grid") {
  const trib::Game& game = trib::river_wild_game();
  const json bundled = game.bundled_catalog();
  CHECK(game.resolve_catalog(json::object()) == bundled);
  const json replaced = card({"MLLRRLLM", "LLLRRLLL", "LLLRRLLL", "MLLRRLLM"});
  const json merged = game.resolve_catalog({{"cards", {{"c01", replaced}, {"c99", replaced}}}});
  CHECK(merged.at("cards").size() == 17);
  CHECK(merged.at("cards").at("c01") == replaced);
  CHECK(merged.at("cards").at("c02") == bundled.at("cards").at("c02"));
  CHECK(merged.at("grid") == json::array({8, 4}));
  const json own = tiny_deck({{"x", card({"MRRM", "MRRM"})}});
  const json whole = game.resolve_catalog(own);
  CHECK(whole.at("cards").size() == 1);
  CHECK(game.resolve_catalog(whole) == whole);  // a stored catalog reads back the same
  CHECK(error_path({{"cards", {{"c99", card({"MRRM", "MRRM", "MRRM", "MRRM"})}}}}) ==
        "/catalog/cards/c99/rows/0");
  // With a table grid, "all placed" means all of the table's cards.
  auto match = start(own);
  place(match, "x", 1, 0);
  CHECK(match.finished());
}

TEST_CASE("x- entries among the cards are notes, not cards") {
  auto match = start(tiny_deck({{"x", card({"MRRM", "MRRM"})}, {"x-about", "drawn by hand"}}));
  CHECK(match.catalog().cards.size() == 1);
  CHECK(!match.catalog().find("x-about"));
  place(match, "x", 1, 0);
  CHECK(match.finished());
}

TEST_CASE("a table for more than one player is refused with a readable message") {
  trib::TableFile two = table(json::object());
  two.players = {"Ada", "Bo"};
  try {
    trib::replay(trib::river_wild_game(), two);
    FAIL("two players were accepted");
  } catch (const trib::InputError& error) {
    CHECK(error.path == "/players");
    CHECK(std::string(error.what()) == "/players: River Wild is played by 1 player, not 2");
  }
}

TEST_CASE("errors in bundled data files name the file and the JSON path") {
  const auto dir = std::filesystem::temp_directory_path() / "tributary-rw-catalog-test";
  std::filesystem::create_directories(dir / "river-wild");
  json broken = rw::load_bundled_catalog();
  broken["cards"]["c03"]["rows"][2] = "LLRRLL";
  std::ofstream(dir / "river-wild" / "cards.json") << broken.dump();
  std::ofstream(dir / "river-wild" / "ranks.json") << R"({"ranks": [{"min": 0, "title": "X"}]})";
  ::setenv("TRIBUTARY_DATA", dir.c_str(), 1);
  const auto error_of = [](auto load) {
    try {
      load();
    } catch (const trib::InputError& error) {
      return std::string(error.what());
    }
    return std::string();
  };
  const std::string cards_error = error_of(rw::load_bundled_catalog);
  // The bundled catalog carries the rank table: a broken ranks.json breaks it too.
  std::ofstream(dir / "river-wild" / "ranks.json") << R"({"ranks": [{"min": 5, "title": "X"}]})";
  const std::string ranks_error = error_of(rw::load_ranks);
  const std::string catalog_error = error_of(rw::load_bundled_catalog);
  ::unsetenv("TRIBUTARY_DATA");
  std::filesystem::remove_all(dir);
  CHECK(cards_error.rfind("data/river-wild/cards.json: /cards/c03/rows/2: ", 0) == 0);
  CHECK(ranks_error.rfind("data/river-wild/ranks.json: /ranks/0/min: ", 0) == 0);
  CHECK(catalog_error == ranks_error);
}

TEST_CASE("rank titles come from the rank table") {
  const auto ranks = rw::load_ranks();
  CHECK(rw::rank_title(ranks, 0) == "Embarrassing Environment");
  CHECK(rw::rank_title(ranks, 29) == "Embarrassing Environment");
  CHECK(rw::rank_title(ranks, 30) == "Decent Domicile");
  CHECK(rw::rank_title(ranks, 39) == "Harmonious Habitat");
  CHECK(rw::rank_title(ranks, 40) == "Sublime Sanctuary");
  CHECK(rw::rank_title(ranks, 45) == "Heavenly Haven");
  CHECK(rw::rank_title(ranks, 90) == "Heavenly Haven");
  const auto bad = [](const char* text) {
    try {
      rw::parse_ranks(json::parse(text), "");
    } catch (const trib::InputError& error) {
      return error.path;
    }
    return std::string("no error");
  };
  CHECK(bad(R"({"ranks": [{"min": 0, "title": "A"}, {"min": 0, "title": "B"}]})") ==
        "/ranks/1/min");
  CHECK(bad(R"({"ranks": []})") == "/ranks");
  CHECK(bad(R"({"ranks": [{"min": 0}]})") == "/ranks/0");
}

TEST_CASE("the bundled deck: 16 cards, animals four of each, every card playable") {
  const json bundled = trib::river_wild_game().bundled_catalog();
  CHECK(bundled.at("provenance").get<std::string>().find("Reconstruction") == 0);
  auto match = *rw::start_match(table(json::object()));
  const rw::Catalog& catalog = match.catalog();
  REQUIRE(catalog.cards.size() == 16);
  rw::AnimalCounts animals{};
  int runestones = 0;
  for (const rw::Card& c : catalog.cards) {
    int goals = 0, card_animals = 0;
    for (const rw::Item& item : c.items) {
      goals += item.kind == rw::Item::Kind::Goal;
      card_animals += item.kind == rw::Item::Kind::Animal;
      if (item.kind == rw::Item::Kind::Animal) ++animals[static_cast<int>(item.animal)];
    }
    CHECK(goals == 1);
    CHECK(card_animals == 1);
    runestones += c.runestone >= 0;
  }
  CHECK(animals == rw::AnimalCounts{4, 4, 4, 4});
  CHECK(runestones > 0);
  // Not every card fits under every other (the rules tests need cards that clash), but
  // each one has a spot in row 2 below some card laid under the source.
  std::vector<bool> playable(16, false);
  for (const rw::Placement& first : match.legal_spots(match.unplaced_cards())) {
    auto two = *rw::start_match(table(json::object()));
    REQUIRE(two.place(first).legal());
    for (const rw::Placement& second : two.legal_spots(two.unplaced_cards())) {
      if (second.row == 2) playable[second.card] = true;
    }
  }
  CHECK(std::count(playable.begin(), playable.end(), true) == 16);
}
