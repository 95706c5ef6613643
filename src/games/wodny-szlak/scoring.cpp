// One player's final tally: mills, sawmills, ports and meadows, with its breakdown.

#include "games/wodny-szlak/scoring.h"

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::wodny_szlak {

namespace {

using nlohmann::json;

// Built member by member: nlohmann's nested initializer lists make a temporary array per
// key and cost several times more (this runs on every score refresh).
json cells_json(const std::vector<Cell>& cells) {
  json out = json::array_t();
  out.get_ref<json::array_t&>().reserve(cells.size());
  for (Cell c : cells) out.push_back(cell_json(c));
  return out;
}
json keyed(const char* key, json value) {
  json out = json::object_t();
  out[key] = std::move(value);
  return out;
}
void add_line(PlayerScore& out, const char* category, std::string label, int points,
              json highlight) {
  out.breakdown.push_back(
      BreakdownLine{std::move(label), static_cast<double>(points), std::move(highlight), category});
  out.total += points;
}

json mill_json(const Catalog& catalog, const Board& board, const MillResult& m) {
  json o = json::object_t();
  o["tile"] = square_id(catalog, board, m.square);
  o["at"] = cell_json(board.squares[m.square].cell);
  o["kind"] = m.obstacle.kind == ObstacleKind::Mill ? "mill" : "sawmill";
  o["delivered"] = m.delivered;
  o["needs"] = m.obstacle.needs;
  o["value"] = m.obstacle.value;
  o["scored"] = m.scored;
  o["oxbow"] = m.oxbow;
  return o;
}

void score_mills(const Catalog& catalog, const Board& board, PlayerScore& out) {
  json list = json::array_t();
  for (const MillResult& m : out.mills) {
    list.push_back(mill_json(catalog, board, m));
    if (!m.scored) continue;
    const Cell at = board.squares[m.square].cell;
    const bool mill = m.obstacle.kind == ObstacleKind::Mill;
    add_line(
        out, mill ? "mills" : "sawmills",
        mill ? fill(_("Mill at {}: {}/{} sacks"), cell_text(at), m.delivered, m.obstacle.needs)
             : fill(_("Sawmill at {}: {}/{} wood"), cell_text(at), m.delivered, m.obstacle.needs),
        m.obstacle.value, keyed("cells", cells_json({at})));
  }
  out.details["mills"] = std::move(list);
}

void score_route(int points_per_tile, PlayerScore& out) {
  const int n = out.route.length();
  json route = json::object_t();
  route["tiles"] = cells_json(out.route.tiles);
  route["length"] = n;
  out.details["port_route"] = std::move(route);
  if (n == 0) return;
  add_line(
      out, "port-route",
      fill(P_("Port route ({} tile × {})", "Port route ({} tiles × {})", n), n, points_per_tile),
      n * points_per_tile, keyed("cells", cells_json(out.route.tiles)));
}

void score_meadows(PlayerScore& out) {
  json list = json::array_t();
  for (const Meadow& m : out.meadows) {
    json o = json::object_t();
    o["corner"] = cell_json(m.corner);
    o["fragments"] = m.fragments;
    o["points"] = m.points;
    list.push_back(std::move(o));
    add_line(out, "meadows",
             // TRANSLATORS: three or four meadow corners meeting at one point.
             fill(P_("Meadow at corner {}: {} fragment", "Meadow at corner {}: {} fragments",
                     m.fragments),
                  cell_text(m.corner), m.fragments),
             m.points, keyed("corner", cell_json(m.corner)));
  }
  out.details["meadows"] = std::move(list);
}

}  // namespace

ScoreParts score_parts(const Catalog& catalog, const Board& board) {
  ScoreParts parts;
  parts.mills = deliver(catalog, board, compute_flow(catalog, board));
  parts.route = longest_port_route(catalog, board);
  parts.meadows = find_meadows(board, catalog.scoring);
  for (const MillResult& m : parts.mills) parts.mill_points += m.scored ? m.obstacle.value : 0;
  parts.route_points = parts.route.length() * catalog.scoring.port_tile;
  for (const Meadow& m : parts.meadows) parts.meadow_points += m.points;
  return parts;
}

PlayerScore score_board(const Catalog& catalog, const Board& board) {
  PlayerScore out;
  out.details = json::object_t();
  ScoreParts parts = score_parts(catalog, board);
  out.mills = std::move(parts.mills);
  out.route = std::move(parts.route);
  out.meadows = std::move(parts.meadows);
  out.placements = board.placements();
  score_mills(catalog, board, out);
  score_route(catalog.scoring.port_tile, out);
  score_meadows(out);
  out.details["placements"] = out.placements;
  return out;
}

}  // namespace trib::wodny_szlak
