// The solo Wodny szlak analysis against exhaustive enumeration on small seeded deals (the
// engine's legal spots, every rotation), the bound against random completions, the slip
// point against exhaustive values of every state, the record of a drafted table, and the
// coach against the exact scores of the last rounds.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "core/replay.h"
#include "core/table_file.h"
#include "games/wodny-szlak/analysis/analysis.h"
#include "games/wodny-szlak/analysis/coach.h"
#include "games/wodny-szlak/placement.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace {

namespace an = trib::analysis;
namespace wd = trib::analysis::wodny;
namespace ws = trib::wodny_szlak;

const ws::Catalog& catalog() {
  return ws::bundled_catalog_typed();
}

std::vector<int> solo_pool() {
  std::vector<int> pool;
  for (int t = 0; t < static_cast<int>(catalog().tiles.size()); ++t) {
    if (ws::group_in_play(catalog().tiles[t].group, 1)) pool.push_back(t);
  }
  return pool;
}

bool on_board(const ws::Board& board, int tile) {
  return std::any_of(board.squares.begin(), board.squares.end(),
                     [tile](const ws::PlacedSquare& sq) { return sq.tile == tile; });
}

// score_parts is score_board without its JSON (checked equal below): enumeration stays
// quick under the sanitizers.
int score(const ws::Board& board) {
  return ws::score_parts(catalog(), board).total();
}

// The best final score over every placement of every tile on offer, round by round, with
// the engine's legal spots in all four rotations (a round passes when nothing fits).
int exhaustive(const std::vector<std::vector<int>>& offers, bool open, ws::Board board,
               std::size_t round) {
  const std::size_t rounds = open ? ws::kPlacementsPerPlayer : offers.size();
  if (round >= rounds || board.placements() >= ws::kPlacementsPerPlayer) return score(board);
  int best = -1;
  for (int tile : open ? offers.front() : offers[round]) {
    if (on_board(board, tile)) continue;
    for (const ws::Spot& spot : ws::legal_spots(catalog(), board, tile)) {
      ws::Board next = board;
      ws::place_tile(next, catalog(), tile, spot.cell, spot.rot);
      best = std::max(best, exhaustive(offers, open, next, round + 1));
    }
  }
  return best >= 0 ? best : exhaustive(offers, open, board, round + 1);
}

std::vector<std::vector<int>> random_rounds(std::mt19937& random, int rounds, int per_round) {
  std::vector<int> pool = solo_pool();
  std::shuffle(pool.begin(), pool.end(), random);
  std::vector<std::vector<int>> out(static_cast<std::size_t>(rounds));
  for (int r = 0; r < rounds; ++r) {
    out[r].assign(pool.begin() + r * per_round, pool.begin() + (r + 1) * per_round);
  }
  return out;
}

// The score a line of steps reaches from `board`, failing when a step is illegal.
int replay_line(ws::Board board, const std::vector<wd::Step>& steps) {
  for (const wd::Step& s : steps) {
    const auto spots = ws::legal_spots(catalog(), board, s.tile);
    REQUIRE(std::any_of(spots.begin(), spots.end(), [&](const ws::Spot& spot) {
      return spot.cell == s.cell && spot.rot == s.rot;
    }));
    ws::place_tile(board, catalog(), s.tile, s.cell, s.rot);
  }
  return score(board);
}

// Random play: each round one tile on offer at one of its legal spots, at random.
std::vector<wd::Step> random_play(const std::vector<std::vector<int>>& rounds, int start,
                                  std::mt19937& random) {
  ws::Board board = ws::make_board(catalog(), start);
  std::vector<wd::Step> moves;
  for (const std::vector<int>& offer : rounds) {
    std::vector<wd::Step> options;
    for (int tile : offer) {
      for (const ws::Spot& spot : ws::legal_spots(catalog(), board, tile)) {
        options.push_back({tile, spot.cell, spot.rot});
      }
    }
    if (options.empty()) break;
    const wd::Step s = options[random() % options.size()];
    ws::place_tile(board, catalog(), s.tile, s.cell, s.rot);
    moves.push_back(s);
  }
  return moves;
}

}  // namespace

TEST_CASE("with a few drawn tiles the search finds and proves the exhaustive best" *
          doctest::test_suite("slow")) {
  for (unsigned seed = 1; seed <= 6; ++seed) {
    std::mt19937 random(seed);
    const auto rounds = random_rounds(random, 3, 2);
    const ws::Board start = ws::make_board(catalog(), 0);
    wd::Search search(catalog(), wd::Order::Draws, rounds);
    const wd::SearchResult result = search.run(wd::State{start, 0}, an::Budget{});
    INFO("seed " << seed);
    CHECK(result.score == exhaustive(rounds, false, start, 0));
    CHECK(result.proven());
    CHECK(replay_line(start, result.moves) == result.score);
  }
}

TEST_CASE("with an open pool of three tiles the search finds and proves the exhaustive best" *
          doctest::test_suite("slow")) {
  for (unsigned seed = 11; seed <= 13; ++seed) {
    std::mt19937 random(seed);
    const auto pool = random_rounds(random, 1, 3);
    const ws::Board start = ws::make_board(catalog(), 0);
    wd::Search search(catalog(), wd::Order::OpenDeck, pool);
    const wd::SearchResult result = search.run(wd::State{start, 0}, an::Budget{});
    INFO("seed " << seed);
    CHECK(result.score == exhaustive(pool, true, start, 0));
    CHECK(result.proven());
    CHECK(replay_line(start, result.moves) == result.score);
  }
}

TEST_CASE("the bound is never below the score of a random completion") {
  int checked = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 random(seed);
    const auto rounds = random_rounds(random, ws::kPlacementsPerPlayer, 3);
    const std::vector<wd::Step> moves = random_play(rounds, 0, random);
    wd::Search draws(catalog(), wd::Order::Draws, rounds);
    wd::Search open(catalog(), wd::Order::OpenDeck, {solo_pool()});
    const int final_score = replay_line(ws::make_board(catalog(), 0), moves);
    ws::Board board = ws::make_board(catalog(), 0);
    for (std::size_t i = 0; i <= moves.size(); ++i) {
      const wd::State state{board, i};
      const ws::ScoreParts parts = ws::score_parts(catalog(), board);
      INFO("seed " << seed << ", after " << i << " placements");
      CHECK(parts.total() == static_cast<int>(ws::score_board(catalog(), board).total));
      CHECK(draws.bound(state, parts) >= final_score);
      CHECK(open.bound(state, parts) >= final_score);
      ++checked;
      if (i < moves.size())
        ws::place_tile(board, catalog(), moves[i].tile, moves[i].cell, moves[i].rot);
    }
  }
  CHECK(checked > 400);
}

TEST_CASE("the bound is never below the exhaustive best of the last two rounds" *
          doctest::test_suite("slow")) {
  for (unsigned seed = 1; seed <= 12; ++seed) {
    std::mt19937 random(seed);
    const auto rounds = random_rounds(random, ws::kPlacementsPerPlayer, 3);
    const std::vector<wd::Step> moves = random_play(rounds, 0, random);
    if (moves.size() < 11) continue;
    wd::State state{ws::make_board(catalog(), 0), 11};
    for (std::size_t i = 0; i < 11; ++i) {
      ws::place_tile(state.board, catalog(), moves[i].tile, moves[i].cell, moves[i].rot);
    }
    const wd::Search search(catalog(), wd::Order::Draws, rounds);
    INFO("seed " << seed);
    CHECK(search.bound(state, ws::score_parts(catalog(), state.board)) >=
          exhaustive(rounds, false, state.board, 11));
  }
}

TEST_CASE("a search cut short says proven only when its bound meets its score") {
  std::mt19937 random(7);
  const auto rounds = random_rounds(random, ws::kPlacementsPerPlayer, 3);
  wd::Search search(catalog(), wd::Order::Draws, rounds);
  const wd::State start{ws::make_board(catalog(), 0), 0};
  // A second is far from the whole search, but enough for a line even under the sanitizers
  // on a busy machine (0.2 s was not, once).
  const wd::SearchResult result =
      search.run(start, an::Budget{an::after(an::Clock::now(), 1.0), nullptr});
  CHECK_FALSE(result.proven());
  CHECK(result.bound >= result.score);
  CHECK(result.proven() == (result.bound == result.score));
  CHECK(result.moves.size() == ws::kPlacementsPerPlayer);
  CHECK(replay_line(start.board, result.moves) == result.score);
  CHECK(result.bound <= search.bound(start, ws::score_parts(catalog(), start.board)));
}

TEST_CASE("the slip is the first placement after which the exhaustive best drops" *
          doctest::test_suite("slow")) {
  int slips = 0;
  for (unsigned seed = 1; seed <= 8; ++seed) {
    std::mt19937 random(seed);
    wd::GameRecord record;
    record.rounds = random_rounds(random, 3, 2);
    record.moves = random_play(record.rounds, 0, random);
    record.searchable_moves = record.moves.size();
    std::vector<int> values;
    for (std::size_t i = 0; i <= record.moves.size(); ++i) {
      values.push_back(
          exhaustive(record.rounds, false, wd::state_after(catalog(), record, i).board, i));
    }
    std::optional<std::size_t> expected;
    for (std::size_t i = 0; i + 1 < values.size() && !expected; ++i) {
      if (values[i + 1] < values[i]) expected = i;
    }
    record.player_score = values.back();
    for (const wd::Step& step : record.moves)
      record.pool.push_back(step.tile);  // a quick open deck
    const wd::Analysis analysis = wd::analyse(catalog(), record, 20);
    INFO("seed " << seed);
    REQUIRE(analysis.reachable.size() == values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
      CHECK(analysis.reachable[i].score == values[i]);
      CHECK(analysis.reachable[i].proven());
    }
    CHECK(analysis.slip.move == expected);
    CHECK(analysis.slip.proven);
    CHECK(analysis.open_deck.score >= analysis.best.score);
    slips += expected.has_value();
  }
  CHECK(slips >= 3);  // the seeds include games that slipped
}

TEST_CASE("the record of a drafted solo table offers each round's three drawn tiles") {
  const trib::TableFile table = trib::read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) +
                                                      "/wodny-szlak/solo-draft-record.json");
  auto match = ws::start_match(table);
  for (const auto& move : table.moves) REQUIRE(match->apply(move).legal());
  const ws::Catalog& cat = match->catalog();
  const wd::GameRecord record = wd::game_record(*match, table, std::nullopt);
  REQUIRE(record.rounds.size() == 13);
  CHECK(record.moves.size() == 13);
  CHECK(record.searchable_moves == 13);
  // Each placement knows its index among the table's moves, draws and discards counted.
  REQUIRE(record.table_moves.size() == 13);
  for (std::size_t i = 0; i < 13; ++i) {
    const nlohmann::json& move = table.moves.at(record.table_moves[i]);
    CHECK(move.at("tile") == cat.tiles[record.moves[i].tile].id);
  }
  CHECK(record.table_moves.back() > 13);
  CHECK(record.player_score == 34);
  std::vector<int> first = record.rounds.front();
  std::sort(first.begin(), first.end());
  CHECK(first == std::vector<int>{cat.find_tile("base-01"), cat.find_tile("base-14"),
                                  cat.find_tile("base-15")});
  for (const auto& round : record.rounds) CHECK(round.size() == 3);
  CHECK(record.pool.size() == 39);
  CHECK(std::none_of(record.pool.begin(), record.pool.end(),
                     [&](int t) { return t == cat.find_tile("sheep-10"); }));

  const wd::Analysis analysis = wd::analyse(cat, record, 1);
  CHECK(analysis.best.score >= 34);
  CHECK(analysis.open_deck.score >= analysis.best.score);
  CHECK(analysis.best.bound >= analysis.best.score);
  const nlohmann::json doc = wd::analysis_json(cat, analysis);
  CHECK(doc["game"] == "wodny-szlak");
  CHECK(doc["player"]["score"] == 34);
  CHECK(doc["best"]["moves"].size() == analysis.best.moves.size());
  CHECK(doc["reachable"].size() == 14);
}

TEST_CASE("a table without draws offers just the tile placed each round") {
  const trib::TableFile table = trib::read_table_file(std::string(TRIBUTARY_TEST_DATA_DIR) +
                                                      "/wodny-szlak/rulebook-example.json");
  auto match = ws::start_match(table);
  for (const auto& move : table.moves) REQUIRE(match->apply(move).legal());
  const wd::GameRecord record = wd::game_record(*match, table, std::nullopt);
  REQUIRE(record.rounds.size() == record.moves.size());
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    CHECK(record.rounds[i] == std::vector<int>{record.moves[i].tile});
  }
}

TEST_CASE("with a house ruling the record follows the placements before it") {
  const trib::TableFile table = trib::parse_table_text(R"({
    "format": 1, "game": "wodny-szlak", "players": ["Solo"],
    "moves": [{"draw": ["base-03", "base-05", "base-01"]},
              {"tile": "base-03", "x": 0, "y": -1, "rot": 0},
              {"discard": ["base-05", "base-01"]},
              {"tile": "base-02", "x": 1, "y": -1, "rot": 0, "house_ruling": true},
              {"draw": ["base-06", "base-08", "base-10"]}]})");
  const trib::Replay replayed = trib::replay(trib::wodny_szlak_game(), table);
  REQUIRE_FALSE(replayed.failed_at);
  REQUIRE(replayed.house_rulings.size() == 1);
  const auto& match = dynamic_cast<const ws::WodnySzlakMatch&>(*replayed.match);
  const wd::GameRecord record = wd::game_record(match, table, replayed.house_rulings.front().move);
  CHECK(record.moves.size() == 2);
  CHECK(record.searchable_moves == 1);
  REQUIRE(record.rounds.size() == 3);
  CHECK(record.rounds[1] == std::vector<int>{catalog().find_tile("base-02")});
  CHECK(record.rounds[2].size() == 3);
  const wd::Analysis analysis = wd::analyse(match.catalog(), record, 0.5);
  CHECK(analysis.reachable.size() == 2);
}

namespace {

// A seeded solo game `played` rounds in: its river, the next round's three tiles (the hand)
// and the tiles of the later rounds.
struct CoachTurn {
  ws::Board board;
  std::vector<int> hand;
  std::vector<int> later;
};

CoachTurn coach_turn(unsigned seed, int played, int later_rounds) {
  std::mt19937 random(seed);
  const auto rounds = random_rounds(random, played + 1 + later_rounds, 3);
  CoachTurn turn{ws::make_board(catalog(), 0), rounds[played], {}};
  const std::vector<std::vector<int>> past(rounds.begin(), rounds.begin() + played);
  for (const wd::Step& s : random_play(past, 0, random)) {
    ws::place_tile(turn.board, catalog(), s.tile, s.cell, s.rot);
  }
  for (std::size_t r = played + 1; r < rounds.size(); ++r) {
    turn.later.insert(turn.later.end(), rounds[r].begin(), rounds[r].end());
  }
  return turn;
}

ws::Board after(ws::Board board, const wd::Step& s) {
  ws::place_tile(board, catalog(), s.tile, s.cell, s.rot);
  return board;
}

void check_ranked(const std::vector<wd::CoachOption>& options) {
  for (std::size_t i = 1; i < options.size(); ++i) {
    CHECK(options[i - 1].expected >= options[i].expected);
  }
}

}  // namespace

TEST_CASE("in the last round the coach ranks every placement of the hand by its score") {
  std::size_t offered = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    CAPTURE(seed);
    const CoachTurn turn = coach_turn(seed, 12, 0);
    const auto options = wd::coach(catalog(), turn.board, turn.hand, {}, 0, an::Budget{}, seed);
    check_ranked(options);
    offered += options.size();
    for (const wd::CoachOption& o : options) {
      CHECK(o.exact);
      CHECK(o.samples == 1);
      CHECK(o.expected == score(after(turn.board, o.step)));
      replay_line(turn.board, {o.step});
    }
    // Every legal placement is offered, a rotation that looks the same as one listed aside.
    for (int tile : turn.hand) {
      for (const ws::Spot& spot : ws::legal_spots(catalog(), turn.board, tile)) {
        const int made = score(after(turn.board, {tile, spot.cell, spot.rot}));
        CHECK(std::any_of(options.begin(), options.end(), [&](const wd::CoachOption& o) {
          return o.step.tile == tile && o.step.cell == spot.cell && o.expected == made;
        }));
      }
    }
  }
  CHECK(offered > 20);
}

TEST_CASE("with one round of three tiles to come the coach expects that round's best" *
          doctest::test_suite("slow")) {
  for (unsigned seed = 1; seed <= 4; ++seed) {
    CAPTURE(seed);
    const CoachTurn turn = coach_turn(seed, 5, 1);
    REQUIRE(turn.later.size() == 3);
    // Every deal is the same round, and one round played greedily is played best.
    const auto options =
        wd::coach(catalog(), turn.board, turn.hand, turn.later, 1, an::Budget{}, seed, 3);
    REQUIRE(!options.empty());
    check_ranked(options);
    for (const wd::CoachOption& o : options) {
      CHECK(!o.exact);
      CHECK(o.samples == 3);
      CHECK(o.expected == exhaustive({turn.later}, false, after(turn.board, o.step), 0));
    }
  }
}

TEST_CASE("the coach's samples depend only on its seed; a deadline leaves the first, a stop not") {
  const CoachTurn turn = coach_turn(7, 4, 8);
  const auto once = wd::coach(catalog(), turn.board, turn.hand, turn.later, 8, an::Budget{}, 7, 4);
  const auto again = wd::coach(catalog(), turn.board, turn.hand, turn.later, 8, an::Budget{}, 7, 4);
  REQUIRE(once.size() == again.size());
  for (std::size_t i = 0; i < once.size(); ++i) {
    CHECK(once[i].step == again[i].step);
    CHECK(once[i].expected == again[i].expected);
    CHECK(once[i].samples == 4);
  }
  const auto late = wd::coach(catalog(), turn.board, turn.hand, turn.later, 8,
                              an::Budget{an::Clock::now(), nullptr}, 7);
  REQUIRE(late.size() == once.size());
  for (const wd::CoachOption& o : late) CHECK(o.samples == 1);
  const std::atomic<bool> stop{true};
  const auto cut = wd::coach(catalog(), turn.board, turn.hand, turn.later, 8,
                             an::Budget{an::Clock::time_point::max(), &stop}, 7);
  REQUIRE(cut.size() == once.size());
  for (const wd::CoachOption& o : cut) CHECK(o.samples == 0);
}
