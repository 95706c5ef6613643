// Placing a tile: the round's check and the six rules in order, each with its own rule id.

#include "games/wodny-szlak/placement.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/wodny-szlak/words.h"

#include <algorithm>

namespace trib::wodny_szlak {

namespace {

// What the neighbours of an empty cell demand.
struct Surroundings {
  Mask touching = 0;  // edges with a neighbour square
  Mask river = 0;     // edges whose neighbour has a river arm facing this cell
  int square[4] = {-1, -1, -1, -1};
  int network[4] = {-1, -1, -1, -1};
};

Surroundings survey(const Board& board, const Networks& networks, Cell cell) {
  Surroundings s;
  for (Edge e : kEdges) {
    const int j = board.find(step(cell, e));
    if (j < 0) continue;
    const int k = static_cast<int>(e);
    s.touching |= bit(e);
    s.square[k] = j;
    if (board.has_arm(j, opposite(e))) {
      s.river |= bit(e);
      s.network[k] = networks.of[j];
    }
  }
  return s;
}

// The first edge where river meets bank, or -1.
int bank_clash(const Surroundings& s, Mask arms) {
  const Mask clash = static_cast<Mask>((arms ^ s.river) & s.touching);
  for (Edge e : kEdges) {
    if ((clash & bit(e)) != 0) return static_cast<int>(e);
  }
  return -1;
}

// Whether the arms would join two ends of one river network.
bool closes_loop(const Surroundings& s, Mask arms) {
  const Mask joined = static_cast<Mask>(arms & s.river);
  for (int a = 0; a < 4; ++a) {
    if ((joined & (1u << a)) == 0) continue;
    for (int b = a + 1; b < 4; ++b) {
      if ((joined & (1u << b)) != 0 && s.network[a] == s.network[b]) return true;
    }
  }
  return false;
}

bool fits(const Surroundings& s, Mask arms) {
  return bank_clash(s, arms) < 0 && !closes_loop(s, arms);
}
}  // namespace

std::string TableState::player_name(int player) const {
  return player_text(names ? *names : std::vector<std::string>{}, player);
}

std::string TableState::where(const TileSpot& spot) const {
  return spot_text(spot, names ? *names : std::vector<std::string>{});
}

Verdict check_round(const TableState& table, int player) {
  if (!table.ledger->placed_this_round(player)) return legal();
  const std::string text =
      table.players == 1
          ? fill(_("{} has already placed a tile this round: discard the other tiles and draw "
                   "again before placing the next one."),
                 table.player_name(player))
          : fill(_("{} has already placed a tile this round: pass the other tiles to the left "
                   "before placing the next one."),
                 table.player_name(player));
  return illegal("one-tile-per-round", text, {{"player", player}});
}

Verdict check_tile(const TableState& table, int player, const std::string& tile_id) {
  const int tile = table.catalog->find_tile(tile_id);
  const nlohmann::json where = {{"player", player}, {"tile", tile_id}};
  if (tile < 0)
    return illegal("unknown-tile",
                   fill(_("There is no tile \"{}\" in the catalog."), echo(tile_id)), where);
  const TileSpot spot = table.ledger->at(tile);
  if (spot.where == Where::River) {
    return illegal("tile-already-used",
                   fill(_("Tile \"{}\" is already {}."), echo(tile_id), table.where(spot)),
                   {{"player", player}, {"tile", tile_id}, {"used_by", spot.player}});
  }
  if (spot.where == Where::Removed) {
    return illegal(
        "tile-removed",
        fill(_("Tile \"{}\" was removed at setup and is not in this game."), echo(tile_id)), where);
  }
  const Group group = table.catalog->tiles[tile].group;
  if (!group_in_play(group, table.players)) {
    const std::string text = group == Group::Cows
                                 ? fill(_("Tile \"{}\" ({}) is used only with 4 players."),
                                        echo(tile_id), group_words(group))
                                 : fill(_("Tile \"{}\" ({}) is used only with 1, 3 or 4 players."),
                                        echo(tile_id), group_words(group));
    return illegal("tile-not-in-player-count", text, where);
  }
  const bool own = spot.where == Where::Hand && spot.player == player;
  const bool elsewhere = spot.where != Where::Pile && !own;
  if (elsewhere || (!own && table.ledger->tracked(player))) {
    const std::string text =
        spot.where == Where::PassedIn && spot.player == player
            ? fill(_("Tile \"{}\" is not in the hand of {}: it was passed in and joins the hand "
                     "once this player passes."),
                   echo(tile_id), table.player_name(player))
            : fill(_("Tile \"{}\" is not in the hand of {}: it is {}."), echo(tile_id),
                   table.player_name(player), table.where(spot));
    return illegal("tile-not-in-hand", text, where);
  }
  return legal();
}

Verdict check_spot(const Catalog& catalog, const Board& board, const Networks& networks, int player,
                   int tile, Cell cell, int rot) {
  const nlohmann::json here = {{"player", player},
                               {"cells", nlohmann::json::array({cell_json(cell)})}};
  if (board.find(cell) >= 0)
    return illegal("cell-occupied", fill(_("{} is already taken."), cell_text(cell)), here);
  const Surroundings s = survey(board, networks, cell);
  if (s.touching == 0) {
    return illegal("not-adjacent",
                   fill(_("{} does not touch this player's river edge to edge."), cell_text(cell)),
                   here);
  }
  const Mask arms = rotate_mask(catalog.tiles[tile].square.arms, rot);
  if (const int e = bank_clash(s, arms); e >= 0) {
    const Edge edge = static_cast<Edge>(e);
    const bool ours = (arms & bit(edge)) != 0;
    return illegal("river-meets-bank",
                   ours ? fill(_("On the {} edge of {} this tile's river meets a bank."),
                               edge_of_cell_words(edge), cell_text(cell))
                        : fill(_("On the {} edge of {} the neighbour's river meets this tile's "
                                 "bank."),
                               edge_of_cell_words(edge), cell_text(cell)),
                   {{"player", player},
                    {"cells", {cell_json(cell), cell_json(step(cell, edge))}},
                    {"edge", edge_name(edge)}});
  }
  if (closes_loop(s, arms)) {
    nlohmann::json cells = nlohmann::json::array({cell_json(cell)});
    for (Edge e : kEdges) {
      if ((arms & s.river & bit(e)) != 0) cells.push_back(cell_json(step(cell, e)));
    }
    return illegal("river-loop",
                   fill(_("At {} this tile would close a loop in the river."), cell_text(cell)),
                   {{"player", player}, {"cells", cells}});
  }
  return legal();
}

Verdict check_placement(const TableState& table, const Board& board, const Placement& p) {
  if (Verdict v = check_round(table, p.player); !v.legal()) return v;
  if (Verdict v = check_tile(table, p.player, p.tile); !v.legal()) return v;
  const Catalog& catalog = *table.catalog;
  const Networks networks = find_networks(catalog, board);
  const int tile = catalog.find_tile(p.tile);
  if (Verdict v = check_spot(catalog, board, networks, p.player, tile, p.cell, p.rot); !v.legal())
    return v;
  if (board.placements() >= kPlacementsPerPlayer) {
    return illegal("too-many-tiles",
                   fill(P_("This player has already placed {} tile.",
                           "This player has already placed {} tiles.", kPlacementsPerPlayer),
                        kPlacementsPerPlayer),
                   {{"player", p.player}, {"cells", nlohmann::json::array({cell_json(p.cell)})}});
  }
  return legal();
}

Verdict check_house_ruling(const TableState& table, const Board& board, const Placement& p) {
  Verdict tile_verdict = check_tile(table, p.player, p.tile);
  if (!tile_verdict.legal() && tile_verdict.reason().rule != "tile-not-in-player-count" &&
      tile_verdict.reason().rule != "tile-not-in-hand")
    return tile_verdict;
  const Catalog& catalog = *table.catalog;
  const int tile = catalog.find_tile(p.tile);
  Verdict spot =
      check_spot(catalog, board, find_networks(catalog, board), p.player, tile, p.cell, p.rot);
  if (!spot.legal() &&
      (spot.reason().rule == "cell-occupied" || spot.reason().rule == "not-adjacent"))
    return spot;
  return legal();
}

std::vector<Cell> frontier(const Board& board) {
  std::vector<Cell> cells;
  for (const PlacedSquare& sq : board.squares) {
    for (Edge e : kEdges) {
      const Cell c = step(sq.cell, e);
      if (board.find(c) < 0 && std::find(cells.begin(), cells.end(), c) == cells.end())
        cells.push_back(c);
    }
  }
  std::sort(cells.begin(), cells.end(),
            [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return cells;
}

std::vector<Spot> legal_spots(const Catalog& catalog, const Board& board, int tile) {
  std::vector<Spot> spots;
  if (board.placements() >= kPlacementsPerPlayer) return spots;
  const Networks networks = find_networks(catalog, board);
  const Mask arms = catalog.tiles[tile].square.arms;
  for (Cell cell : frontier(board)) {
    const Surroundings s = survey(board, networks, cell);
    for (int rot = 0; rot < 4; ++rot) {
      if (fits(s, rotate_mask(arms, rot))) spots.push_back(Spot{cell, rot});
    }
  }
  return spots;
}

std::vector<Cell> dead_gaps(const TableState& table, const Board& board) {
  // Only the arm pattern matters for rules 4 and 5: collect the rotated patterns on offer.
  bool offered[16] = {};
  const Catalog& catalog = *table.catalog;
  for (std::size_t t = 0; t < catalog.tiles.size(); ++t) {
    if (out_of_game(table.ledger->at(static_cast<int>(t)).where) ||
        !group_in_play(catalog.tiles[t].group, table.players))
      continue;
    for (int rot = 0; rot < 4; ++rot)
      offered[rotate_mask(catalog.tiles[t].square.arms, rot)] = true;
  }
  const Networks networks = find_networks(catalog, board);
  std::vector<Cell> dead;
  for (Cell cell : frontier(board)) {
    const Surroundings s = survey(board, networks, cell);
    bool open = false;
    for (int arms = 0; arms < 16 && !open; ++arms)
      open = offered[arms] && fits(s, static_cast<Mask>(arms));
    if (!open) dead.push_back(cell);
  }
  return dead;
}

}  // namespace trib::wodny_szlak
