// One placement a round for a player who keeps a hand (one-tile-per-round), then one pass
// (solo: discard) of every tile left, none after the last placement (issue 34), and the
// players' names in the drafting messages.

#include <doctest/doctest.h>

#include "hand_moves.h"

using namespace wodny_szlak_test;

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
  // A hand placed whole leaves nothing to discard: the next draw starts the round.
  const json one_by_one = json::array(
      {draw(0, {"ns.1"}), tile(0, "ns.1", 0, -1), draw(0, {"ns.2"}), tile(0, "ns.2", 0, -2)});
  CHECK(refusal_at(play(1, one_by_one), 999) == "");
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

// Issue 34: a tracked round is one placement, then one move that passes (solo: discards)
// every tile left in the hand.

static json dealt_and_placed(int players) {
  json moves = json::array();
  for (int p = 0; p < players; ++p) {
    const std::string first = "ns." + std::to_string(3 * p + 1);
    moves.push_back(
        draw(p, {first, "ns." + std::to_string(3 * p + 2), "ns." + std::to_string(3 * p + 3)}));
    moves.push_back(tile(p, first, 0, -1));
  }
  return moves;
}

TEST_CASE("a pass or discard before the round's placement is refused") {
  const auto all_three =
      play(2, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), pass(0, {"ns.1", "ns.2", "ns.3"})}));
  CHECK(refusal_at(all_three, 1) == "pass-before-placing");
  CHECK(all_three.error.message ==
        "P0 has not placed a tile this round: place one before passing the others to the left.");
  // The next round too: its pass comes after its own placement.
  const json next = with(first_placements(),
                         {pass(1, {"ns.5", "ns.6"}), draw(0, {"ns.7"}), pass(0, {"ns.5", "ns.6"})});
  CHECK(refusal_at(play(2, next), 7) == "pass-before-placing");

  const auto solo = play(1, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}),
                                         discard(0, {"ns.2", "ns.3"}), tile(0, "ns.1", 0, -1)}));
  CHECK(refusal_at(solo, 1) == "discard-before-placing");
  CHECK(solo.error.message ==
        "P0 has not placed a tile this round: place one before discarding the others.");
  // With neighbours a discard is held to the same rhythm.
  CHECK(refusal_at(play(3, json::array({draw(1, {"ns.1", "ns.2", "ns.3"}), discard(1, {"ns.1"})})),
                   1) == "discard-before-placing");
}

TEST_CASE("a pass or discard that leaves tiles in the hand is refused") {
  // Three players: dealt three, place one, pass one, place the third.
  json moves = dealt_and_placed(3);
  moves.push_back(pass(1, {"ns.5"}));
  moves.push_back(tile(1, "ns.6", 0, -2));
  const auto r = play(3, moves);
  CHECK(refusal_at(r, 6) == "pass-leaves-tiles");
  CHECK(r.error.message ==
        "P1 would keep \"ns.6\" in the hand: after the round's placement, pass all the tiles "
        "left to the left in one move.");
  // Solo: draw three, place one, discard one, place the third.
  const auto solo = play(1, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                                         discard(0, {"ns.2"}), tile(0, "ns.3", 0, -2)}));
  CHECK(refusal_at(solo, 2) == "discard-leaves-tiles");
  CHECK(solo.error.message.find("discard all the tiles left") != std::string::npos);
  // Tiles passed in and waiting are not the passer's yet: the pass leaves none of them.
  json waiting = dealt_and_placed(2);
  waiting.push_back(pass(0, {"ns.2", "ns.3"}));
  waiting.push_back(pass(1, {"ns.5", "ns.6"}));
  CHECK(refusal_at(play(2, waiting), 999) == "");
}

TEST_CASE("four players: one round's pass written as two moves is refused at the first") {
  json moves = dealt_and_placed(4);
  moves.push_back(pass(0, {"ns.2"}));
  moves.push_back(pass(0, {"ns.3"}));
  CHECK(refusal_at(play(4, moves), 8) == "pass-leaves-tiles");
  // Allowed by a house ruling, the first pass ends the round (as every pass does), so the
  // second is one before the next round's placement. Had it counted as a second round, player
  // 1 would wait for a second pass of their own before taking up ns.3.
  moves[8][trib::kHouseRulingKey] = true;
  const auto ruled = play(4, moves);
  CHECK(refusal_at(ruled, 9) == "pass-before-placing");
  CHECK(ruled.house_rulings.at(0).rule == "pass-leaves-tiles");
}

TEST_CASE("a player who keeps no hand has no rounds to keep to") {
  // Player 1 never drew: the tiles passed to them are theirs to pass on, some or all.
  const json moves = json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                                  pass(0, {"ns.2", "ns.3"}), pass(1, {"ns.2"})});
  CHECK(refusal_at(play(3, moves), 999) == "");
}

static std::vector<std::string> hand_ids(const ws::WodnySzlakMatch& m, int player) {
  std::vector<std::string> ids;
  for (int t : m.ledger().hand(player)) ids.push_back(m.catalog().tiles[t].id);
  return ids;
}

// The rules' whole draft on the test catalog, written round by round and seat by seat: deal
// three, place one, pass the rest left (solo: draw three, discard the rest), then draw one a
// round; after the thirteenth placement the tiles left stay in the hand. Every tile runs N-S,
// so each river grows straight up from the inlet at (0,0).
static json whole_draft(int players) {
  auto match = new_match(players);
  std::vector<std::string> pile;
  for (const char* kind : {"ns", "sack", "wood", "port"}) {
    for (int i = 1; i <= 16; ++i) pile.push_back(std::string(kind) + "." + std::to_string(i));
  }
  json moves = json::array();
  const auto record = [&](const json& move) {
    INFO(move.dump());
    REQUIRE(match->apply(move).legal());
    moves.push_back(move);
  };
  std::size_t next = 0;
  for (int round = 1; round <= ws::kPlacementsPerPlayer; ++round) {
    for (int p = 0; p < players; ++p) {
      const std::size_t count = round == 1 || players == 1 ? 3 : 1;
      record(draw(p, std::vector<std::string>(pile.begin() + next, pile.begin() + next + count)));
      next += count;
      std::vector<std::string> hand = hand_ids(*match, p);
      record(tile(p, hand.front(), 0, -round));
      if (round == ws::kPlacementsPerPlayer) continue;
      hand.erase(hand.begin());
      record(players == 1 ? discard(p, hand) : pass(p, hand));
    }
  }
  return moves;
}

TEST_CASE("after a player's last placement nothing is passed or discarded, for 1-4 players") {
  for (int players = 1; players <= 4; ++players) {
    CAPTURE(players);
    const json moves = whole_draft(players);
    const auto r = play(players, moves);
    REQUIRE_FALSE(r.failed_at);
    CHECK(r.match->finished());
    const ws::WodnySzlakMatch& m = typed(r);
    for (int p = 0; p < players; ++p) {
      CHECK(m.ledger().hand(p).size() == 2);
      CHECK(m.ledger().passed_in(p).empty());
    }
    CHECK(m.ledger().discarded().size() == (players == 1 ? 24u : 0u));
    // Each player's two last tiles, let go after all.
    for (int p = 0; p < players; ++p) {
      const std::vector<std::string> left = hand_ids(m, p);
      const json let_go = players == 1 ? discard(p, left) : pass(p, left);
      const auto late = play(players, with(moves, {let_go}));
      CHECK(refusal_at(late, moves.size()) ==
            (players == 1 ? "discard-after-last-placement" : "pass-after-last-placement"));
      if (players == 1) {
        CHECK(late.error.message ==
              "P0 has made the last of 13 placements: the tiles left stay in the hand, nothing "
              "is discarded after it.");
      } else {
        CHECK(refusal_at(play(players, with(moves, {discard(p, left)})), moves.size()) ==
              "discard-after-last-placement");
      }
    }
  }
}

TEST_CASE("house rulings may allow a pass out of rhythm; it still ends the round") {
  json pass_all = pass(0, {"ns.1", "ns.2", "ns.3"});
  pass_all[trib::kHouseRulingKey] = true;
  const auto r = play(2, json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), pass_all,
                                      draw(0, {"ns.4"}), tile(0, "ns.4", 0, -1)}));
  REQUIRE_FALSE(r.failed_at);
  CHECK(r.house_rulings.at(0).rule == "pass-before-placing");
  CHECK(typed(r).ledger().hand(1).size() == 3);  // player 1 keeps no hand: taken up at once
  // After the last placement too.
  const json moves = whole_draft(2);
  json late = pass(1, hand_ids(typed(play(2, moves)), 1));
  late[trib::kHouseRulingKey] = true;
  const auto after = play(2, with(moves, {late}));
  REQUIRE_FALSE(after.failed_at);
  CHECK(after.house_rulings.at(0).rule == "pass-after-last-placement");
}
