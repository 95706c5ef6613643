// Tile groups and compass points in the player's language. Each word is written out with
// its context, so xgettext finds it (a table marked with N_ would lose the context).

#include "games/wodny-szlak/words.h"

#include "core/i18n.h"

namespace trib::wodny_szlak {

std::string group_words(Group g) {
  // TRANSLATORS: groups of Wodny szlak tiles: the base set, the tiles marked with sheep
  // (1, 3 or 4 players) and with cows (4 players only).
  if (g == Group::Sheep) return C_("tile group", "sheep");
  if (g == Group::Cows) return C_("tile group", "cows");
  return C_("tile group", "base");
}

std::string edge_words(Edge e) {
  switch (e) {
    case Edge::N:
      // TRANSLATORS: compass points naming a tile's edges in its summary ("river N S").
      return C_("compass", "N");
    case Edge::E:
      return C_("compass", "E");
    case Edge::S:
      return C_("compass", "S");
    case Edge::W:
      break;
  }
  return C_("compass", "W");
}

std::string corner_words(int corner) {
  switch (corner & 3) {
    case 0:
      // TRANSLATORS: compass points naming a tile's corners in its summary ("meadow NE SW").
      return C_("compass", "NE");
    case 1:
      return C_("compass", "SE");
    case 2:
      return C_("compass", "SW");
    default:
      break;
  }
  return C_("compass", "NW");
}

std::string edge_of_cell_words(Edge e) {
  switch (e) {
    case Edge::N:
      // TRANSLATORS: the edge in "On the N edge of (2,3) this tile's river meets a bank."
      return C_("edge of a cell", "N");
    case Edge::E:
      return C_("edge of a cell", "E");
    case Edge::S:
      return C_("edge of a cell", "S");
    case Edge::W:
      break;
  }
  return C_("edge of a cell", "W");
}

}  // namespace trib::wodny_szlak
