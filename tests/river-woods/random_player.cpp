// A seeded random River Woods player: turns of every kind, kept when legal.

#include "random_player.h"

#include <algorithm>

#include "core/replay.h"
#include "games/river-woods/river_woods.h"

namespace river_woods_test {

namespace {

using nlohmann::json;
using namespace trib::river_woods;

template <typename T>
const T& pick(const std::vector<T>& items, std::mt19937& rng) {
  return items[rng() % items.size()];
}

std::vector<Cell> empty_cells_next_to_map(const State& state) {
  std::vector<Cell> out;
  const Topology& topology = state.board.topology();
  for (Cell cell : state.board.cells()) {
    for (int e = 0; e < topology.edge_count(); ++e) {
      const Cell next = topology.neighbour(cell, e);
      if (!state.board.has_tile(next) && std::find(out.begin(), out.end(), next) == out.end()) {
        out.push_back(next);
      }
    }
  }
  return out;
}

json terrain_steps(const RiverWoodsMatch& match, int disc, std::mt19937& rng) {
  const State& state = match.state();
  const Catalog& catalog = match.catalog();
  json steps = json::array();
  std::vector<int> unplaced;
  for (std::size_t t = 0; t < catalog.terrains.size(); ++t) {
    if (!state.terrain_used[t]) unplaced.push_back(static_cast<int>(t));
  }
  std::shuffle(unplaced.begin(), unplaced.end(), rng);
  const int count = static_cast<int>(rng() % (disc + 1));
  for (int i = 0; i < count; ++i) {
    if (rng() % 4 == 0 || unplaced.empty()) {
      steps.push_back({{"redraw", 1 + static_cast<int>(rng() % 2)}});
      continue;
    }
    const std::string& tile = catalog.terrains[unplaced.back()].id;
    unplaced.pop_back();
    const std::vector<Cell> open = empty_cells_next_to_map(state);
    const Cell at = pick(open, rng);
    steps.push_back({{"place", tile}, {"at", {at.q, at.r}}, {"rot", static_cast<int>(rng() % 6)}});
  }
  return steps;
}

json companion_steps(const RiverWoodsMatch& match, int player, int disc, std::mt19937& rng) {
  const State& state = match.state();
  const Catalog& catalog = match.catalog();
  json steps = json::array();
  if (rng() % 3 == 0) return json::array({{{"refresh", true}}});
  const Companion& companion = pick(catalog.companions, rng);
  const int slot = 1 + static_cast<int>(rng() % disc);
  const Side side = rng() % 2 ? Side::Left : Side::Right;
  json take = {{"take", companion.id}, {"slot", slot}, {"side", side_name(side)}};
  if (state.players[player].companions[static_cast<int>(side)] < 0) {
    const std::vector<Cell> cells = summon_cells(state, player);
    if (cells.empty()) return steps;
    const Cell at = pick(cells, rng);
    take["summon"] = {at.q, at.r};
  }
  steps.push_back(take);
  return steps;
}

json movement_steps(const RiverWoodsMatch& match, int player, int disc, std::mt19937& rng) {
  const State& state = match.state();
  const Topology& topology = state.board.topology();
  const PlayerState& me = state.players[player];
  json steps = json::array();
  std::vector<int> pieces;
  for (int k = 0; k < kPieces; ++k) {
    if (me.pieces[k]) pieces.push_back(k);
  }
  const int piece = pick(pieces, rng);
  Cell at = *me.pieces[piece];
  int held = static_cast<int>(me.tokens.size());
  for (int i = 0; i < disc; ++i) {
    const Cell next = topology.neighbour(at, static_cast<int>(rng() % 6));
    const PlacedTile* top = state.board.top(next);
    if (top == nullptr) break;
    json step = {{"piece", piece_name(static_cast<Piece>(piece))}, {"to", {next.q, next.r}}};
    if (top->tile->token && rng() % 2) {
      step["take"] = true;
      if (held >= 3) step["drop"] = token_name(me.tokens.front());
      held = std::min(3, held + 1);
    }
    steps.push_back(step);
    at = next;
  }
  return steps;
}

}  // namespace

json random_turn(const RiverWoodsMatch& match, std::mt19937& rng) {
  const State& state = match.state();
  const int player = state.current_player();
  const PlayerState& me = state.players[player];
  std::vector<int> discs;
  for (int d = 1; d <= 3; ++d) {
    if (!me.discs_used[d - 1]) discs.push_back(d);
  }
  const int disc = pick(discs, rng);
  json best = {{"player", player}, {"disc", disc}, {"action", "terrain"}, {"steps", json::array()}};
  int best_value = -1;
  // Among a dozen legal proposals, the one that earns the most stars, then tokens.
  for (int attempt = 0; attempt < 24; ++attempt) {
    const int action = static_cast<int>(rng() % 3);
    json steps = action == 0   ? terrain_steps(match, disc, rng)
                 : action == 1 ? companion_steps(match, player, disc, rng)
                               : movement_steps(match, player, disc, rng);
    const json turn = {{"player", player},
                       {"disc", disc},
                       {"action", action_name(static_cast<Action>(action))},
                       {"steps", steps}};
    State after = state;
    std::vector<Award> awards;
    if (!play_turn(after, match.catalog(), parse_turn(turn, state.player_count()), false, &awards)
             .legal()) {
      continue;
    }
    int value =
        static_cast<int>(after.players[player].tokens.size()) * 3 + static_cast<int>(rng() % 3);
    for (const Award& award : awards) value += 10 * (award.cube.stars + 1);
    if (value > best_value) {
      best_value = value;
      best = turn;
    }
  }
  return best;
}

trib::TableFile random_table(int players, unsigned seed) {
  trib::TableFile table;
  table.game = "river-woods";
  const char* names[] = {"Ada", "Bo", "Cy", "Di"};
  for (int p = 0; p < players; ++p) table.players.push_back(names[p]);
  const Catalog& catalog = bundled_catalog_typed();
  std::vector<Cell> cabins;
  for (const PlacedStart& placed : catalog.maps.at("flower")) {
    if (catalog.starting[placed.tile].cabin) cabins.push_back(placed.at);
  }
  json mains = json::array();
  for (int p = 0; p < players; ++p) mains.push_back({cabins[p].q, cabins[p].r});
  std::vector<std::string> objectives;
  for (const TerrainObjective& o : catalog.terrain_objectives) {
    if (o.id != "start") objectives.push_back(o.id);
  }
  std::mt19937 rng(seed);
  std::shuffle(objectives.begin(), objectives.end(), rng);
  json hands = json::array();
  for (int p = 0; p < players; ++p) hands.push_back({objectives[1 + 2 * p], objectives[2 + 2 * p]});
  json rounds = json::array();
  for (const RoundObjective& o : catalog.round_objectives) rounds.push_back(o.id);
  table.setup = {
      {"map", "flower"},
      {"mains", mains},
      {"first", static_cast<int>(seed % players)},
      {"public", {"start", objectives[0]}},
      {"hands", hands},
      {"rounds", rounds},
      {"game_end", {catalog.game_end_objectives[0].id, catalog.game_end_objectives[1].id}}};
  trib::Replay replay = trib::replay(trib::river_woods_game(), table);
  auto& match = dynamic_cast<RiverWoodsMatch&>(*replay.match);
  while (!match.finished()) {
    const json turn = random_turn(match, rng);
    if (!match.apply(turn).legal()) break;  // never: random_turn only proposes legal turns
    table.moves.push_back(turn);
  }
  return table;
}

}  // namespace river_woods_test
