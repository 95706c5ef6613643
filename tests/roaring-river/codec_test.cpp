// Setup reading (defaults and input errors with absolute paths) and move round trips.

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "core/replay.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

std::string setup_error(int players, const json& setup) {
  try {
    start(players, setup);
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "no error";
}

}  // namespace

TEST_CASE("setup defaults: deck 35, catalog thresholds, side 1 for double-sided cards") {
  auto match =
      start(4, {{"motivations",
                 {"view-fanatic", "nature-lover", "wild-woodland-enthusiast", "adventurer"}}});
  CHECK(match->state().deck == 35);
  CHECK(match->state().discard == 0);
  CHECK(match->state().level == 1);
  CHECK(match->rules().thresholds == read_catalog(bundled_catalog_json(), "").thresholds.at(4));
  CHECK(match->rules().motivations[0].side == 1);
  CHECK(match->rules().motivations[1].side == 0);
  CHECK(match->score().details["players"][1]["side"].is_null());
  CHECK(match->score().details["river"] == json{{"A", {"1", "2"}}, {"B", {"3", "4", "1F"}}});
}

TEST_CASE("setup input errors carry absolute paths") {
  CHECK(setup_error(1, json::object()) == "/players");
  CHECK(setup_error(7, json::object()) == "/players");
  CHECK(setup_error(3, {{"motivations", {"beginner", "beginner"}}}) == "/setup/motivations");
  CHECK(setup_error(2, {{"motivations", {"beginner", "hiker"}}}) == "/setup/motivations/1");
  CHECK(setup_error(2, {{"motivations", {{{"card", "hiker"}}, "beginner"}}}) ==
        "/setup/motivations/0/card");
  CHECK(setup_error(2, {{"motivations", {{{"card", "beginner"}, {"side", 1}}, "beginner"}}}) ==
        "/setup/motivations/0/side");
  CHECK(setup_error(2, {{"motivations", {{{"card", "view-fanatic"}, {"side", 3}}, "beginner"}}}) ==
        "/setup/motivations/0/side");
  CHECK(setup_error(2, {{"motivations", {{{"card", "view-fanatic"}, {"face", 1}}, "beginner"}}}) ==
        "/setup/motivations/0/face");
  CHECK(setup_error(3, {{"river", {"1", "2", "5", "4", "1F"}}}) == "/setup/river/2");
  CHECK(setup_error(3, {{"river", {"1", "2", "3F", "4", "1Q"}}}) == "/setup/river/4");
  CHECK(setup_error(3, {{"river", {"1", "2", "3", "4"}}}) == "/setup/river");
  CHECK(setup_error(3, {{"thresholds", {5, 6}}}) == "/setup/thresholds");
  CHECK(setup_error(3, {{"thresholds", {5, 0, 7}}}) == "/setup/thresholds/1");
  CHECK(setup_error(3, {{"deck", -1}}) == "/setup/deck");
  CHECK(setup_error(3, {{"decks", 3}}) == "/setup/decks");
  CHECK(setup_error(3, {{"x-note", "fine"}}) == "no error");
}

TEST_CASE("river card notation") {
  CHECK(parse_river_card("3F") == RiverCard{3, Icon::Forest});
  CHECK(parse_river_card("1") == RiverCard{1, Icon::None});
  CHECK(parse_river_card("4B") == RiverCard{4, Icon::Bird});
  CHECK(parse_river_card("2D") == RiverCard{2, Icon::Deer});
  CHECK(parse_river_card("2M") == RiverCard{2, Icon::Mountain});
  for (const char* bad : {"", "0", "5", "3f", "3FF", "F3", " 3"}) {
    CHECK_FALSE(parse_river_card(bad).has_value());
  }
  CHECK(river_card_text({4, Icon::Mountain}) == "4M");
  CHECK(river_card_text({2, Icon::None}) == "2");
}

TEST_CASE("moves survive a trip through the codec") {
  auto match = start(2);
  const json move = {
      {"plays", json::array({json::array({"rest", "3L"}), json::array({"rest", "rest"})})},
      {"deal", {"1", "2D", "4"}},
      {"recover", {{"0", json::array()}, {"1", {{"2L"}, json::array()}}}}};
  const RoundMove typed = read_round_move(move, match->rules());
  CHECK(round_move_json(typed, match->rules()) == move);
}

TEST_CASE("replay prefixes move paths; an illegal move stops the replay") {
  auto t = table(3);
  t.moves = {round({"3L", "rest", "rest"}, kDeal3), round({"3L", "rest", "9L"}, kDeal3)};
  try {
    trib::replay(game(), t);
    FAIL("expected an input error");
  } catch (const trib::InputError& error) {
    CHECK(std::string(error.path) == "/moves/1/plays/2/0");
  }
  t.moves = {round({"3L", "rest", "rest"}, kDeal3), round({"3L", "rest", "rest"}, kDeal3),
             round({"4L", "rest", "rest"}, kDeal3)};
  const auto result = trib::replay(game(), t);
  REQUIRE(result.failed_at.has_value());
  CHECK(*result.failed_at == 1);
  CHECK(result.error.rule == "card-not-in-hand");
  CHECK(result.match->move_count() == 1);
}
