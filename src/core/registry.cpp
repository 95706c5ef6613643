// The order the registry lists games in: by their own order, then by id.

#include "core/registry.h"

#include <algorithm>
#include <tuple>

namespace trib {

std::vector<const Game*> in_list_order(std::vector<const Game*> games) {
  std::sort(games.begin(), games.end(), [](const Game* a, const Game* b) {
    return std::make_tuple(a->order(), a->id()) < std::make_tuple(b->order(), b->id());
  });
  return games;
}

}  // namespace trib
