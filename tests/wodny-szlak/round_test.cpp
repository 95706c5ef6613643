// One placement a round for a player who keeps a hand (one-tile-per-round), and the
// players' names in the drafting messages.

#include <doctest/doctest.h>

#include "hand_moves.h"

using namespace wstest;

// Static, not in an anonymous namespace: in a unity batch that namespace is shared, and
// house_ruling_test.cpp's own tile() would hide the one of hand_moves.h from it.

// Player 0's whole first round, then player 1 draws three and places one.
static json first_placements() {
  return json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                      pass(0, {"ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                      tile(1, "ns.4", 0, -1)});
}

static json with(json moves, std::initializer_list<json> more) {
  for (const json& move : more) moves.push_back(move);
  return moves;
}

TEST_CASE("a second placement before passing is refused (one-tile-per-round)") {
  const json moves = with(first_placements(), {tile(1, "ns.5", 0, -2)});
  const auto r = play(2, moves);
  CHECK(refusal_at(r, 5) == "one-tile-per-round");
  CHECK(r.error.message ==
        "P1 has already placed a tile this round: pass the other tiles to the left before "
        "placing the next one.");
  // The board offers no spot for it either.
  const ws::WodnySzlakMatch& m = typed(r);
  CHECK(m.legal_spots(1, m.catalog().find_tile("ns.5")).empty());
  CHECK_FALSE(m.legal_spots(0, m.catalog().find_tile("ns.5")).empty());
  // Passing ends the round: the next draw's placement is fine.
  const json next = with(first_placements(),
                         {pass(1, {"ns.5", "ns.6"}), draw(1, {"ns.7"}), tile(1, "ns.2", 0, -2)});
  CHECK(refusal_at(play(2, next), 999) == "");
}

TEST_CASE("with neighbours, neither a discard nor a draw ends the round") {
  const json discarded =
      json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                   discard(0, {"ns.2", "ns.3"}), draw(0, {"ns.4"}), tile(0, "ns.4", 0, -2)});
  CHECK(refusal_at(play(2, discarded), 4) == "one-tile-per-round");
  const json drawn = json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                                  draw(0, {"ns.4"}), tile(0, "ns.4", 0, -2)});
  CHECK(refusal_at(play(2, drawn), 3) == "one-tile-per-round");
}

TEST_CASE("solo: a discard, or a draw into an empty hand, ends the round") {
  const json twice = json::array(
      {draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1), tile(0, "ns.2", 0, -2)});
  const auto r = play(1, twice);
  CHECK(refusal_at(r, 2) == "one-tile-per-round");
  CHECK(r.error.message.find("discard the other tiles") != std::string::npos);
  // Topping up a hand that still holds tiles starts no round.
  const json topped_up = json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                                      draw(0, {"ns.4"}), tile(0, "ns.4", 0, -2)});
  CHECK(refusal_at(play(1, topped_up), 3) == "one-tile-per-round");
  // Discarding before placing is written in either order.
  const json discard_first = json::array(
      {draw(0, {"ns.1", "ns.2", "ns.3"}), discard(0, {"ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
       draw(0, {"ns.4", "ns.5", "ns.6"}), tile(0, "ns.4", 0, -2), discard(0, {"ns.5", "ns.6"})});
  CHECK(refusal_at(play(1, discard_first), 999) == "");
}

TEST_CASE("without a recorded hand, placements are not counted by round") {
  CHECK(refusal_at(play(2, json::array({tile(0, "ns.1", 0, -1), tile(0, "ns.2", 0, -2)})), 999) ==
        "");
}

TEST_CASE("a house ruling records a second placement, and the pass still ends the round") {
  const json moves = with(first_placements(), {tile(1, "ns.5", 0, -2, true), pass(1, {"ns.6"}),
                                               draw(1, {"ns.7"}), tile(1, "ns.2", 0, -3)});
  const auto r = play(2, moves);
  REQUIRE_FALSE(r.failed_at);
  CHECK(r.house_rulings.at(0).rule == "one-tile-per-round");
}

TEST_CASE("drafting messages name the players, not their seats") {
  trib::TableFile table =
      table_of(2, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                               draw(1, {"ns.7"})}));
  table.players = {"Ania", "Bartek"};
  const auto full = trib::replay(trib::wodny_szlak_game(), table);
  CHECK(refusal_at(full, 2) == "hand-full");
  CHECK(full.error.message.rfind("Bartek holds 3 tiles: drawing 1 would make 4", 0) == 0);

  table.moves = json::array({draw(0, {"ns.1"}), tile(1, "ns.1", 0, -1)});
  const auto held = trib::replay(trib::wodny_szlak_game(), table);
  CHECK(refusal_at(held, 1) == "tile-not-in-hand");
  CHECK(held.error.message ==
        "Tile \"ns.1\" is not in the hand of Bartek: it is in the hand of Ania.");

  table.moves = with(first_placements(), {tile(1, "ns.5", 0, -2)});
  const auto twice = trib::replay(trib::wodny_szlak_game(), table);
  CHECK(twice.error.message.rfind("Bartek has already placed a tile this round", 0) == 0);
}
