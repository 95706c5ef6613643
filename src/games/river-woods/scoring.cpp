// River Woods' final score: stars on cubes, the variant's cards, places and tie-break.

#include "games/river-woods/scoring.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/codec.h"
#include "games/river-woods/objectives.h"
#include "games/river-woods/words.h"

namespace trib::river_woods {

namespace {

std::string card_id(const Catalog& catalog, const Cube& cube) {
  return cube.round ? catalog.round_objectives[cube.card].id
                    : catalog.terrain_objectives[cube.card].id;
}

std::string cube_label(const Catalog& catalog, const Cube& cube) {
  const std::string what = cube.round ? describe(catalog.round_objectives[cube.card])
                                      : describe(catalog.terrain_objectives[cube.card], cube.tier);
  // TRANSLATORS: a score line, "Gold on Colour size 3 (pink)": the tier, then the card.
  return fill(_("{} on {}"), tier_title(cube.tier), what);
}

nlohmann::json optional_cell(const std::optional<Cell>& cell) {
  return cell ? cell_json(*cell) : nlohmann::json(nullptr);
}

nlohmann::json player_details(const State& state, const Catalog& catalog, int p) {
  const PlayerState& player = state.players[p];
  nlohmann::json cubes = nlohmann::json::array();
  for (const Cube& cube : player.cubes) {
    cubes.push_back({{"card", card_id(catalog, cube)},
                     {"kind", cube.round ? "round" : "terrain"},
                     {"tier", tier_name(cube.tier)},
                     {"stars", cube.stars}});
  }
  nlohmann::json tokens = nlohmann::json::array();
  for (Token token : player.tokens) tokens.push_back(token_name(token));
  nlohmann::json companions = nlohmann::json::object();
  for (int side = 0; side < kSides; ++side) {
    const int c = player.companions[side];
    companions[side_name(static_cast<Side>(side))] =
        c < 0 ? nlohmann::json(nullptr) : nlohmann::json(catalog.companions[c].id);
  }
  nlohmann::json pieces = nlohmann::json::object();
  for (int k = 0; k < kPieces; ++k) {
    pieces[piece_name(static_cast<Piece>(k))] = optional_cell(player.pieces[k]);
  }
  nlohmann::json discs = nlohmann::json::array();
  for (int d = 0; d < 3; ++d) {
    if (player.discs_used[d]) discs.push_back(d + 1);
  }
  nlohmann::json hand = nlohmann::json::array();
  for (int card : player.hand) hand.push_back(catalog.terrain_objectives[card].id);
  return {{"cubes", cubes},
          {"tokens", tokens},
          {"companions", companions},
          {"pieces", pieces},
          {"discs_used", discs},
          {"hand", hand},
          {"first_tier_cubes", player.first_tier_cubes(state.first_tier())}};
}

nlohmann::json objectives_json(const State& state, const Catalog& catalog) {
  nlohmann::json row = nlohmann::json::array();
  for (const PublicCard& card : state.row) {
    row.push_back({{"card", catalog.terrain_objectives[card.card].id}, {"cubes", card.achievers}});
  }
  nlohmann::json rounds = nlohmann::json::array();
  for (int k = 0; k < state.revealed_rounds(); ++k) {
    rounds.push_back({{"card", catalog.round_objectives[state.rounds[k].card].id},
                      {"cubes", state.rounds[k].achievers}});
  }
  nlohmann::json game_end = nlohmann::json::array();
  for (int card : state.game_end) game_end.push_back(catalog.game_end_objectives[card].id);
  return {{"public", row}, {"rounds", rounds}, {"game_end", game_end}};
}

}  // namespace

int game_end_points(const State& state, int player, Terrain colour) {
  const auto& main = state.players[player].pieces[static_cast<int>(Piece::Main)];
  if (!main) return 0;
  const Topology& topology = state.board.topology();
  int points = 0;
  for (int e = 0; e < topology.edge_count(); ++e) {
    const PlacedTile* top = state.board.top(topology.neighbour(*main, e));
    if (top != nullptr && top->terrain_at(topology.opposite(e)) == colour) points += 1;
  }
  return points;
}

nlohmann::json map_json(const State& state) {
  // Built member by member: nlohmann's initializer lists copy every value.
  nlohmann::json cells = nlohmann::json::array();
  for (Cell cell : state.board.cells()) {
    nlohmann::json stack = nlohmann::json::array();
    for (const PlacedTile& placed : *state.board.stack(cell)) {
      nlohmann::json& entry = stack.emplace_back(nlohmann::json::object());
      entry["tile"] = placed.tile->id;
      entry["rot"] = placed.rot;
    }
    nlohmann::json& entry = cells.emplace_back(nlohmann::json::object());
    entry["at"] = cell_json(cell);
    entry["stack"] = std::move(stack);
  }
  return cells;
}

Scoreboard score_state(const State& state, const Catalog& catalog,
                       const std::vector<std::string>& names) {
  Scoreboard board;
  board.finished = state.over;
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < state.player_count(); ++p) {
    PlayerResult result;
    result.name = names[p];
    for (const Cube& cube : state.players[p].cubes) {
      result.breakdown.push_back({cube_label(catalog, cube), static_cast<double>(cube.stars),
                                  nullptr, cube.round ? "round-objectives" : "terrain-objectives"});
    }
    for (int card : state.game_end) {
      const Terrain colour = catalog.game_end_objectives[card].colour;
      const int points = game_end_points(state, p, colour);
      result.breakdown.push_back(
          {fill(_("Game end: {} next to the main piece ({} × 1)"), terrain_word(colour), points),
           static_cast<double>(points), nullptr, "game-end"});
    }
    result.score = breakdown_total(result);
    result.tie_breaker = state.players[p].first_tier_cubes(state.first_tier());
    players.push_back(player_details(state, catalog, p));
    board.players.push_back(std::move(result));
  }
  assign_places(board.players);
  board.details = {{"round", state.round},
                   {"turn", state.turn_in_round},
                   {"next_player",
                    state.over ? nlohmann::json(nullptr) : nlohmann::json(state.current_player())},
                   {"last_round", state.last_round || state.round >= 5},
                   {"terrain_tiles_placed", state.terrain_placed},
                   {"objectives", objectives_json(state, catalog)},
                   {"players", players},
                   {"map", map_json(state)}};
  return board;
}

}  // namespace trib::river_woods
