// The River Woods view model without ImGui: the turn builder enters every turn of the
// worked example step by step (disc, action, each step checked before it is added, piece
// moves rebuilt the way a click builds them) and must reach the result `tributary score`
// gives and the expected file lists; refusals leave the turn as it was.

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>

#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "games/river-woods/river_woods.h"
#include "ui/river-woods/describe.h"
#include "ui/river-woods/push_choices.h"
#include "ui/river-woods/setup_cards.h"
#include "ui/river-woods/turn_builder.h"

using namespace trib;
using nlohmann::json;
namespace rwd = trib::river_woods;
namespace model = trib::ui::woods_ui;

namespace {

const std::string kSample = std::string(RIVER_WOODS_GUI_DATA) + "/sample.json";

struct Sample {
  json moves;
  std::unique_ptr<rwd::RiverWoodsMatch> match;
};

// The sample table with no moves applied; its moves are returned beside it.
Sample start_sample() {
  TableFile table = read_table_file(kSample);
  Sample game;
  game.moves = table.moves;
  table.moves = json::array();
  game.match = rwd::start_match(table);
  return game;
}

model::TurnCheck match_check(const rwd::RiverWoodsMatch& m) {
  return [&m](const json& move) { return m.check(move); };
}

// Enters `move` through the builder as the board view does and returns the built JSON.
json enter_turn(const rwd::RiverWoodsMatch& m, const json& move) {
  const rwd::Turn wanted = rwd::parse_turn(move, m.state().player_count());
  model::TurnBuilder builder;
  builder.start(m.state());
  REQUIRE(builder.player() == wanted.player);
  CHECK_FALSE(builder.ready());
  REQUIRE(builder.choose_disc(wanted.disc, match_check(m)).legal());
  REQUIRE(builder.choose_action(wanted.action, match_check(m)).legal());
  CHECK(builder.ap_left(m.catalog(), m.state()) == wanted.disc);
  for (const rwd::Step& step : wanted.steps) {
    rwd::Step entered = step;
    if (step.kind == rwd::Step::Kind::Move) {
      // A click on the neighbouring cell, with the token option the table used.
      const rwd::State shown = builder.preview(m.state(), m.catalog());
      entered = model::move_step(shown, m.catalog(), wanted.player, step.piece, step.at,
                                 step.take_token, step.drop);
      CHECK(entered.take_token == step.take_token);
      CHECK(entered.drop == step.drop);
    }
    const Verdict verdict = builder.add(entered, match_check(m));
    INFO(move.dump());
    REQUIRE(verdict.legal());
  }
  CHECK(builder.ap_spent(m.catalog(), m.state()) <= wanted.disc);
  CHECK(builder.ap_left(m.catalog(), m.state()) ==
        wanted.disc - builder.ap_spent(m.catalog(), m.state()));
  return builder.json(m.state());
}

// The game after `count` of the sample's turns, entered directly.
Sample sample_after(std::size_t count) {
  Sample game = start_sample();
  for (std::size_t i = 0; i < count; ++i) REQUIRE(game.match->apply(game.moves[i]).legal());
  return game;
}

rwd::Step place(const char* tile, rwd::Cell at) {
  rwd::Step step;
  step.kind = rwd::Step::Kind::Place;
  step.tile = tile;
  step.at = at;
  return step;
}

}  // namespace

TEST_CASE("every turn of the worked example entered step by step gives the scored result") {
  Sample game = start_sample();
  rwd::RiverWoodsMatch& m = *game.match;
  for (const json& move : game.moves) {
    const json built = enter_turn(m, move);
    CHECK(built == rwd::turn_json(rwd::parse_turn(move, m.state().player_count())));
    REQUIRE(m.apply(built).legal());
  }
  CHECK(m.finished());

  // What `tributary score` computes: a replay of the table file as it is.
  const TableFile table = read_table_file(kSample);
  const Scoreboard expected_board = replay(*find_game("river-woods"), table).match->score();
  const Scoreboard board = m.score();
  REQUIRE(board.players.size() == expected_board.players.size());
  for (std::size_t p = 0; p < board.players.size(); ++p) {
    CHECK(board.players[p].score == expected_board.players[p].score);
    CHECK(board.players[p].place == expected_board.players[p].place);
  }

  std::ifstream in(std::string(RIVER_WOODS_GUI_DATA) + "/sample.expected.json");
  const json expected = json::parse(in);
  for (std::size_t p = 0; p < board.players.size(); ++p) {
    CHECK(board.players[p].score == expected["scores"][p].get<double>());
    CHECK(board.players[p].place == expected["places"][p].get<int>());
    const auto& cubes = m.state().players[p].cubes;
    REQUIRE(cubes.size() == expected["cubes"][p].size());
    for (std::size_t c = 0; c < cubes.size(); ++c) {
      const std::string id = cubes[c].round ? m.catalog().round_objectives[cubes[c].card].id
                                            : m.catalog().terrain_objectives[cubes[c].card].id;
      CHECK(id == expected["cubes"][p][c][0].get<std::string>());
      CHECK(rwd::tier_name(cubes[c].tier) == expected["cubes"][p][c][1].get<std::string>());
    }
  }
}

TEST_CASE("a refused step is not added and keeps the engine's rule and message") {
  Sample game = sample_after(0);
  const rwd::RiverWoodsMatch& m = *game.match;
  model::TurnBuilder builder;
  builder.start(m.state());
  REQUIRE(builder.choose_disc(1, match_check(m)).legal());
  REQUIRE(builder.choose_action(rwd::Action::Terrain, match_check(m)).legal());

  const Verdict far = builder.add(place("t01", {10, 10}), match_check(m));
  REQUIRE_FALSE(far.legal());
  CHECK(far.reason().rule == "not-adjacent");
  CHECK_FALSE(far.reason().message.empty());
  CHECK(builder.steps().empty());

  REQUIRE(builder.add(place("t01", {-2, -1}), match_check(m)).legal());
  CHECK(builder.ap_left(m.catalog(), m.state()) == 0);
  const Verdict over = builder.add(place("t02", {-2, 0}), match_check(m));
  REQUIRE_FALSE(over.legal());
  CHECK(over.reason().rule == "over-ap");
  CHECK(builder.steps().size() == 1);

  // The preview shows the placed tile; the match is untouched until the turn is confirmed.
  CHECK(builder.preview(m.state(), m.catalog()).board.has_tile({-2, -1}));
  CHECK_FALSE(m.state().board.has_tile({-2, -1}));
  builder.remove_last();
  CHECK(builder.steps().empty());
  CHECK(builder.ap_left(m.catalog(), m.state()) == 1);
}

TEST_CASE("a used disc and a missed terrain action are refused when chosen") {
  // Player 2 used disc 3 on the first turn of round 1.
  Sample game = sample_after(3);
  const rwd::RiverWoodsMatch& m = *game.match;
  model::TurnBuilder builder;
  builder.start(m.state());
  REQUIRE(builder.player() == 2);
  const Verdict used = builder.choose_disc(3, match_check(m));
  REQUIRE_FALSE(used.legal());
  CHECK(used.reason().rule == "disc-used");
  CHECK_FALSE(builder.disc());

  // Player 2's third turn of round 1 after two companion actions must be a terrain action.
  Sample later = sample_after(6);
  const rwd::RiverWoodsMatch& m6 = *later.match;
  builder.start(m6.state());
  REQUIRE(builder.player() == 2);
  const Verdict missed = builder.choose_action(rwd::Action::Companion, match_check(m6));
  REQUIRE_FALSE(missed.legal());
  CHECK(missed.reason().rule == "terrain-once-per-round");
  CHECK_FALSE(builder.action());
  CHECK(builder.choose_action(rwd::Action::Terrain, match_check(m6)).legal());
}

TEST_CASE("a move may pass a piece while entered, but the turn may not end on it") {
  // Player 2's main piece at [-1, -1] is next to player 1's main piece at [0, -1].
  Sample game = sample_after(0);
  const rwd::RiverWoodsMatch& m = *game.match;
  model::TurnBuilder builder;
  builder.start(m.state());
  REQUIRE(builder.choose_disc(3, match_check(m)).legal());
  REQUIRE(builder.choose_action(rwd::Action::Movement, match_check(m)).legal());
  const auto step_to = [&](rwd::Cell to) {
    return model::move_step(builder.preview(m.state(), m.catalog()), m.catalog(), 2,
                            rwd::Piece::Main, to, true, std::nullopt);
  };
  REQUIRE(builder.add(step_to({0, -1}), match_check(m)).legal());
  const Verdict stopped = m.check(builder.json(m.state()));
  REQUIRE_FALSE(stopped.legal());
  CHECK(stopped.reason().rule == "piece-ends-on-piece");
  REQUIRE(builder.add(step_to({0, 0}), match_check(m)).legal());
  CHECK(m.check(builder.json(m.state())).legal());

  // Another action drops the steps.
  REQUIRE(builder.choose_action(rwd::Action::Terrain, match_check(m)).legal());
  CHECK(builder.steps().empty());
}

TEST_CASE("a companion's take costs its slot and needs a free land cell to summon onto") {
  Sample game = sample_after(0);
  const rwd::RiverWoodsMatch& m = *game.match;
  model::TurnBuilder builder;
  builder.start(m.state());
  REQUIRE(builder.choose_disc(1, match_check(m)).legal());
  REQUIRE(builder.choose_action(rwd::Action::Companion, match_check(m)).legal());
  rwd::Step take;
  take.kind = rwd::Step::Kind::Take;
  take.companion = "c6";
  take.slot = 2;
  take.side = rwd::Side::Left;
  take.summon = rwd::Cell{0, 0};
  const Verdict costly = builder.add(take, match_check(m));
  REQUIRE_FALSE(costly.legal());
  CHECK(costly.reason().rule == "over-ap");
  take.slot = 1;
  take.summon.reset();
  const Verdict nowhere = builder.add(take, match_check(m));
  REQUIRE_FALSE(nowhere.legal());
  CHECK(nowhere.reason().rule == "no-summon-cell");  // the only neighbour with a tile has a piece
  CHECK(model::free_companions(m.state(), m.catalog()).size() == m.catalog().companions.size());
}

TEST_CASE("the companion slots offered are the ones the disc's action points pay for") {
  Sample game = sample_after(0);
  const rwd::RiverWoodsMatch& m = *game.match;
  model::TurnBuilder builder;
  builder.start(m.state());
  CHECK(builder.max_take_slot(m.catalog(), m.state()) == 0);  // no disc yet
  REQUIRE(builder.choose_disc(2, match_check(m)).legal());
  REQUIRE(builder.choose_action(rwd::Action::Companion, match_check(m)).legal());
  CHECK(builder.max_take_slot(m.catalog(), m.state()) == 2);
  rwd::Step refresh;
  refresh.kind = rwd::Step::Kind::Refresh;
  REQUIRE(builder.add(refresh, match_check(m)).legal());
  const int offered = builder.max_take_slot(m.catalog(), m.state());
  CHECK(offered == 1);
  // The engine agrees: the slot above the offer costs more than the disc has left.
  rwd::Step take;
  take.kind = rwd::Step::Kind::Take;
  take.companion = "c6";
  take.side = rwd::Side::Left;
  take.slot = offered + 1;
  const Verdict over = builder.try_step(take, match_check(m));
  REQUIRE_FALSE(over.legal());
  CHECK(over.reason().rule == "over-ap");
  model::TurnBuilder three;
  three.start(m.state());
  REQUIRE(three.choose_disc(3, match_check(m)).legal());
  CHECK(three.max_take_slot(m.catalog(), m.state()) == model::kTakeSlots);
}

TEST_CASE("setup: a secret-card list never leaves out another player's secret cards") {
  const Sample game = sample_after(0);
  const rwd::Catalog& catalog = game.match->catalog();
  REQUIRE(catalog.terrain_objectives.size() >= 5);
  const std::string row = catalog.terrain_objectives[0].id;
  const std::string first = catalog.terrain_objectives[1].id;  // the first player's cards
  const std::string second = catalog.terrain_objectives[2].id;
  // The second player's list, with the first player's two cards chosen: both are offered
  // (their absence would reveal them); the public row's card and her own other are not.
  const std::string own_other = catalog.terrain_objectives[3].id;
  const std::vector<std::string> offered =
      model::offered_objectives(catalog, {row, own_other, ""}, "");
  auto has = [&](const std::string& id) {
    return std::find(offered.begin(), offered.end(), id) != offered.end();
  };
  CHECK(has(first));
  CHECK(has(second));
  CHECK_FALSE(has(row));
  CHECK_FALSE(has(own_other));
  CHECK(offered.size() == catalog.terrain_objectives.size() - 2);
  // The card a list shows as chosen stays in it.
  const auto kept = model::offered_objectives(catalog, {row, own_other}, own_other);
  CHECK(std::find(kept.begin(), kept.end(), own_other) != kept.end());
}

TEST_CASE("turns are described in one readable line") {
  Sample game = sample_after(0);
  const model::DescribeContext names = model::describe_context(*game.match);
  CHECK(model::describe_turn(rwd::parse_turn(game.moves[1], 3), names) ==
        "P0 \u00b7 disc 2 \u00b7 movement: main \u2192 [1, -1], main \u2192 [1, 0]");
  CHECK(model::describe_turn(rwd::parse_turn(game.moves[11], 3), names) ==
        "P2 \u00b7 disc 2 \u00b7 companion: take C6 (slot 1) on the left, summoned at [-2, -1], "
        "refresh the companions");
  CHECK(model::describe_turn(rwd::parse_turn(game.moves[5], 3), names) ==
        "P1 \u00b7 disc 2 \u00b7 terrain: place t08 on top at [2, -2], turned 1");
  CHECK(model::describe_turn(rwd::parse_turn(game.moves[41], 3), names) ==
        "P2 \u00b7 disc 3 \u00b7 movement: pawn \u2192 [1, -3] (takes the token), main \u2192 "
        "[0, -1], main \u2192 [-1, 0]");
}

TEST_CASE("the tile search ignores case, Polish letters included") {
  rwd::Tile tile;
  tile.id = "\u0141\u0105ka-7";  // "Łąka-7"
  CHECK(model::tile_matches_search(tile, ""));
  CHECK(model::tile_matches_search(tile, "\u0142\u0104K"));  // "łĄK"
  CHECK(model::tile_matches_search(tile, "KA-7"));
  CHECK_FALSE(model::tile_matches_search(tile, "\u0142\u0105ki"));  // "łąki"
}

namespace {

// The push fixture: P2 holds a Stoat; P1's main at [0, -1] sits between P2's pieces and a
// river tile at [-1, 0] whose river half faces it.
std::unique_ptr<rwd::RiverWoodsMatch> push_table() {
  TableFile table = read_table_file(std::string(RIVER_WOODS_GUI_DATA) + "/push.json");
  const json moves = table.moves;
  table.moves = json::array();
  auto m = rwd::start_match(table);
  for (const json& move : moves) REQUIRE(m->apply(move).legal());
  return m;
}

std::vector<rwd::Cell> sorted(std::vector<rwd::Cell> cells) {
  std::sort(cells.begin(), cells.end(),
            [](rwd::Cell a, rwd::Cell b) { return std::pair(a.q, a.r) < std::pair(b.q, b.r); });
  return cells;
}

// Whether a push of `target` along `path` and then on to one more tile is legal.
bool push_reaches_legal(const model::TurnBuilder& builder, const rwd::RiverWoodsMatch& m,
                        model::PieceRef target, const std::vector<rwd::Cell>& path) {
  if (builder.try_step(model::push_step(target, path), match_check(m)).legal()) return true;
  if (path.size() >= 2) return false;
  const rwd::Topology& topology = m.state().board.topology();
  for (int e = 0; e < topology.edge_count(); ++e) {
    std::vector<rwd::Cell> longer = path;
    longer.push_back(topology.neighbour(path.back(), e));
    if (builder.try_step(model::push_step(target, longer), match_check(m)).legal()) return true;
  }
  return false;
}

}  // namespace

TEST_CASE(
    "the Stoat's push offers the pieces beside the pusher, then only cells leading to a legal "
    "push") {
  const auto m = push_table();
  model::TurnBuilder builder;
  builder.start(m->state());
  REQUIRE(builder.player() == 2);
  REQUIRE(builder.choose_disc(2, match_check(*m)).legal());
  REQUIRE(builder.choose_action(rwd::Action::Movement, match_check(*m)).legal());
  const rwd::State& s = m->state();

  // P2's pieces at [-2, -1], [-1, -1] and [0, -2] are beside each other; P1's main at
  // [0, -1] is beside two of them; P1's pawn at [1, -1] and P0's pieces are not.
  const std::vector<rwd::Cell> beside = {{-2, -1}, {-1, -1}, {0, -2}, {0, -1}};
  CHECK(sorted(model::push_target_cells(builder, s, match_check(*m), false)) == sorted(beside));
  CHECK(sorted(model::push_target_cells(builder, s, match_check(*m), true)) == sorted(beside));

  // Around [0, -1] every cell holds a tile; the river tile at [-1, 0] cannot be entered from
  // there, so only Shift+arrows reach it. The occupied cells lead on to legal pushes.
  const model::PieceRef p1_main{1, rwd::Piece::Main};
  const std::vector<rwd::Cell> around = {{1, -1}, {-1, -1}, {0, 0}, {0, -2}, {1, -2}, {-1, 0}};
  const auto every = model::push_next_cells(builder, s, p1_main, {}, match_check(*m), false);
  const auto legal = model::push_next_cells(builder, s, p1_main, {}, match_check(*m), true);
  CHECK(sorted(every) == sorted(around));
  CHECK(std::find(legal.begin(), legal.end(), rwd::Cell{-1, 0}) == legal.end());
  CHECK(legal.size() == around.size() - 1);
  const Verdict into_river =
      builder.try_step(model::push_step(p1_main, {{-1, 0}}), match_check(*m));
  REQUIRE_FALSE(into_river.legal());
  CHECK(into_river.reason().rule == "river-edge");

  // Each offered cell, first or second, is where the engine accepts the push or where it can
  // go on to a legal one; each cell left out is neither.
  for (const rwd::Cell first : every) {
    const bool offered = std::find(legal.begin(), legal.end(), first) != legal.end();
    CHECK(offered == push_reaches_legal(builder, *m, p1_main, {first}));
    const auto second = model::push_next_cells(builder, s, p1_main, {first}, match_check(*m), true);
    for (const rwd::Cell next :
         model::push_next_cells(builder, s, p1_main, {first}, match_check(*m), false)) {
      const bool ok = std::find(second.begin(), second.end(), next) != second.end();
      CHECK(ok == push_reaches_legal(builder, *m, p1_main, {first, next}));
    }
  }

  // A push ends after two cells: nothing more is offered.
  CHECK(model::push_next_cells(builder, s, p1_main, {{0, 0}, {1, -1}}, match_check(*m), false)
            .empty());
}
