#pragma once
// Wodny szlak (1-4 players): each player builds an own river of square tiles from a
// two-square starting tile; mills, sawmills, ports and meadows score.

#include "core/game.h"
#include "games/wodny-szlak/match.h"

namespace trib {

// The game's registry entry.
const Game& wodny_szlak_game();

namespace wodny_szlak {

// The typed catalog a table plays with (bundled + the table's overrides, validated) and
// its default starting tile: the first bundled start by id ("start-1"), as overridden by
// the table if it redefines that id.
struct ResolvedCatalog {
  std::shared_ptr<const Catalog> catalog;
  int default_start = 0;
};
ResolvedCatalog resolve_typed_catalog(const nlohmann::json& overrides);

// The typed match for a table file, at move 0: wodny_szlak_game().start(table) as a
// WodnySzlakMatch.
std::unique_ptr<WodnySzlakMatch> start_match(const TableFile& table);

}  // namespace wodny_szlak
}  // namespace trib
