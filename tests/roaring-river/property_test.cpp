// Seeded random play for 2-6 players: random legal plays from the hands, random deals and
// recoveries. Every game ends, no move is refused, breakdowns add up, and replaying the
// recorded table reproduces the score document.
#include <doctest/doctest.h>

#include <random>

#include "core/replay.h"
#include "core/score_json.h"
#include "helpers.h"

using namespace roaring_river_test;
using namespace trib::roaring_river;

namespace {

const char* const kMotivations[] = {"thrill-seeker",
                                    "adventurer",
                                    "beginner",
                                    "i-want-it-all",
                                    "wildlife-spotter",
                                    "nature-lover",
                                    "wild-woodland-enthusiast",
                                    "view-fanatic"};
const char* const kRiver[] = {"1", "2", "3", "4", "1F", "2M", "3D", "4B", "2F", "3M", "1D", "1B"};

std::string random_river_card(std::mt19937& rng) {
  return kRiver[std::uniform_int_distribution<std::size_t>(0, std::size(kRiver) - 1)(rng)];
}

json random_setup(std::mt19937& rng, int players) {
  json setup = {{"motivations", json::array()}, {"river", json::array()}};
  for (int p = 0; p < players; ++p) {
    const std::string id = kMotivations[rng() % std::size(kMotivations)];
    const bool sided = id == "view-fanatic" || id == "wild-woodland-enthusiast";
    setup["motivations"].push_back(sided && rng() % 2 ? json{{"card", id}, {"side", 1 + rng() % 2}}
                                                      : json(id));
  }
  for (int i = 0; i < kRiverCards; ++i) setup["river"].push_back(random_river_card(rng));
  setup["deck"] = static_cast<int>(rng() % 36);
  if (rng() % 2) setup["thresholds"] = {3 + rng() % 6, 3 + rng() % 6, 4 + rng() % 6};
  return setup;
}

int random_card(std::mt19937& rng, std::uint32_t hand) {
  std::vector<int> cards;
  for (int i = 0; i < 32; ++i) {
    if ((hand >> i) & 1u) cards.push_back(i);
  }
  REQUIRE_FALSE(cards.empty());
  return cards[rng() % cards.size()];
}

// A random allowed recovery from the pile (the test's own reading of the Rest rule).
std::vector<int> random_recovery(std::mt19937& rng, const PaddleSet& paddles,
                                 const std::vector<int>& pile) {
  std::vector<int> fours, small;
  for (int card : pile) {
    const PaddleCard& c = paddles.cards[card];
    if (c.kind != PaddleKind::Left && c.kind != PaddleKind::Right) continue;
    if (c.value == 4) fours.push_back(card);
    if (c.value == 2 || c.value == 3) small.push_back(card);
  }
  const unsigned choice = rng() % 3;
  if (choice == 1 && !fours.empty()) return {fours[rng() % fours.size()]};
  if (choice == 2 && !small.empty()) {
    std::shuffle(small.begin(), small.end(), rng);
    small.resize(std::min<std::size_t>(small.size(), 1 + rng() % 2));
    return small;
  }
  return {};
}

RoundMove random_round(std::mt19937& rng, const RoaringRiverMatch& match) {
  const Rules& rules = match.rules();
  const State& state = match.state();
  RoundMove move;
  for (int p = 0; p < rules.players(); ++p) {
    move.plays.emplace_back();
    for (int s = 0; s < rules.sets(); ++s) {
      move.plays.back().push_back(random_card(rng, state.players[p].sets[s].hand));
    }
  }
  const RoundPreview preview = match.preview(move.plays);
  int dealt = preview.deal_needed;
  if (preview.danger.flipped()) dealt = 0;
  if (preview.river_ends) dealt = static_cast<int>(rng() % (state.deck + 1));
  for (int i = 0; i < dealt; ++i) move.deal.push_back(*parse_river_card(random_river_card(rng)));
  for (int p = 0; p < rules.players(); ++p) {
    Recovery entry;
    entry.per_set = rules.two_player();
    for (int s = 0; s < rules.sets(); ++s) {
      const int card = move.plays[p][s];
      std::vector<int> back;
      if (rules.catalog.paddles.cards[card].kind == PaddleKind::Rest) {
        std::vector<int> pile = state.players[p].sets[s].played;
        back = random_recovery(rng, rules.catalog.paddles, pile);
      }
      entry.lists.push_back(back);
    }
    const bool any = std::any_of(entry.lists.begin(), entry.lists.end(),
                                 [](const auto& list) { return !list.empty(); });
    if (any) move.recover[p] = entry;
  }
  return move;
}

}  // namespace

TEST_CASE("random legal games end, are never refused, and replay to the same score") {
  int flips = 0;
  int river_ends = 0;
  for (int players = 2; players <= 6; ++players) {
    for (unsigned seed = 0; seed < 60; ++seed) {
      std::mt19937 rng(seed * 31 + static_cast<unsigned>(players));
      trib::TableFile t = table(players, random_setup(rng, players));
      auto match = trib::roaring_river::start_match(t);
      for (int round = 0; round < 100 && !match->finished(); ++round) {
        const RoundMove move = random_round(rng, *match);
        const json move_json = round_move_json(move, match->rules());
        const auto verdict = match->apply(move_json);
        INFO("players " << players << ", seed " << seed << ", move " << move_json.dump());
        REQUIRE(verdict.legal());
        t.moves.push_back(move_json);
      }
      REQUIRE(match->finished());
      (match->state().end == End::Flip ? flips : river_ends)++;
      const auto board = match->score();
      for (const auto& player : board.players) {
        CHECK(trib::breakdown_total(player) == player.score);
        CHECK(player.score >= 0);
      }
      const auto replayed = trib::replay(game(), t);
      CHECK_FALSE(replayed.failed_at.has_value());
      CHECK(trib::replay_json(game().id(), replayed) == trib::scoreboard_json(game().id(), board));
    }
  }
  CHECK(flips > 0);  // both endings were exercised
  CHECK(river_ends > 0);
}
