// Scoring on hand-made 8×4 cards: the rulebook's scoring notes, goal kinds, the largest
// land and its ties, protected and unprotected lands.

#include <doctest/doctest.h>

#include "helpers.h"

using namespace river_wild_test;

namespace {

const json kSource = card({"MMMMMMMM", "MMMRRMMM", "MMMRRMMM", "MMMRRMMM"});
const std::vector<std::string> kPocket = {"MMMRRMMM", "MLLRRLLM", "MLLRRLLM", "MMMRRMMM"};

// One pocket card at (1, 0): land A = cells [5..6][1..2], land B = [5..6][5..6].
rw::RiverWildMatch pocket_game(json items, json setup = json::object()) {
  auto match = start(deck(8, 4, kSource, {{"e", card(kPocket, items)}}), setup);
  place(match, "e", 1, 0);
  return match;
}

json goal_item(json goal, int largest, int other, int row, int col) {
  return {{"goal", goal}, {"points", {largest, other}}, {"at", {row, col}}};
}
json animal_item(const char* animal, int row, int col) {
  return {{"animal", animal}, {"at", {row, col}}};
}
json runestone_item(int row, int col) {
  return {{"runestone", true}, {"at", {row, col}}};
}

// Rulebook example: a land with 1 frog, 1 unicorn and the card's runestone, plus `goal`.
trib::Scoreboard frog_unicorn_land(json goal) {
  return pocket_game({animal_item("frog", 1, 1), animal_item("unicorn", 1, 2),
                      goal_item(goal, 4, 2, 2, 1), runestone_item(0, 0)})
      .score();
}

double total(const trib::Scoreboard& board) {
  return board.players.at(0).score;
}

}  // namespace

TEST_CASE("scoring notes: frog, unicorn and a runestone against three goal readings") {
  // "each" needs one animal of all four types: the runestone adds only a third type.
  const auto each = frog_unicorn_land({{"each", true}});
  CHECK(total(each) == 4);  // two protected lands, no goal met
  CHECK(land_with(each.details, 5, 1).at("goals").at(0).at("times") == 0);
  // The rulebook's 2 points match a frog + unicorn goal, met once.
  const auto pair = frog_unicorn_land({{"animals", {"frog", "unicorn"}}});
  CHECK(total(pair) == 4 + 4);
  CHECK(land_with(pair.details, 5, 1).at("goals").at(0).at("times") == 1);
  // A single-frog goal scores twice: the frog, and the runestone as a frog.
  const auto frog = frog_unicorn_land({{"animals", {"frog"}}});
  CHECK(total(frog) == 4 + 8);
  const json land = land_with(frog.details, 5, 1);
  CHECK(land.at("runestones") == json::parse(R"([{"card":"e","animal":"frog","manual":false}])"));
  CHECK(land.at("animals") == json::parse(R"({"frog":2,"jackalope":0,"unicorn":1,"dragon":0})"));
}

TEST_CASE("items of a card placed back side up are mirrored with its cells") {
  const json items = {animal_item("frog", 1, 1), goal_item({{"animals", {"frog"}}}, 4, 2, 2, 2)};
  auto match = start(deck(8, 4, kSource, {{"e", card(kPocket, items)}}));
  place(match, "e", 1, 0, true);
  const auto board = match.score();
  CHECK(land_with(board.details, 5, 1).at("animals").at("frog") == 0);
  const json right = land_with(board.details, 5, 6);
  CHECK(right.at("animals").at("frog") == 1);  // front column 1 shows at column 6
  CHECK(right.at("goals").at(0).at("at") == json::array({6, 5}));
  CHECK(right.at("largest") == true);
  CHECK(total(board) == 4 + 4);
}

TEST_CASE("a runestone gives a land at most one animal") {
  const auto board =
      pocket_game({animal_item("frog", 1, 1),
                   goal_item({{"animals", {"frog", "frog", "frog"}}}, 4, 2, 2, 1),
                   goal_item({{"animals", {"frog", "frog"}}}, 3, 1, 2, 2), runestone_item(3, 0)})
          .score();
  const json goals = land_with(board.details, 5, 1).at("goals");
  CHECK(goals.at(0).at("times") == 0);  // three frogs would need two runestone animals
  CHECK(goals.at(1).at("times") == 1);
  CHECK(total(board) == 4 + 3);
}

TEST_CASE("scoring notes: one runestone gives different animals to the lands it borders") {
  const auto board =
      pocket_game({animal_item("jackalope", 1, 1), animal_item("jackalope", 1, 2),
                   goal_item({{"animals", {"jackalope", "jackalope", "jackalope"}}}, 3, 3, 2, 1),
                   animal_item("unicorn", 1, 5), goal_item({{"animals", {"unicorn"}}}, 2, 2, 2, 6),
                   runestone_item(0, 0)})
          .score();
  const json left = land_with(board.details, 5, 1);
  const json right = land_with(board.details, 5, 5);
  CHECK(left.at("runestones").at(0).at("animal") == "jackalope");
  CHECK(left.at("points") == 2 + 3);
  CHECK(right.at("runestones").at(0).at("animal") == "unicorn");
  CHECK(right.at("points") == 2 + 4);  // the unicorn goal scores twice
  CHECK(total(board) == 11);
}

TEST_CASE("goal kinds count disjoint copies, and an animal serves several goals") {
  rw::Goal frog_frog;
  frog_frog.icons = {rw::Animal::Frog, rw::Animal::Frog};
  frog_frog.need = {2, 0, 0, 0};
  rw::Goal frog_jackalope;
  frog_jackalope.icons = {rw::Animal::Frog, rw::Animal::Jackalope};
  frog_jackalope.need = {1, 1, 0, 0};
  rw::Goal each;
  each.kind = rw::Goal::Kind::Each;
  rw::Goal any3;
  any3.kind = rw::Goal::Kind::Any;
  any3.any = 3;
  const rw::AnimalCounts have = {5, 2, 1, 0};
  CHECK(frog_frog.times(have) == 2);
  CHECK(frog_jackalope.times(have) == 2);
  CHECK(frog_jackalope.times({5, 0, 0, 0}) == 0);
  CHECK(each.times(have) == 0);
  CHECK(each.times({2, 3, 2, 4}) == 2);
  CHECK(any3.times(have) == 2);
  CHECK(any3.times({0, 0, 0, 2}) == 0);

  // Two frogs serve all three goals on the largest land: 2 × 2 + 1 × 3 + 1 × 5.
  const auto board = pocket_game({animal_item("frog", 1, 1), animal_item("frog", 2, 1),
                                  goal_item({{"animals", {"frog"}}}, 2, 1, 1, 2),
                                  goal_item({{"animals", {"frog", "frog"}}}, 3, 1, 2, 2),
                                  goal_item({{"any", 2}}, 5, 1, 1, 5)})
                         .score();
  // The any-2 goal sits on the empty right land: not met there.
  CHECK(total(board) == 4 + 4 + 3);
  CHECK(board.players.at(0).breakdown.size() == 3);
}

TEST_CASE("the largest land has the most cards; ties go to the better choice") {
  // T over U: two protected lands of two cards each, left A and right B.
  const std::vector<std::string> top = {"MMMRRMMM", "MLLRRLLM", "MLLRRLLM", "MLLRRLLM"};
  const std::vector<std::string> bottom = {"MLLRRLLM", "MLLRRLLM", "MLLRRLLM", "MMMRRMMM"};
  const auto play = [&](int a_largest, int a_other, int b_largest, int b_other) {
    json t = card(top, {animal_item("frog", 1, 1), animal_item("frog", 1, 6),
                        goal_item({{"animals", {"frog"}}}, a_largest, a_other, 2, 1),
                        goal_item({{"animals", {"frog"}}}, b_largest, b_other, 2, 6)});
    auto match = start(deck(8, 4, kSource, {{"t", t}, {"u", card(bottom)}, {"p", card(kPocket)}}));
    place(match, "t", 1, 0);
    place(match, "u", 2, 0);
    return match.score();
  };
  const auto b_better = play(1, 1, 6, 2);
  CHECK(b_better.details.at("largest") == "B");
  CHECK(b_better.details.at("largest_tied") == json::array({"A", "B"}));
  CHECK(total(b_better) == 4 + 1 + 6);
  const auto a_better = play(5, 1, 3, 2);
  CHECK(a_better.details.at("largest") == "A");
  CHECK(total(a_better) == 4 + 5 + 2);
  CHECK(land_with(a_better.details, 5, 1).at("size") == 2);
  CHECK(land_with(a_better.details, 5, 1).at("cards") == json::array({"t", "u"}));
}

TEST_CASE("a one-card land never beats a two-card land to largest") {
  const std::vector<std::string> top = {"MMMRRMMM", "MLLRRLLM", "MLLRRLLM", "MLLRRLLM"};
  const std::vector<std::string> bottom = {"MLLRRLLM", "MLLRRLLM", "MLLRRLLM", "MMMRRMMM"};
  json t = card(top, {animal_item("frog", 1, 1), goal_item({{"animals", {"frog"}}}, 1, 1, 2, 1)});
  json p =
      card(kPocket, {animal_item("frog", 1, 1), goal_item({{"animals", {"frog"}}}, 10, 1, 2, 1)});
  auto match = start(deck(8, 4, kSource, {{"t", t}, {"u", card(bottom)}, {"p", p}}));
  place(match, "t", 1, 0);
  place(match, "u", 2, 0);
  place(match, "p", 3, 0);
  const auto board = match.score();
  CHECK(board.details.at("largest") == "A");
  CHECK(total(board) == 8 + 1 + 1);
}

TEST_CASE("a protected land may span cards side by side; a gap at the side leaves it open") {
  json k1 =
      card({"MMMMRRMM", "MMMMRRLL", "MMMMRRLL", "MMMMRRMM"},
           {animal_item("frog", 1, 6), goal_item({{"animals", {"frog", "dragon"}}}, 4, 2, 2, 7)});
  json k2 = card(
      {"MMRRMMMM", "LLRRMMMM", "LLRRMMMM", "MMRRMMMM"},
      {runestone_item(0, 0), animal_item("dragon", 1, 0), goal_item({{"any", 3}}, 3, 1, 2, 1)});
  auto match = start(deck(8, 4, kSource, {{"k1", k1}, {"k2", k2}}));
  place(match, "k1", 1, -1);
  auto open = match.score();
  CHECK(total(open) == 0);
  const json gap = land_with(open.details, 5, 2);
  CHECK(gap.at("protected") == false);
  CHECK(gap.at("points") == 0);
  CHECK(gap.at("goals").empty());
  CHECK(open.details.at("largest").is_null());
  place(match, "k2", 1, 1);
  const auto closed = match.score();
  const json land = land_with(closed.details, 5, 2);
  CHECK(land.at("protected") == true);
  CHECK(land.at("size") == 2);
  CHECK(land.at("cells").size() == 8);
  CHECK(land == land_with(closed.details, 6, 5));
  CHECK(total(closed) == 2 + 4 + 3);
}

TEST_CASE("land on the top edge under a gap is not protected") {
  json v = card({"MMRRMLLM", "MMRRMLLM", "MMRRMLLM", "MMRRMMMM"},
                {animal_item("frog", 1, 5), goal_item({{"animals", {"frog"}}}, 2, 1, 1, 6)});
  auto match = start(deck(8, 4, kSource, {{"v", v}}));
  place(match, "v", 1, 1);  // columns 8..11 have nothing above
  const auto board = match.score();
  CHECK(total(board) == 0);
  const json land = land_with(board.details, 4, 9);
  CHECK(land.at("protected") == false);
  CHECK(land.at("animals").at("frog") == 1);
  CHECK(board.players.at(0).breakdown.at(0).label == "Protected lands (0 × 2)");
}

TEST_CASE("manual runestone choices are kept; unusable ones are ignored with a warning") {
  const json items = {animal_item("jackalope", 1, 1),
                      animal_item("jackalope", 1, 2),
                      goal_item({{"animals", {"jackalope", "jackalope", "jackalope"}}}, 3, 3, 2, 1),
                      animal_item("unicorn", 1, 5),
                      goal_item({{"animals", {"unicorn"}}}, 2, 2, 2, 6),
                      runestone_item(0, 0)};
  const json second = card(kPocket, {runestone_item(0, 7)});
  const json setup = json::parse(R"({"runestones": [
      {"card": "e", "cell": [6, 6], "animal": "frog"},
      {"card": "e", "cell": [5, 5], "animal": "dragon"},
      {"card": "e", "cell": [4, 0], "animal": "frog"},
      {"card": "f", "cell": [5, 1], "animal": "frog"},
      {"card": "g", "cell": [5, 1], "animal": "frog"}]})");
  auto match = start(
      deck(8, 4, kSource, {{"e", card(kPocket, items)}, {"f", second}, {"g", second}}), setup);
  place(match, "e", 1, 0);
  place(match, "f", 2, 0);
  const auto board = match.score();
  const json right = land_with(board.details, 5, 5);
  CHECK(right.at("runestones") == json::parse(R"([{"card":"e","animal":"frog","manual":true}])"));
  CHECK(right.at("points") == 2 + 2);  // the unicorn goal now scores once
  CHECK(land_with(board.details, 5, 1).at("runestones").at(0).at("animal") == "jackalope");
  CHECK(total(board) == 8 + 3 + 2);  // four protected lands (two on f)
  REQUIRE(board.warnings.size() == 4);
  CHECK(board.warnings[0].rfind("/setup/runestones/1:", 0) == 0);  // already fixed
  CHECK(board.warnings[1].find("not a land cell") != std::string::npos);
  CHECK(board.warnings[2].find("holds no cell of land A") != std::string::npos);
  CHECK(board.warnings[3].find("g is not placed") != std::string::npos);
}

TEST_CASE("the largest land scores the first number even when it is the smaller one") {
  // t over m over u: the left land spans all three cards (A, 3 cards); the right one is
  // closed by m's mountains after two (B); u's right land is a pocket of one card (C).
  const std::vector<std::string> top = {"MMMRRMMM", "MLLRRLLM", "MLLRRLLM", "MLLRRLLM"};
  const std::vector<std::string> middle = {"MLLRRLLM", "MLLRRLLM", "MLLRRMMM", "MLLRRMMM"};
  const std::vector<std::string> bottom = {"MLLRRLLM", "MLLRRLLM", "MLLRRLLM", "MMMRRMMM"};
  json t = card(top, {animal_item("frog", 1, 1), goal_item({{"animals", {"frog"}}}, 2, 4, 2, 1),
                      animal_item("frog", 1, 6), goal_item({{"animals", {"frog"}}}, 1, 1, 2, 6)});
  auto match = start(deck(8, 4, kSource, {{"t", t}, {"m", card(middle)}, {"u", card(bottom)}}));
  place(match, "t", 1, 0);
  place(match, "m", 2, 0);
  place(match, "u", 3, 0);
  const auto board = match.score();
  CHECK(land_with(board.details, 5, 1).at("size") == 3);
  CHECK(land_with(board.details, 5, 5).at("size") == 2);
  CHECK(board.details.at("largest") == "A");
  CHECK(board.details.at("largest_tied") == json::array({"A"}));
  CHECK(land_with(board.details, 5, 1).at("goals").at(0).at("points") == 2);  // not 4
  CHECK(total(board) == 3 * 2 + 2 + 1);
  CHECK(board.players.at(0).breakdown.at(1).label ==
        "Land A (largest, 3 cards): goal \"frog\" on t, 1 × 2");
  CHECK(board.details.at("largest_note").get<std::string>().find("(-2 against the second)") !=
        std::string::npos);
}

TEST_CASE("tied lands: one is the largest even when every choice loses points") {
  const std::vector<std::string> top = {"MMMRRMMM", "MLLRRLLM", "MLLRRLLM", "MLLRRLLM"};
  const std::vector<std::string> bottom = {"MLLRRLLM", "MLLRRLLM", "MLLRRLLM", "MMMRRMMM"};
  const auto play = [&](int a_largest, int a_other, int b_largest, int b_other) {
    json t = card(top, {animal_item("frog", 1, 1), animal_item("frog", 1, 6),
                        goal_item({{"animals", {"frog"}}}, a_largest, a_other, 2, 1),
                        goal_item({{"animals", {"frog"}}}, b_largest, b_other, 2, 6)});
    auto match = start(deck(8, 4, kSource, {{"t", t}, {"u", card(bottom)}}));
    place(match, "t", 1, 0);
    place(match, "u", 2, 0);
    return match.score();
  };
  // A as the largest loses 4 (1 instead of 5), B only 1 (2 instead of 3): B is chosen.
  const auto b_loses_less = play(1, 5, 2, 3);
  CHECK(b_loses_less.details.at("largest") == "B");
  CHECK(total(b_loses_less) == 4 + 5 + 2);
  CHECK(b_loses_less.details.at("largest_note").get<std::string>().find("higher total") !=
        std::string::npos);
  // Both lose 2: the first in reading order.
  const auto same_loss = play(1, 3, 1, 3);
  CHECK(same_loss.details.at("largest") == "A");
  CHECK(total(same_loss) == 4 + 1 + 3);
  CHECK(same_loss.details.at("largest_note").get<std::string>().find("reading order") !=
        std::string::npos);
}

TEST_CASE("a runestone on an animal's cell: the animal counts and the stone gives one more") {
  const auto board = pocket_game({animal_item("frog", 1, 1), runestone_item(1, 1),
                                  goal_item({{"animals", {"frog", "frog"}}}, 3, 1, 2, 1)})
                         .score();
  const json land = land_with(board.details, 5, 1);
  CHECK(land.at("animals").at("frog") == 2);
  CHECK(land.at("goals").at(0).at("times") == 1);
  CHECK(total(board) == 4 + 3);
}
