// River Woods in words: steps, turns, companions, tiles and objective cards.

#include "ui/river-woods/describe.h"

namespace trib::ui::woods_ui {

DescribeContext describe_context(const rwd::RiverWoodsMatch& match) {
  DescribeContext context;
  context.players = match.players();
  for (const rwd::Companion& c : match.catalog().companions) context.companions[c.id] = c.name;
  return context;
}

std::string cell_text(rwd::Cell cell) {
  return "[" + std::to_string(cell.q) + ", " + std::to_string(cell.r) + "]";
}

std::string describe_step(const rwd::Step& step, const DescribeContext& context) {
  using Kind = rwd::Step::Kind;
  switch (step.kind) {
    case Kind::Place:
      return "place " + step.tile + (step.on_top ? " on top at " : " at ") + cell_text(step.at) +
             (step.rot ? ", turned " + std::to_string(step.rot) : "");
    case Kind::Redraw:
      return "redraw " + std::to_string(step.count);
    case Kind::Take: {
      const auto name = context.companions.find(step.companion);
      const std::string who = name == context.companions.end() ? step.companion : name->second;
      return "take " + who + " (slot " + std::to_string(step.slot) + ") on the " +
             std::string(rwd::side_name(step.side)) +
             (step.summon ? ", summoned at " + cell_text(*step.summon) : "");
    }
    case Kind::Refresh:
      return "refresh the companions";
    case Kind::Move: {
      std::string out = std::string(rwd::piece_name(step.piece)) + " \u2192 " + cell_text(step.at);
      if (step.take_token) out += " (takes the token";
      if (step.take_token && step.drop)
        out += ", drops " + std::string(rwd::token_name(*step.drop));
      if (step.take_token) out += ")";
      return out;
    }
    case Kind::Exchange:
      return "exchange 2 " + std::string(rwd::token_name(step.give)) + " for 1 " +
             std::string(rwd::token_name(step.get));
    case Kind::Push: {
      const std::string owner = step.push_player < static_cast<int>(context.players.size())
                                    ? context.players[step.push_player]
                                    : "player " + std::to_string(step.push_player + 1);
      std::string out = "push " + owner + "'s " + std::string(rwd::piece_name(step.piece));
      for (rwd::Cell c : step.path) out += " \u2192 " + cell_text(c);
      return out;
    }
  }
  return {};
}

std::string describe_turn(const rwd::Turn& turn, const DescribeContext& context) {
  const std::string who = turn.player < static_cast<int>(context.players.size())
                              ? context.players[turn.player]
                              : "Player " + std::to_string(turn.player + 1);
  std::string out = who + " \u00b7 disc " + std::to_string(turn.disc) + " \u00b7 " +
                    std::string(rwd::action_name(turn.action));
  if (turn.steps.empty()) return out + " (no steps)";
  out += ": ";
  for (std::size_t i = 0; i < turn.steps.size(); ++i) {
    out += (i ? ", " : "") + describe_step(turn.steps[i], context);
  }
  return out;
}

std::string ability_text(const rwd::Companion& companion) {
  switch (companion.kind) {
    case rwd::AbilityKind::Hiker:
      return "hiker: objectives need 1 less on " + std::string(rwd::terrain_name(companion.hiker)) +
             " regions";
    case rwd::AbilityKind::Forager:
      return "forager: 2 " + std::string(rwd::token_name(companion.forager)) +
             " tokens \u2192 1 of another type";
    case rwd::AbilityKind::Artist:
      switch (companion.artist) {
        case rwd::Artist::Boar:
          return "places a tile on top for 1 AP";
        case rwd::Artist::Otter:
          return "pieces may enter and cross the river";
        case rwd::Artist::Shrew:
          return "tokens-around objectives need 1 less";
        case rwd::Artist::Stoat:
          return "pushes a piece next to yours 1 or 2 steps";
      }
  }
  return {};
}

std::string tile_text(const rwd::Tile& tile) {
  std::string out;
  for (const rwd::Half& half : tile.halves) {
    out += (out.empty() ? "" : " | ") + std::string(rwd::terrain_name(half.terrain));
  }
  if (tile.token) out += " \u00b7 " + std::string(rwd::token_name(*tile.token));
  if (tile.cabin) out += " \u00b7 cabin";
  return out;
}

std::string objective_text(const rwd::TerrainObjective& objective) {
  const std::string needs = std::to_string(objective.need[0]) + " / " +
                            std::to_string(objective.need[1]) + " / " +
                            std::to_string(objective.need[2]);
  switch (objective.kind) {
    case rwd::ObjectiveKind::ColourSize:
      return "Colour size " + needs + " (" +
             (objective.colour ? std::string(rwd::terrain_name(*objective.colour))
                               : std::string("any land colour")) +
             ")";
    case rwd::ObjectiveKind::TwoRegions:
      return "Two regions " + needs + " (" + std::string(rwd::terrain_name(objective.colours[0])) +
             ", " + std::string(rwd::terrain_name(objective.colours[1])) + ")";
    case rwd::ObjectiveKind::TokensAround:
      return "Tokens around " + needs + " (" + std::string(rwd::token_name(objective.token)) + ")";
  }
  return {};
}

std::string round_objective_text(const rwd::RoundObjective& objective) {
  if (objective.distinct) return "Hold three different tokens";
  std::string out = "Hold ";
  for (std::size_t i = 0; i < objective.tokens.size(); ++i) {
    out += (i ? ", " : "") + std::string(rwd::token_name(objective.tokens[i]));
  }
  return out;
}

}  // namespace trib::ui::woods_ui
