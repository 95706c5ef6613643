// Seeded random play with the bundled catalog: every spot the enumeration offers is
// accepted, breakdowns add up, a replay of the move log gives the same scoreboard, and
// most games reach 13 placements for everyone.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "core/replay.h"
#include "fixture.h"

namespace {

namespace ws = trib::wodny_szlak;

// Plays one drafted game: each round every player looks at three available tiles and
// places the first that has a legal spot, at a random one of its spots.
std::unique_ptr<ws::WodnySzlakMatch> random_game(int players, std::mt19937& rng,
                                                 trib::TableFile& table) {
  table = trib::TableFile{};
  table.game = "wodny-szlak";
  for (int p = 0; p < players; ++p) table.players.push_back("P" + std::to_string(p));
  auto match = ws::start_match(table);
  std::vector<int> pile;
  for (int t = 0; t < static_cast<int>(match->catalog().tiles.size()); ++t) {
    if (match->tile_available(t)) pile.push_back(t);
  }
  std::shuffle(pile.begin(), pile.end(), rng);
  for (int round = 0; round < ws::kPlacementsPerPlayer; ++round) {
    for (int p = 0; p < players; ++p) {
      std::vector<int> hand;
      for (int t : pile) {
        if (match->tile_available(t) && hand.size() < 3) hand.push_back(t);
      }
      std::shuffle(pile.begin(), pile.end(), rng);
      for (int t : hand) {
        const auto spots = match->legal_spots(p, t);
        if (spots.empty()) continue;
        const ws::Spot spot = spots[rng() % spots.size()];
        const ws::Placement move{p, match->catalog().tiles[t].id, spot.cell, spot.rot};
        const trib::Verdict verdict = match->apply(move);
        INFO("tile " << move.tile << " at (" << spot.cell.x << "," << spot.cell.y << ") rot "
                     << spot.rot);
        REQUIRE(verdict.legal());
        table.moves.push_back(ws::move_json(move));
        break;
      }
    }
  }
  return match;
}

}  // namespace

TEST_CASE("random play with the bundled catalog (seeded)") {
  std::mt19937 rng(20240611);
  for (int players = 1; players <= 4; ++players) {
    int complete = 0;
    const int games = 40;
    for (int g = 0; g < games; ++g) {
      trib::TableFile table;
      auto match = random_game(players, rng, table);
      const trib::Scoreboard board = match->score();
      for (const auto& player : board.players) CHECK(player.score == trib::breakdown_total(player));
      if (board.finished) ++complete;
      CHECK(board.finished == board.warnings.empty());
      const trib::Replay replayed = trib::replay(trib::wodny_szlak_game(), table);
      REQUIRE_FALSE(replayed.failed_at.has_value());
      const trib::Scoreboard again = replayed.match->score();
      for (std::size_t p = 0; p < board.players.size(); ++p) {
        CHECK(again.players[p].score == board.players[p].score);
        CHECK(again.players[p].place == board.players[p].place);
      }
      CHECK(again.details == board.details);
      // No frontier cell that the enumeration calls dead accepts any available tile.
      for (int p = 0; p < players; ++p) {
        for (ws::Cell c : match->dead_gaps(p)) {
          for (int t = 0; t < static_cast<int>(match->catalog().tiles.size()); ++t) {
            if (!match->tile_available(t)) continue;
            for (const ws::Spot& s : ws::legal_spots(match->catalog(), match->board(p), t))
              CHECK_FALSE(s.cell == c);
          }
        }
      }
    }
    MESSAGE(players << " players: " << complete << " of " << games << " games complete");
    CHECK(complete * 10 >= games * 8);
  }
}
