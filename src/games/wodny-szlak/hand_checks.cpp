// The hand moves' rules (draw, discard, pass) and the round's rhythm, each with its own rule id.

#include "games/wodny-szlak/hand_checks.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/wodny-szlak/words.h"

#include <algorithm>

namespace trib::wodny_szlak {

namespace {

Verdict check_drawn(const TableState& table, const HandMove& m, const std::string& id, int tile,
                    bool house_ruling) {
  const nlohmann::json where = {{"player", m.player}, {"tile", id}};
  const TileSpot spot = table.ledger->at(tile);
  if (spot.where == Where::Removed) {
    return illegal("tile-removed",
                   fill(_("Tile \"{}\" was removed at setup: it cannot be drawn."), echo(id)),
                   where);
  }
  if (spot.where != Where::Pile) {
    return illegal(
        "tile-already-used",
        fill(_("Tile \"{}\" cannot be drawn: it is already {}."), echo(id), table.where(spot)),
        where);
  }
  const Group group = table.catalog->tiles[tile].group;
  if (!house_ruling && !group_in_play(group, table.players)) {
    return illegal(
        "tile-not-in-player-count",
        fill(_("Tile \"{}\" ({}) is not used at this player count."), echo(id), group_words(group)),
        where);
  }
  return legal();
}

Verdict check_held(const TableState& table, const HandMove& m, const std::string& id, int tile) {
  const TileSpot spot = table.ledger->at(tile);
  if (spot.where == Where::Hand && spot.player == m.player) return legal();
  return illegal("tile-not-in-hand",
                 fill(_("Tile \"{}\" is not in the hand of {}: it is {}."), echo(id),
                      table.player_name(m.player), table.where(spot)),
                 {{"player", m.player}, {"tile", id}});
}

Verdict check_hand_size(const TableState& table, const HandMove& m) {
  const TileLedger& ledger = *table.ledger;
  const int drawing = static_cast<int>(m.tiles.size());
  // After the first three, the k-th tile drawn refills the hand after the k-th pass, which
  // takes up what the neighbour passed for it: those tiles count, later rounds' do not
  // (not even when they reached a player who had not drawn yet).
  const int refill = ledger.drawn(m.player) + drawing - kHandLimit;
  const auto joined_by_then = [&](int tile) {
    const int due = ledger.due_at(tile);
    return due == 0 || due <= refill;  // 0: drawn, never passed
  };
  const std::vector<int>& hand = ledger.hand(m.player);
  const std::vector<int>& passed_in = ledger.passed_in(m.player);
  const int held = static_cast<int>(std::count_if(hand.begin(), hand.end(), joined_by_then));
  const int waiting =
      static_cast<int>(std::count_if(passed_in.begin(), passed_in.end(), joined_by_then));
  const int after = held + waiting + drawing;
  if (after <= kHandLimit) return legal();
  // Two counts, two plurals: who holds what, then why the draw does not fit.
  std::string text =
      fill(P_("{} holds {} tile", "{} holds {} tiles", held), table.player_name(m.player), held);
  if (waiting > 0) {
    // TRANSLATORS: continues "Ada holds 2 tiles": tiles a neighbour passed, not yet taken up.
    text += fill(P_(" and has {} passed in", " and has {} passed in", waiting), waiting);
  }
  text += table.players == 1
              ? fill(_(": drawing {} would make {}, and a hand holds at most {} after a draw — "
                       "place a tile and discard the others first."),
                     m.tiles.size(), after, kHandLimit)
              : fill(_(": drawing {} would make {}, and a hand holds at most {} after a draw — "
                       "place a tile and pass the others first."),
                     m.tiles.size(), after, kHandLimit);
  return illegal("hand-full", text, {{"player", m.player}});
}

Verdict after_last_placement(const TableState& table, const HandMove& m) {
  const std::string text =
      m.action == HandAction::Pass
          ? fill(_("{} has made the last of {} placements: the tiles left stay in the hand, "
                   "nothing is passed after it."),
                 table.player_name(m.player), kPlacementsPerPlayer)
          : fill(_("{} has made the last of {} placements: the tiles left stay in the hand, "
                   "nothing is discarded after it."),
                 table.player_name(m.player), kPlacementsPerPlayer);
  return illegal(std::string(action_key(m.action)) + "-after-last-placement", text,
                 {{"player", m.player}});
}

Verdict before_placing(const TableState& table, const HandMove& m) {
  const std::string text =
      m.action == HandAction::Pass
          ? fill(_("{} has not placed a tile this round: place one before passing the others to "
                   "the left."),
                 table.player_name(m.player))
          : fill(_("{} has not placed a tile this round: place one before discarding the "
                   "others."),
                 table.player_name(m.player));
  return illegal(std::string(action_key(m.action)) + "-before-placing", text,
                 {{"player", m.player}});
}

Verdict leaves_tiles(const TableState& table, const HandMove& m) {
  std::string kept;
  for (int tile : table.ledger->hand(m.player)) {
    const std::string& id = table.catalog->tiles[tile].id;
    if (std::find(m.tiles.begin(), m.tiles.end(), id) != m.tiles.end()) continue;
    // TRANSLATORS: a tile id in quotes, in a list of tiles.
    kept += (kept.empty() ? "" : ", ") + fill(_("\"{}\""), echo(id));
  }
  const std::string text =
      m.action == HandAction::Pass
          ? fill(_("{} would keep {} in the hand: after the round's placement, pass all the "
                   "tiles left to the left in one move."),
                 table.player_name(m.player), kept)
          : fill(_("{} would keep {} in the hand: after the round's placement, discard all the "
                   "tiles left in one move."),
                 table.player_name(m.player), kept);
  return illegal(std::string(action_key(m.action)) + "-leaves-tiles", text, {{"player", m.player}});
}

// A pass (solo: a discard) ends the round: it comes after the round's placement and takes
// every tile left in the hand, and after the last placement there is none. Before their
// first draw a player's rounds are not known, so only the last placement is checked. A
// discard with neighbours ends no round, but is held to the same rhythm.
Verdict check_round_end(const TableState& table, const Board& board, const HandMove& m) {
  if (board.placements() >= kPlacementsPerPlayer) return after_last_placement(table, m);
  const TileLedger& ledger = *table.ledger;
  if (!ledger.tracked(m.player)) return legal();
  if (!ledger.placed_this_round(m.player)) return before_placing(table, m);
  if (m.tiles.size() < ledger.hand(m.player).size()) return leaves_tiles(table, m);
  return legal();
}

}  // namespace

Verdict check_hand_move(const TableState& table, const Board& board, const HandMove& m,
                        bool house_ruling) {
  for (const std::string& id : m.tiles) {
    const int tile = table.catalog->find_tile(id);
    if (tile < 0) {
      return illegal("unknown-tile", fill(_("There is no tile \"{}\" in the catalog."), echo(id)),
                     {{"player", m.player}, {"tile", id}});
    }
    Verdict v = m.action == HandAction::Draw ? check_drawn(table, m, id, tile, house_ruling)
                                             : check_held(table, m, id, tile);
    if (!v.legal()) return v;
  }
  if (m.action == HandAction::Draw) return check_hand_size(table, m);
  return house_ruling ? legal() : check_round_end(table, board, m);
}

std::vector<int> tile_indices(const Catalog& catalog, const HandMove& m) {
  std::vector<int> tiles;
  tiles.reserve(m.tiles.size());
  for (const std::string& id : m.tiles) tiles.push_back(catalog.find_tile(id));
  return tiles;
}

}  // namespace trib::wodny_szlak
