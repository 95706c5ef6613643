// The drafting record: draw, discard and pass moves, the hand a placement must come from,
// the tiles removed at setup — each rule with its own id, through core's replay.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/score_json.h"
#include "hand_moves.h"

using namespace wodny_szlak_test;

namespace {

std::vector<std::string> ids(const ws::WodnySzlakMatch& m, const std::vector<int>& tiles) {
  std::vector<std::string> out;
  for (int t : tiles) out.push_back(m.catalog().tiles[t].id);
  return out;
}
using Ids = std::vector<std::string>;

std::string malformed_path(int players, json moves, json removed = nullptr) {
  try {
    play(players, std::move(moves), std::move(removed));
  } catch (const trib::InputError& error) {
    return error.path;
  }
  return "";
}

}  // namespace

TEST_CASE("a solo round: draw three, place one, discard two") {
  const auto r = play(1, json::array({draw(0, {"ns.1", "dry.1", "m.1"}), tile(0, "ns.1", 0, -1),
                                      discard(0, {"dry.1", "m.1"})}));
  REQUIRE_FALSE(r.failed_at);
  const ws::WodnySzlakMatch& m = typed(r);
  CHECK(m.move_count() == 3);
  CHECK(m.moves().size() == 1);
  CHECK(m.ledger().tracked(0));
  CHECK(m.ledger().hand(0).empty());
  CHECK(ids(m, m.ledger().discarded()) == Ids{"dry.1", "m.1"});
  CHECK_FALSE(m.tile_available(m.catalog().find_tile("dry.1")));
  CHECK(m.tile_available(m.catalog().find_tile("dry.2")));
}

TEST_CASE("without draws nothing is tracked and the details keep their old keys") {
  const auto r = play(1, json::array({tile(0, "ns.1", 0, -1)}));
  REQUIRE_FALSE(r.failed_at);
  CHECK_FALSE(typed(r).ledger().tracked(0));
  const json details = r.match->score().details;
  CHECK(details.size() == 1);
  CHECK_FALSE(details.at("players").at(0).contains("hand"));
}

TEST_CASE("a tracked hand: a placement must come from it (tile-not-in-hand)") {
  const auto r = play(1, json::array({draw(0, {"ns.1", "dry.1", "m.1"}), tile(0, "ns.2", 0, -1)}));
  CHECK(refusal_at(r, 1) == "tile-not-in-hand");
  CHECK(r.error.message.find("not drawn yet") != std::string::npos);
  // Before the first draw the same placement is fine.
  CHECK(refusal_at(play(1, json::array({tile(0, "ns.2", 0, -1)})), 0) == "");
}

TEST_CASE("a tile in another hand or on the discard pile is not the placer's") {
  // Player 1 never drew, so only tiles held elsewhere are refused.
  const auto other = play(2, json::array({draw(0, {"ns.1"}), tile(1, "ns.1", 0, -1)}));
  CHECK(refusal_at(other, 1) == "tile-not-in-hand");
  CHECK(other.error.message.find("in the hand of P0") != std::string::npos);
  CHECK(refusal_at(play(2, json::array({draw(0, {"ns.1"}), tile(1, "ns.2", 0, -1)})), 1) == "");

  const auto discarded = play(1, json::array({draw(0, {"ns.1", "ns.2"}), tile(0, "ns.2", 0, -1),
                                              discard(0, {"ns.1"}), tile(0, "ns.1", 0, -2)}));
  CHECK(refusal_at(discarded, 3) == "tile-not-in-hand");
}

TEST_CASE("a house ruling places a tile that is not in hand, taking it from where it was") {
  const auto r = play(
      2, json::array({draw(0, {"ns.1", "ns.2"}), draw(1, {"ns.3"}), tile(1, "ns.1", 0, -1, true)}));
  REQUIRE_FALSE(r.failed_at);
  const ws::WodnySzlakMatch& m = typed(r);
  CHECK(r.house_rulings.at(0).rule == "tile-not-in-hand");
  CHECK(m.tile_owner(m.catalog().find_tile("ns.1")) == 1);
  CHECK(ids(m, m.ledger().hand(0)) == Ids{"ns.2"});
  CHECK(ids(m, m.ledger().hand(1)) == Ids{"ns.3"});
  const json document = trib::replay_json("wodny-szlak", r);
  CHECK(document.at("warnings").back() == "house ruling at move 2: tile-not-in-hand");
}

TEST_CASE("draws: unknown-tile, tile-already-used, tile-not-in-player-count") {
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1", "nope"})})), 0) == "unknown-tile");
  // Placed, held (by anyone, the drawer included), passed in, discarded: each is used.
  CHECK(refusal_at(play(1, json::array({tile(0, "ns.1", 0, -1), draw(0, {"ns.1"})})), 1) ==
        "tile-already-used");
  CHECK(refusal_at(play(2, json::array({draw(0, {"ns.1"}), draw(1, {"ns.1"})})), 1) ==
        "tile-already-used");
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1"}), draw(0, {"ns.1"})})), 1) ==
        "tile-already-used");
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1", "ns.2"}), tile(0, "ns.2", 0, -1),
                                        discard(0, {"ns.1"}), draw(0, {"ns.1"})})),
                   3) == "tile-already-used");
  CHECK(refusal_at(
            play(2, json::array({draw(0, {"ns.1", "ns.2"}), draw(1, {"ns.3"}),
                                 tile(0, "ns.2", 0, -1), pass(0, {"ns.1"}), draw(0, {"ns.1"})})),
            4) == "tile-already-used");
  CHECK(refusal_at(play(2, json::array({draw(0, {"cows.1"})})), 0) == "tile-not-in-player-count");
  CHECK(refusal_at(play(2, json::array({draw(0, {"sheep.1"})})), 0) == "tile-not-in-player-count");
  CHECK(refusal_at(play(3, json::array({draw(0, {"sheep.1"})})), 0) == "");
}

TEST_CASE("a house ruling draws a tile left out at this player count, and nothing else") {
  json cows = draw(0, {"cows.1"});
  cows[trib::kHouseRulingKey] = true;
  const auto r = play(2, json::array({cows}));
  REQUIRE_FALSE(r.failed_at);
  CHECK(r.house_rulings.at(0).rule == "tile-not-in-player-count");

  json full = draw(0, {"ns.1", "ns.2", "ns.3", "ns.4"});
  full[trib::kHouseRulingKey] = true;
  CHECK(refusal_at(play(1, json::array({full})), 0) == "hand-full");
  json foreign = discard(0, {"ns.1"});
  foreign[trib::kHouseRulingKey] = true;
  CHECK(refusal_at(play(1, json::array({foreign})), 0) == "tile-not-in-hand");
}

TEST_CASE("hand-full: at a draw the hand, with tiles passed in, holds at most three") {
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1", "ns.2", "ns.3"})})), 0) == "");
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(0, {"ns.4"})})),
                   1) == "hand-full");
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1", "ns.2", "ns.3", "ns.4"})})), 0) ==
        "hand-full");
  // Drafting: player 1 still holds two of their own when player 0's two arrive; drawing
  // before passing would make five.
  const json deal =
      json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                   tile(0, "ns.1", 0, -1), pass(0, {"ns.2", "ns.3"}), tile(1, "ns.4", 0, -1)});
  json early = deal;
  early.push_back(draw(1, {"ns.7"}));
  const auto r = play(2, early);
  CHECK(refusal_at(r, 5) == "hand-full");
  CHECK(r.error.message.find("2 passed in") != std::string::npos);
  json in_order = deal;
  in_order.push_back(pass(1, {"ns.5", "ns.6"}));
  in_order.push_back(draw(1, {"ns.7"}));
  in_order.push_back(draw(0, {"ns.8"}));
  CHECK(refusal_at(play(2, in_order), 999) == "");
}

TEST_CASE("discard and pass take tiles from the player's own hand only (tile-not-in-hand)") {
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1"}), discard(0, {"ns.2"})})), 1) ==
        "tile-not-in-hand");
  CHECK(refusal_at(play(2, json::array({draw(0, {"ns.1"}), discard(1, {"ns.1"})})), 1) ==
        "tile-not-in-hand");
  CHECK(refusal_at(play(2, json::array({draw(0, {"ns.1"}), pass(1, {"ns.1"})})), 1) ==
        "tile-not-in-hand");
  CHECK(refusal_at(play(2, json::array({draw(0, {"ns.1"}), pass(0, {"nope"})})), 1) ==
        "unknown-tile");
}

TEST_CASE("passed tiles wait until the receiver passes, then join their hand") {
  const auto r =
      play(3, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                           draw(2, {"ns.7", "ns.8", "ns.9"}), tile(0, "ns.1", 0, -1),
                           pass(0, {"ns.2", "ns.3"}), tile(1, "ns.4", 0, -1)}));
  REQUIRE_FALSE(r.failed_at);
  const ws::TileLedger& ledger = typed(r).ledger();
  CHECK(ids(typed(r), ledger.hand(1)) == Ids{"ns.5", "ns.6"});
  CHECK(ids(typed(r), ledger.passed_in(1)) == Ids{"ns.2", "ns.3"});
  // Player 1 may not place what was passed in before passing their own.
  const auto waiting = play(
      3, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                      tile(0, "ns.1", 0, -1), pass(0, {"ns.2", "ns.3"}), tile(1, "ns.2", 0, -1)}));
  CHECK(refusal_at(waiting, 4) == "tile-not-in-hand");
  CHECK(waiting.error.message.find("passed in") != std::string::npos);

  // The last seat passes to the first; each takes up what waited for them.
  const auto round = play(
      3, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                      draw(2, {"ns.7", "ns.8", "ns.9"}), tile(0, "ns.1", 0, -1),
                      pass(0, {"ns.2", "ns.3"}), tile(1, "ns.4", 0, -1), pass(1, {"ns.5", "ns.6"}),
                      tile(2, "ns.7", 0, -1), pass(2, {"ns.8", "ns.9"})}));
  REQUIRE_FALSE(round.failed_at);
  const ws::WodnySzlakMatch& m = typed(round);
  CHECK(ids(m, m.ledger().hand(0)) == Ids{"ns.8", "ns.9"});
  CHECK(ids(m, m.ledger().hand(1)) == Ids{"ns.2", "ns.3"});
  CHECK(ids(m, m.ledger().hand(2)) == Ids{"ns.5", "ns.6"});
  for (int p = 0; p < 3; ++p) CHECK(m.ledger().passed_in(p).empty());
}

TEST_CASE("a neighbour's next-round pass waits, whatever order the turns are written in") {
  // Written a whole turn at a time: player 0 passes for round 2 before player 1 has drawn
  // the tile that ends their round 1.
  const json round_one = json::array(
      {draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}), tile(0, "ns.1", 0, -1),
       pass(0, {"ns.2", "ns.3"}), tile(1, "ns.4", 0, -1), pass(1, {"ns.5", "ns.6"}),
       draw(0, {"ns.7"}), tile(0, "ns.5", 0, -2), pass(0, {"ns.6", "ns.7"})});
  json drawn = round_one;
  drawn.push_back(draw(1, {"ns.8"}));
  const auto r = play(2, drawn);
  REQUIRE_FALSE(r.failed_at);
  const ws::TileLedger& ledger = typed(r).ledger();
  CHECK(ids(typed(r), ledger.hand(1)) == Ids{"ns.2", "ns.3", "ns.8"});
  CHECK(ids(typed(r), ledger.passed_in(1)) == Ids{"ns.6", "ns.7"});

  json early = drawn;
  early.push_back(tile(1, "ns.6", 0, -2));
  CHECK(refusal_at(play(2, early), drawn.size()) == "tile-not-in-hand");

  json second_pass = drawn;
  second_pass.push_back(tile(1, "ns.2", 0, -2));
  second_pass.push_back(pass(1, {"ns.3", "ns.8"}));
  const auto after = play(2, second_pass);
  REQUIRE_FALSE(after.failed_at);
  const ws::TileLedger& taken_up = typed(after).ledger();
  CHECK(ids(typed(after), taken_up.hand(0)) == Ids{"ns.3", "ns.8"});
  CHECK(ids(typed(after), taken_up.hand(1)) == Ids{"ns.6", "ns.7"});
  CHECK(taken_up.passed_in(1).empty());
}

TEST_CASE("tiles passed before the receiver's first draw wait for the receiver's pass") {
  // Player 0's whole first turn is written before player 1 draws at all.
  const json first_turn =
      json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                   pass(0, {"ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"})});
  const auto r = play(2, first_turn);
  REQUIRE_FALSE(r.failed_at);
  const ws::TileLedger& ledger = typed(r).ledger();
  CHECK(ids(typed(r), ledger.hand(1)) == Ids{"ns.4", "ns.5", "ns.6"});
  CHECK(ids(typed(r), ledger.passed_in(1)) == Ids{"ns.2", "ns.3"});
  json early = first_turn;
  early.push_back(tile(1, "ns.2", 0, -1));
  CHECK(refusal_at(play(2, early), first_turn.size()) == "tile-not-in-hand");
  json turn = first_turn;
  turn.push_back(tile(1, "ns.4", 0, -1));
  turn.push_back(pass(1, {"ns.5", "ns.6"}));
  turn.push_back(draw(1, {"ns.7"}));
  const auto after = play(2, turn);
  REQUIRE_FALSE(after.failed_at);
  CHECK(ids(typed(after), typed(after).ledger().hand(1)) == Ids{"ns.2", "ns.3", "ns.7"});
  // A player who keeps no hand still takes passed tiles up at once, and may place them.
  const auto untracked =
      play(2, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                           pass(0, {"ns.2", "ns.3"}), tile(1, "ns.2", 0, -1)}));
  CHECK(refusal_at(untracked, 999) == "");
}

TEST_CASE("tiles removed at setup can never be drawn or placed (tile-removed)") {
  const json removed = {"ns.1", "dry.1"};
  CHECK(refusal_at(play(1, json::array({draw(0, {"ns.1"})}), removed), 0) == "tile-removed");
  CHECK(refusal_at(play(1, json::array({tile(0, "ns.1", 0, -1)}), removed), 0) == "tile-removed");
  CHECK(refusal_at(play(1, json::array({tile(0, "ns.1", 0, -1, true)}), removed), 0) ==
        "tile-removed");
  const auto r = play(1, json::array({tile(0, "ns.2", 0, -1)}), removed);
  REQUIRE_FALSE(r.failed_at);
  CHECK_FALSE(typed(r).tile_available(typed(r).catalog().find_tile("dry.1")));
  CHECK(r.match->score().details.at("removed") == json{"ns.1", "dry.1"});
}

TEST_CASE("score details: each tracked hand, the discard pile and the pile left") {
  // Player 1 discards what is left after placing: with neighbours that ends no round.
  const auto r = play(2, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5"}),
                                      tile(0, "ns.1", 0, -1), pass(0, {"ns.2", "ns.3"}),
                                      tile(1, "ns.4", 0, -1), discard(1, {"ns.5"})}));
  REQUIRE_FALSE(r.failed_at);
  const json details = r.match->score().details;
  CHECK(details.at("players").at(0).at("hand") == json::array());
  CHECK(details.at("players").at(1).at("hand") == json::array());
  CHECK(details.at("players").at(1).at("passed_in") == json{"ns.2", "ns.3"});
  CHECK(details.at("discarded") == json{"ns.5"});
  // Two players: the test catalog's base tiles (16 copies of 16 kinds) plus the bundled
  // catalog's 30 base tiles, five of them out of the pile.
  CHECK(details.at("pile") == 16 * 16 + 30 - 5);
  CHECK_FALSE(details.contains("removed"));
}

TEST_CASE("malformed hand moves and setups name the JSON path") {
  CHECK(malformed_path(1, json::array({{{"draw", json::array()}}})) == "/moves/0/draw");
  CHECK(malformed_path(1, json::array({{{"draw", {"ns.1", "ns.1"}}}})) == "/moves/0/draw/1");
  CHECK(malformed_path(1, json::array({{{"draw", "ns.1"}}})) == "/moves/0/draw");
  CHECK(malformed_path(1, json::array({{{"draw", {3}}}})) == "/moves/0/draw/0");
  CHECK(malformed_path(1, json::array({{{"draw", {"ns.1"}}, {"tile", "ns.1"}}})) ==
        "/moves/0/tile");
  CHECK(malformed_path(2, json::array({{{"draw", {"ns.1"}}}})) == "/moves/0");
  CHECK(malformed_path(1, json::array({{{"pass", {"ns.1"}}}})) == "/moves/0/pass");
  CHECK(malformed_path(2, json::array(), json{"ns.1"}) == "/setup/removed");
  CHECK(malformed_path(1, json::array(), json{"ns.1", "nope"}) == "/setup/removed/1");
  CHECK(malformed_path(1, json::array(), json{"cows.1"}) == "/setup/removed/0");
  CHECK(malformed_path(1, json::array(), json{"ns.1", "ns.1"}) == "/setup/removed/1");
  CHECK(malformed_path(1, json::array(),
                       json{"ns.1", "ns.2", "ns.3", "ns.4", "ns.5", "ns.6", "ns.7"}) ==
        "/setup/removed");
  CHECK(malformed_path(1, json::array(), json{"ns.1", "ns.2", "ns.3", "ns.4", "ns.5", "ns.6"}) ==
        "");
}

TEST_CASE("hand moves read back from their table-file shape") {
  for (const json& move :
       {draw(0, {"ns.1", "dry.2"}), discard(1, {"m.3"}), pass(2, {"x.1", "t.4"})}) {
    const ws::Move parsed = ws::parse_move(move, 3);
    REQUIRE(std::holds_alternative<ws::HandMove>(parsed));
    CHECK(ws::move_json(std::get<ws::HandMove>(parsed)) == move);
  }
  const ws::Move solo = ws::parse_move(json{{"draw", {"ns.1"}}}, 1);
  CHECK(std::get<ws::HandMove>(solo).player == 0);
}
