#pragma once
// Rebuilds a match from a table file by applying its moves in order: the one path used
// by `tributary score`, `validate`, the store's resume and the history slider.

#include <memory>
#include <optional>

#include "core/game.h"

namespace trib {

struct Replay {
  std::unique_ptr<Match> match;          // state after the last legal move
  std::optional<std::size_t> failed_at;  // index of the first illegal move
  Illegal error;                         // its reason, when failed_at is set
};

// Applies at most `limit` moves. Throws InputError; move paths are prefixed "/moves/<i>".
Replay replay(const Game& game, const TableFile& table,
              std::size_t limit = static_cast<std::size_t>(-1));

}  // namespace trib
