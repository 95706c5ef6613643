// Seeded random games with the bundled deck, played like the rulebook's turns: a hand of
// three, each card placed on a spot chosen from the enumerated legal spots.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "core/replay.h"
#include "core/score_json.h"
#include "core/scoreboard.h"
#include "helpers.h"

using namespace river_wild_test;

namespace {

struct Played {
  json moves = json::array();
  std::vector<int> hand;  // at the end
  int placed = 0;
  bool blocked = false;
};

Played play_one(rw::RiverWildMatch& match, std::mt19937& random) {
  std::vector<int> deck = match.unplaced_cards();
  std::shuffle(deck.begin(), deck.end(), random);
  Played game;
  while (game.hand.size() < 3 && !deck.empty()) {
    game.hand.push_back(deck.back());
    deck.pop_back();
  }
  while (!game.hand.empty()) {
    const auto spots = match.legal_spots(game.hand);
    if (spots.empty()) {
      game.blocked = true;
      break;
    }
    const rw::Placement p = spots[random() % spots.size()];
    const json m = rw::move_json(match.catalog(), p);
    REQUIRE(match.check(m).legal());  // an enumerated spot is never refused
    REQUIRE(match.apply(m).legal());
    game.moves.push_back(m);
    ++game.placed;
    game.hand.erase(std::find(game.hand.begin(), game.hand.end(), p.card));
    if (!deck.empty()) {
      game.hand.push_back(deck.back());
      deck.pop_back();
    }
  }
  return game;
}

void check_scoreboard(const trib::Scoreboard& board) {
  const trib::PlayerResult& player = board.players.at(0);
  CHECK(trib::breakdown_total(player) == player.score);
  int land_points = 0, largest_size = 0, largest_found = 0;
  for (const json& land : board.details.at("lands")) {
    land_points += land.at("points").get<int>();
    if (land.at("protected")) largest_size = std::max(largest_size, land.at("size").get<int>());
    if (!land.at("protected")) CHECK(land.at("points") == 0);
  }
  for (const json& land : board.details.at("lands")) {
    if (land.at("largest")) {
      ++largest_found;
      CHECK(land.at("size") == largest_size);
    }
  }
  CHECK(largest_found == (largest_size > 0 ? 1 : 0));
  CHECK(land_points == player.score);
  CHECK(player.rank.has_value());
}

}  // namespace

TEST_CASE("random games: legal spots are never refused and replays reproduce the score") {
  std::mt19937 random(20240611);
  const int games = 300;
  int long_games = 0, total_score = 0, best = 0, full = 0;
  for (int g = 0; g < games; ++g) {
    auto match = *rw::start_match(table(json::object()));
    const Played game = play_one(match, random);
    long_games += game.placed >= 10;
    full += game.placed == 16;
    const trib::Scoreboard board = match.score();
    check_scoreboard(board);
    total_score += static_cast<int>(board.players.at(0).score);
    best = std::max(best, static_cast<int>(board.players.at(0).score));

    json setup = json::object();
    if (game.blocked) {
      json hand = json::array();
      for (int card : game.hand) hand.push_back(match.catalog().cards[card].id);
      setup["hand"] = hand;
    }
    const trib::Replay replayed =
        trib::replay(trib::river_wild_game(), table(json::object(), setup, game.moves));
    CHECK(!replayed.failed_at);
    CHECK(replayed.match->finished());
    const json again = trib::scoreboard_json("river-wild", replayed.match->score());
    CHECK(again.at("players") == trib::scoreboard_json("river-wild", board).at("players"));
    CHECK(again.at("details").at("lands") == board.details.at("lands"));
  }
  MESSAGE("random games: " << long_games << "/" << games << " placed 10+ cards, " << full
                           << " placed all 16; mean score " << total_score / games << ", best "
                           << best);
  CHECK(long_games >= games * 8 / 10);  // cards that clash end a few games early
}
