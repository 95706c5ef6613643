// River Woods in words: steps, turns, companions, tiles and objective cards.

#include "ui/river-woods/describe.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/river-woods/words.h"

namespace trib::ui::woods_ui {

DescribeContext describe_context(const rwd::RiverWoodsMatch& match) {
  DescribeContext context;
  context.players = match.players();
  for (const rwd::Companion& c : match.catalog().companions) context.companions[c.id] = c.name;
  return context;
}

std::string cell_text(rwd::Cell cell) {
  return rwd::cell_words(cell);
}

namespace {

std::string companion_shown(const DescribeContext& context, const std::string& id) {
  const auto name = context.companions.find(id);
  return name == context.companions.end() ? id : _(name->second.c_str());
}

std::string describe_move_step(const rwd::Step& step) {
  const std::string to = cell_text(step.at);
  const std::string piece = rwd::piece_word(step.piece);
  if (!step.take_token) return fill("{} \u2192 {}", piece, to);  // not translated: no words
  if (!step.drop) return fill(_("{} \u2192 {} (takes the token)"), piece, to);
  return fill(_("{} \u2192 {} (takes the token, drops {})"), piece, to,
              rwd::token_word(*step.drop));
}

}  // namespace

std::string describe_step(const rwd::Step& step, const DescribeContext& context) {
  using Kind = rwd::Step::Kind;
  switch (step.kind) {
    case Kind::Place: {
      const std::string at = cell_text(step.at);
      if (step.rot == 0) {
        return step.on_top ? fill(_("place {} on top at {}"), step.tile, at)
                           : fill(_("place {} at {}"), step.tile, at);
      }
      return step.on_top ? fill(_("place {} on top at {}, turned {}"), step.tile, at, step.rot)
                         : fill(_("place {} at {}, turned {}"), step.tile, at, step.rot);
    }
    case Kind::Redraw:
      return fill(_("redraw {}"), step.count);
    case Kind::Take: {
      const std::string who = companion_shown(context, step.companion);
      // TRANSLATORS: "take Fox (slot 2) on the left": companion, slot, side of the card.
      std::string out =
          fill(_("take {} (slot {}) on the {}"), who, step.slot, rwd::side_word(step.side));
      if (step.summon) out += fill(_(", summoned at {}"), cell_text(*step.summon));
      return out;
    }
    case Kind::Refresh:
      return _("refresh the companions");
    case Kind::Move:
      return describe_move_step(step);
    case Kind::Exchange:
      return fill(_("exchange 2 {} for 1 {}"), rwd::token_word(step.give),
                  rwd::token_word(step.get));
    case Kind::Push: {
      const std::string owner = step.push_player < static_cast<int>(context.players.size())
                                    ? context.players[step.push_player]
                                    : fill(_("player {}"), step.push_player + 1);
      // TRANSLATORS: "push Ada's pawn → [1, 0]": the owner, the piece, then the cells.
      std::string out = fill(_("push {}'s {}"), owner, rwd::piece_word(step.piece));
      for (rwd::Cell c : step.path) out += " \u2192 " + cell_text(c);
      return out;
    }
  }
  return {};
}

std::string describe_turn(const rwd::Turn& turn, const DescribeContext& context) {
  const std::string who = turn.player < static_cast<int>(context.players.size())
                              ? context.players[turn.player]
                              : fill(_("Player {}"), turn.player + 1);
  // TRANSLATORS: a turn in the move list: "Ada · disc 2 · movement".
  std::string out =
      fill(_("{} \u00b7 disc {} \u00b7 {}"), who, turn.disc, rwd::action_word(turn.action));
  if (turn.steps.empty()) return fill(_("{} (no steps)"), out);
  out += ": ";
  for (std::size_t i = 0; i < turn.steps.size(); ++i) {
    out += (i ? ", " : "") + describe_step(turn.steps[i], context);
  }
  return out;
}

std::string ability_text(const rwd::Companion& companion) {
  switch (companion.kind) {
    case rwd::AbilityKind::Hiker:
      return fill(_("hiker: objectives need 1 less on {} regions"),
                  rwd::terrain_word(companion.hiker));
    case rwd::AbilityKind::Forager:
      return fill(_("forager: 2 {} tokens \u2192 1 of another type"),
                  rwd::token_word(companion.forager));
    case rwd::AbilityKind::Artist:
      switch (companion.artist) {
        case rwd::Artist::Boar:
          return _("places a tile on top for 1 AP");
        case rwd::Artist::Otter:
          return _("pieces may enter and cross the river");
        case rwd::Artist::Shrew:
          return _("tokens-around objectives need 1 less");
        case rwd::Artist::Stoat:
          return _("pushes a piece next to yours 1 or 2 steps");
      }
  }
  return {};
}

std::string tile_text(const rwd::Tile& tile) {
  std::string out;
  for (const rwd::Half& half : tile.halves) {
    out += (out.empty() ? "" : " | ") + rwd::terrain_word(half.terrain);
  }
  if (tile.token) out += " \u00b7 " + rwd::token_word(*tile.token);
  if (tile.cabin) out += fill(" \u00b7 {}", _("cabin"));  // not translated: a separator
  return out;
}

bool tile_matches_search(const rwd::Tile& tile, std::string_view search) {
  if (search.empty()) return true;
  const std::string needle = case_folded(search);
  return case_folded(tile.id).find(needle) != std::string::npos ||
         case_folded(tile_text(tile)).find(needle) != std::string::npos;
}

std::string objective_text(const rwd::TerrainObjective& objective) {
  // The quantities of the three tiers, gold / silver / wood.
  const std::string needs = fill("{} / {} / {}", objective.need[0],  // not translated: numbers
                                 objective.need[1], objective.need[2]);
  switch (objective.kind) {
    case rwd::ObjectiveKind::ColourSize:
      return fill(_("Colour size {} ({})"), needs,
                  objective.colour ? rwd::terrain_word(*objective.colour)
                                   : std::string(_("any land colour")));
    case rwd::ObjectiveKind::TwoRegions:
      return fill(_("Two regions {} ({}, {})"), needs, rwd::terrain_word(objective.colours[0]),
                  rwd::terrain_word(objective.colours[1]));
    case rwd::ObjectiveKind::TokensAround:
      return fill(_("Tokens around {} ({})"), needs, rwd::token_word(objective.token));
  }
  return {};
}

std::string round_objective_text(const rwd::RoundObjective& objective) {
  if (objective.distinct) return _("Hold three different tokens");
  return fill(_("Hold {}, {}, {}"), rwd::token_word(objective.tokens[0]),
              rwd::token_word(objective.tokens[1]), rwd::token_word(objective.tokens[2]));
}

}  // namespace trib::ui::woods_ui
