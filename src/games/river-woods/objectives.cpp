// Objective cards: whether a player meets one at a tier, and the awards after a turn.

#include "games/river-woods/objectives.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/words.h"

namespace trib::river_woods {

namespace {

std::vector<Cell> pieces_on_map(const PlayerState& player) {
  std::vector<Cell> out;
  for (const auto& piece : player.pieces) {
    if (piece) out.push_back(*piece);
  }
  return out;
}

bool big_enough(const Catalog& catalog, const PlayerState& player,
                const TerrainObjective& objective, Tier tier, const Regions::Region& region) {
  return region.size >= needed(catalog, player, objective, tier, region.terrain);
}

bool colour_size(const Catalog& catalog, const Regions& regions, const PlayerState& player,
                 const TerrainObjective& objective, Tier tier) {
  for (Cell cell : pieces_on_map(player)) {
    for (int id : regions.under(cell)) {
      const Regions::Region& region = regions.regions[id];
      const bool colour_fits =
          objective.colour ? region.terrain == *objective.colour : is_land(region.terrain);
      if (colour_fits && big_enough(catalog, player, objective, tier, region)) return true;
    }
  }
  return false;
}

bool two_regions(const Catalog& catalog, const Regions& regions, const PlayerState& player,
                 const TerrainObjective& objective, Tier tier) {
  const std::vector<Cell> cells = pieces_on_map(player);
  const auto fits = [&](int id, Terrain colour) {
    const Regions::Region& region = regions.regions[id];
    return region.terrain == colour && big_enough(catalog, player, objective, tier, region);
  };
  for (std::size_t a = 0; a < cells.size(); ++a) {
    for (std::size_t b = 0; b < cells.size(); ++b) {
      if (a == b) continue;
      for (int first : regions.under(cells[a])) {
        if (!fits(first, objective.colours[0])) continue;
        for (int second : regions.under(cells[b])) {
          if (second != first && fits(second, objective.colours[1])) return true;
        }
      }
    }
  }
  return false;
}

int tokens_around(const State& state, const PlayerState& player, Token token) {
  const Topology& topology = state.board.topology();
  const std::vector<Cell> own = pieces_on_map(player);
  std::vector<Cell> counted;
  for (Cell cell : own) {
    for (int e = 0; e < topology.edge_count(); ++e) {
      const Cell next = topology.neighbour(cell, e);
      const PlacedTile* top = state.board.top(next);
      if (top == nullptr || top->tile->token != token) continue;
      if (std::find(own.begin(), own.end(), next) != own.end()) continue;
      if (std::find(counted.begin(), counted.end(), next) == counted.end()) counted.push_back(next);
    }
  }
  return static_cast<int>(counted.size());
}

bool has_cube(const std::vector<int>& achievers, int player) {
  return std::find(achievers.begin(), achievers.end(), player) != achievers.end();
}

}  // namespace

int needed(const Catalog& catalog, const PlayerState& player, const TerrainObjective& objective,
           Tier tier, std::optional<Terrain> region_terrain) {
  int reduction = 0;
  for (int c : player.companions) {
    if (c < 0) continue;
    const Companion& companion = catalog.companions[c];
    if (objective.kind == ObjectiveKind::TokensAround) {
      reduction += companion.kind == AbilityKind::Artist && companion.artist == Artist::Shrew;
    } else {
      reduction += companion.kind == AbilityKind::Hiker && region_terrain &&
                   companion.hiker == *region_terrain;
    }
  }
  return std::max(1, objective.need[static_cast<int>(tier)] - reduction);
}

bool achieves(const State& state, const Catalog& catalog, const Regions& regions, int player,
              const TerrainObjective& objective, Tier tier) {
  const PlayerState& who = state.players[player];
  switch (objective.kind) {
    case ObjectiveKind::ColourSize:
      return colour_size(catalog, regions, who, objective, tier);
    case ObjectiveKind::TwoRegions:
      return two_regions(catalog, regions, who, objective, tier);
    case ObjectiveKind::TokensAround:
      return tokens_around(state, who, objective.token) >=
             needed(catalog, who, objective, tier, std::nullopt);
  }
  return false;
}

bool achieves(const PlayerState& player, const RoundObjective& objective) {
  if (objective.distinct) {
    int types = 0;
    for (int t = 0; t < kTokenTypes; ++t) types += player.token_count(static_cast<Token>(t)) > 0;
    return types >= 3;
  }
  for (Token token : objective.tokens) {
    const auto wanted = std::count(objective.tokens.begin(), objective.tokens.end(), token);
    if (player.token_count(token) < wanted) return false;
  }
  return true;
}

Tier next_tier(const State& state, std::size_t cubes_on_card) {
  const std::size_t first = static_cast<std::size_t>(state.first_tier());
  return static_cast<Tier>(std::min<std::size_t>(first + cubes_on_card, 2));
}

std::vector<Award> award_objectives(State& state, const Catalog& catalog, int player) {
  std::vector<Award> awards;
  PlayerState& who = state.players[player];
  const Regions regions = find_regions(state.board);
  const auto award = [&](bool round, int card, Tier tier, int stars, bool from_hand) {
    const Cube cube{round, card, tier, stars};
    who.cubes.push_back(cube);
    awards.push_back({player, cube, from_hand});
  };

  for (PublicCard& card : state.row) {
    if (has_cube(card.achievers, player)) continue;
    const TerrainObjective& objective = catalog.terrain_objectives[card.card];
    const Tier tier = next_tier(state, card.achievers.size());
    if (!achieves(state, catalog, regions, player, objective, tier)) continue;
    card.achievers.push_back(player);
    award(false, card.card, tier, objective.stars[static_cast<int>(tier)], false);
  }

  const Tier first = state.first_tier();
  for (std::size_t i = 0; i < who.hand.size() && state.row.size() < 5;) {
    const int card = who.hand[i];
    const TerrainObjective& objective = catalog.terrain_objectives[card];
    if (!achieves(state, catalog, regions, player, objective, first)) {
      ++i;
      continue;
    }
    who.hand.erase(who.hand.begin() + static_cast<std::ptrdiff_t>(i));
    state.row.push_back({card, {player}});
    award(false, card, first, objective.stars[static_cast<int>(first)], true);
  }
  if (state.row.size() >= 5) {
    for (PlayerState& each : state.players) each.hand.clear();
  }

  for (int k = 0; k < state.revealed_rounds(); ++k) {
    RoundCard& card = state.rounds[k];
    if (has_cube(card.achievers, player)) continue;
    const RoundObjective& objective = catalog.round_objectives[card.card];
    if (!achieves(who, objective)) continue;
    const bool first_achiever = card.achievers.empty();
    card.achievers.push_back(player);
    award(true, card.card, first_achiever ? Tier::Gold : Tier::Wood,
          objective.stars[first_achiever ? 0 : 1], false);
  }
  return awards;
}

std::string describe(const TerrainObjective& objective, Tier tier) {
  const int quantity = objective.need[static_cast<int>(tier)];
  switch (objective.kind) {
    case ObjectiveKind::ColourSize:
      // TRANSLATORS: an objective card, "Colour size 4 (pink)": the size needed, the colour.
      return fill(_("Colour size {} ({})"), quantity,
                  objective.colour ? terrain_word(*objective.colour) : _("any colour"));
    case ObjectiveKind::TwoRegions:
      return fill(_("Two regions {} ({}, {})"), quantity, terrain_word(objective.colours[0]),
                  terrain_word(objective.colours[1]));
    case ObjectiveKind::TokensAround:
      return fill(_("Tokens around {} ({})"), quantity, token_word(objective.token));
  }
  return {};
}

std::string describe(const RoundObjective& objective) {
  if (objective.distinct) return _("Round objective (three different tokens)");
  return fill(_("Round objective ({}, {}, {})"), token_word(objective.tokens[0]),
              token_word(objective.tokens[1]), token_word(objective.tokens[2]));
}

}  // namespace trib::river_woods
