// Objectives: what counts as achieved, hiker and Shrew reductions, tiers and their order,
// hand cards going public, round cards.

#include <doctest/doctest.h>

#include "fixture.h"
#include "games/river-woods/objectives.h"

using namespace river_woods_test;
using namespace trib::river_woods;

namespace {

json with_public(int players, json cards, json hands = nullptr) {
  json setup = test_setup(players);
  setup["public"] = std::move(cards);
  if (!hands.is_null()) setup["hands"] = std::move(hands);
  return setup;
}

std::vector<std::pair<std::string, std::string>> cubes_of(const Table& table, int player) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const Cube& cube : table.state().players[player].cubes) {
    const std::string id = cube.round ? table.catalog().round_objectives[cube.card].id
                                      : table.catalog().terrain_objectives[cube.card].id;
    out.emplace_back(id, std::string(tier_name(cube.tier)));
  }
  return out;
}

using Cubes = std::vector<std::pair<std::string, std::string>>;

}  // namespace

TEST_CASE("colour size: gold, then silver, then wood, each at its tier's quantity") {
  Table table(3, with_public(3, {"cs-green"}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");  // on the green region of 4
  CHECK(cubes_of(table, 0) == Cubes{{"cs-green", "gold"}});
  CHECK(table.play(turn(1, 1, "terrain", {place("d-g1", 0, 2)})) == "");  // region 5
  CHECK(table.play(turn(2, 1, "terrain", {place("d-g2", 1, 2)})) == "");  // region 6
  CHECK(cubes_of(table, 1).empty());
  CHECK(table.play(turn(0, 2, "terrain")) == "");
  CHECK(cubes_of(table, 0).size() == 1);  // one cube per card
  CHECK(table.play(turn(1, 2, "movement", {step("main", 1, 0)})) == "");
  CHECK(cubes_of(table, 1) == Cubes{{"cs-green", "silver"}});
  CHECK(table.play(turn(2, 2, "movement", {step("main", 2, -1)})) == "");
  CHECK(cubes_of(table, 2) == Cubes{{"cs-green", "wood"}});
  CHECK(table.state().players[2].cubes[0].stars == 1);
  CHECK(table.state().players[1].cubes[0].stars == 3);
}

TEST_CASE("with two players the first achiever takes silver, later ones wood") {
  Table table(2, with_public(2, {"cs-green"}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0).empty());  // silver needs 5
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  // The Fox lowers green quantities by 1.
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 1, "left", {1, 0})})) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"cs-green", "silver"}});
  CHECK(table.state().players[0].cubes[0].stars == 3);
  CHECK(table.state().first_tier() == Tier::Silver);
}

TEST_CASE("a hiker also lowers an any-colour card when the region is its colour") {
  Table table(3, with_public(3, {"cs-any"}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0).empty());  // 4 < 5
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "companion", {take("fox", 1, "left", {1, 0})})) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"cs-any", "gold"}});
}

TEST_CASE("an any-colour card never counts a river region") {
  Table table(3, with_public(3, {"cs-any"}));
  const Catalog& catalog = table.catalog();
  State state = table.state();
  state.players[0].pieces[0] = Cell{1, 1};  // on the full river tile (an Otter could)
  TerrainObjective any = catalog.terrain_objectives[catalog.find_terrain_objective("cs-any")];
  any.need = {1, 1, 1};
  const Regions regions = find_regions(state.board);
  CHECK_FALSE(achieves(state, catalog, regions, 0, any, Tier::Gold));
  any.colour = Terrain::River;
  CHECK(achieves(state, catalog, regions, 0, any, Tier::Gold));
}

TEST_CASE("two regions: two different pieces on two different regions of the colours") {
  Table table(3, with_public(3, {"two-gp"}),
              {{"terrains",
                {{"d-gp",
                  {{"halves",
                    {{{"terrain", "green"}, {"edges", {0, 1, 2}}},
                     {{"terrain", "pink"}, {"edges", {3, 4, 5}}}}}}}}}});
  CHECK(table.play(turn(0, 2, "terrain", {place("d-gp", 1, -1, 0, true)})) == "");
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(2, 1, "terrain")) == "");
  // One piece on the shared tile stands on a green and a pink region: not two pieces.
  CHECK(table.play(turn(0, 1, "movement", {step("main", 1, -1)})) == "");
  CHECK(cubes_of(table, 0).empty());
  CHECK(table.play(turn(1, 2, "terrain")) == "");
  CHECK(table.play(turn(2, 2, "terrain")) == "");
  CHECK(table.play(turn(0, 3, "companion", {take("rabbit", 1, "left", {1, 0})})) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"two-gp", "gold"}});
}

TEST_CASE("tokens around: distinct cells next to the pieces, not under the player's own") {
  Table table(2, with_public(2, {"ta-tea"}));
  CHECK(table.play(turn(0, 1, "companion", {take("fox", 1, "left", {0, 1})})) == "");
  CHECK(cubes_of(table, 0).empty());  // the tea cell is under the cylinder
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-tea1", 0, -1, 0, true)})) == "");
  CHECK(cubes_of(table, 0).empty());  // 1 of 2
  CHECK(table.play(turn(1, 2, "terrain")) == "");
  CHECK(table.play(turn(0, 3, "movement", {step("cylinder", 1, 0)})) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"ta-tea", "silver"}});
}

TEST_CASE("the Shrew lowers a tokens-around quantity, never below 1") {
  Table table(3, with_public(3, {"ta-flower"}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0).empty());  // one flower next to the main piece, 2 needed
  table.skip_to(0);
  CHECK(table.play(turn(0, 2, "companion", {take("shrew", 1, "left", {1, 0})})) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"ta-flower", "gold"}});

  const Catalog& catalog = table.catalog();
  State state = table.state();
  const TerrainObjective& tea =
      catalog.terrain_objectives[catalog.find_terrain_objective("ta-tea")];
  state.players[2].companions = {catalog.find_companion("shrew"), -1};
  CHECK(needed(catalog, state.players[2], tea, Tier::Gold, std::nullopt) == 1);
  CHECK_FALSE(achieves(state, catalog, find_regions(state.board), 2, tea, Tier::Gold));
}

TEST_CASE("several objectives in one turn: the row in order, then hand cards") {
  Table table(3, with_public(3, {"cs-any", "ta-tea", "cs-green"},
                             {{"cs-pink", "two-gp"}, json::array(), json::array()}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"ta-tea", "gold"}, {"cs-green", "gold"}});
  CHECK(table.state().players[0].hand.size() == 2);  // neither hand card is achieved
}

TEST_CASE("a secret card achieved goes public on the first tier; a full row discards the rest") {
  const json hands = {{"cs-green", "ta-tea"}, {"cs-pink"}, json::array()};
  Table table(3, with_public(3, {"hard", "cs-any", "two-gp", "ta-flower"}, hands));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0) == Cubes{{"cs-green", "gold"}});  // ta-tea never checked
  CHECK(table.state().row.size() == 5);
  CHECK(table.state().row.back().achievers == std::vector<int>{0});
  for (const PlayerState& player : table.state().players) CHECK(player.hand.empty());
  // The card is now public: others take the next tiers.
  CHECK(table.play(turn(1, 1, "terrain", {place("d-g1", 0, 2)})) == "");
  CHECK(table.play(turn(2, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 2, "terrain")) == "");
  CHECK(table.play(turn(1, 2, "movement", {step("main", 1, 0)})) == "");
  CHECK(cubes_of(table, 1) == Cubes{{"cs-green", "silver"}});
}

TEST_CASE("hand cards only count for their owner, in hand order") {
  const json hands = {json::array(), {"cs-green", "ta-tea"}, json::array()};
  Table table(3, with_public(3, {"hard"}, hands));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0).empty());  // player 0 stands on the region, but not their card
  CHECK(table.play(turn(1, 1, "movement", {step("main", 1, 0)})) == "");
  CHECK(cubes_of(table, 1) == Cubes{{"cs-green", "gold"}, {"ta-tea", "gold"}});
  CHECK(table.state().row.size() == 3);
}

TEST_CASE("round cards: revealed one per round, gold to the first, wood to later players") {
  json setup = test_setup(3);
  setup["rounds"] = {"r-tea3", "r-dist"};
  Table table(3, setup);
  const Catalog& catalog = table.catalog();
  State state = table.state();
  state.players[0].tokens = {Token::Tea, Token::Tea, Token::Tea};
  state.players[1].tokens = {Token::Tea, Token::Tea, Token::Tea};
  state.players[2].tokens = {Token::Flower, Token::Berry, Token::Tea};
  std::vector<Award> won = award_objectives(state, catalog, 0);
  REQUIRE(won.size() == 1);
  CHECK(won[0].cube.round);
  CHECK(won[0].cube.tier == Tier::Gold);
  CHECK(won[0].cube.stars == 3);
  won = award_objectives(state, catalog, 1);
  REQUIRE(won.size() == 1);
  CHECK(won[0].cube.tier == Tier::Wood);
  CHECK(won[0].cube.stars == 1);
  CHECK(award_objectives(state, catalog, 2).empty());  // r-dist is not revealed yet
  state.round = 2;
  won = award_objectives(state, catalog, 2);
  REQUIRE(won.size() == 1);
  CHECK(catalog.round_objectives[won[0].cube.card].id == "r-dist");
  CHECK(state.players[2].tokens.size() == 3);          // tokens are kept
  CHECK(award_objectives(state, catalog, 1).empty());  // three teas are not distinct
}

TEST_CASE("a round card's tokens are a multiset") {
  RoundObjective card;
  card.tokens = {Token::Tea, Token::Tea, Token::Berry};
  PlayerState player;
  player.tokens = {Token::Tea, Token::Berry, Token::Berry};
  CHECK_FALSE(achieves(player, card));
  player.tokens = {Token::Berry, Token::Tea, Token::Tea};
  CHECK(achieves(player, card));
}

TEST_CASE("announcements name the player, the tier and the card at that tier") {
  Table table(3, with_public(3, {"cs-green"}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  REQUIRE(table.match().last_awards().size() == 1);
  CHECK(table.match().announce(table.match().last_awards()[0]) ==
        "A takes gold on Colour size 4 (green) (5 stars)");
}

TEST_CASE("two regions of one colour: two pieces on two different regions of it") {
  const json same = {{"objective", {{"two-regions", {{"colours", {"green", "green"}}}}}},
                     {"need", {1, 1, 1}},
                     {"stars", {2, 1, 1}}};
  Table table(2, nullptr, {{"terrain_objectives", {{"two-gg", same}}}});
  const Catalog& catalog = table.catalog();
  const TerrainObjective& card =
      catalog.terrain_objectives[catalog.find_terrain_objective("two-gg")];
  State state = table.state();
  state.players[0].pieces[1] = Cell{1, 0};  // main and cylinder on the one green region
  CHECK_FALSE(achieves(state, catalog, find_regions(state.board), 0, card, Tier::Gold));
  // A green tile at (-2,1) touches no other green part: a second green region.
  state.board.place({-2, 1}, {&catalog.terrains[catalog.find_terrain("d-g1")], 0});
  state.players[0].pieces[1] = Cell{-2, 1};
  CHECK(achieves(state, catalog, find_regions(state.board), 0, card, Tier::Gold));
}

TEST_CASE("tokens around count a cell under another player's piece") {
  Table table(2);
  const Catalog& catalog = table.catalog();
  const TerrainObjective& tea =
      catalog.terrain_objectives[catalog.find_terrain_objective("ta-tea")];
  State state = table.state();
  state.players[1].pieces[0] = Cell{0, 1};  // player 1's main on the tea cell next to (0,0)
  CHECK(achieves(state, catalog, find_regions(state.board), 0, tea, Tier::Gold));
  state.players[0].pieces[1] = Cell{0, 1};  // under player 0's own piece: not counted
  state.players[1].pieces[0] = Cell{2, 0};
  CHECK_FALSE(achieves(state, catalog, find_regions(state.board), 0, tea, Tier::Gold));
}

TEST_CASE("a hiker's reduction never takes a quantity below 1") {
  Table table(2);
  const Catalog& catalog = table.catalog();
  PlayerState player;
  player.companions = {catalog.find_companion("fox"), -1};
  TerrainObjective card = catalog.terrain_objectives[catalog.find_terrain_objective("two-gp")];
  CHECK(needed(catalog, player, card, Tier::Gold, Terrain::Green) == 1);    // 1 − 1 → 1
  CHECK(needed(catalog, player, card, Tier::Silver, Terrain::Green) == 1);  // 2 − 1
  CHECK(needed(catalog, player, card, Tier::Silver, Terrain::Pink) == 2);   // not its colour
}

TEST_CASE("with two players a secret card goes public with its owner's silver cube") {
  Table table(2, with_public(2, {"hard"}, {{"cs-green"}, json::array()}));
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  CHECK(cubes_of(table, 0).empty());  // the green region of 4 is short of silver's 5
  CHECK(table.play(turn(1, 1, "terrain")) == "");
  CHECK(table.play(turn(0, 2, "terrain", {place("d-g1", 0, 2)})) == "");  // region 5
  CHECK(cubes_of(table, 0) == Cubes{{"cs-green", "silver"}});
  CHECK(table.state().players[0].cubes[0].stars == 3);
  REQUIRE(table.state().row.size() == 2);
  CHECK(table.state().row[1].achievers == std::vector<int>{0});
  CHECK(table.state().players[0].hand.empty());
  CHECK(table.match().last_awards().at(0).from_hand);
}

TEST_CASE("round cards give gold then wood in a 2-player game too") {
  json setup = test_setup(2);
  setup["rounds"] = {"r-tea3"};
  Table table(2, setup);
  State state = table.state();
  state.players[0].tokens = {Token::Tea, Token::Tea, Token::Tea};
  state.players[1].tokens = {Token::Tea, Token::Tea, Token::Tea};
  std::vector<Award> won = award_objectives(state, table.catalog(), 0);
  REQUIRE(won.size() == 1);
  CHECK(won[0].cube.tier == Tier::Gold);
  CHECK(won[0].cube.stars == 3);
  won = award_objectives(state, table.catalog(), 1);
  REQUIRE(won.size() == 1);
  CHECK(won[0].cube.tier == Tier::Wood);
  CHECK(won[0].cube.stars == 1);
}

TEST_CASE("one turn's awards: the public row, then hand cards, then round cards") {
  json setup = with_public(3, {"ta-tea"}, {{"cs-green"}, json::array(), json::array()});
  setup["rounds"] = {"r-tea3"};
  Table table(3, setup);
  State state = table.state();
  state.players[0].tokens = {Token::Tea, Token::Tea, Token::Tea};
  const std::vector<Award> won = award_objectives(state, table.catalog(), 0);
  REQUIRE(won.size() == 3);
  CHECK_FALSE(won[0].cube.round);
  CHECK(table.catalog().terrain_objectives[won[0].cube.card].id == "ta-tea");
  CHECK(won[1].from_hand);
  CHECK(table.catalog().terrain_objectives[won[1].cube.card].id == "cs-green");
  CHECK(won[2].cube.round);
  CHECK(state.players[0].cubes.size() == 3);
}
