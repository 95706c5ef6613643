#pragma once
// Rebuilds a match from a table file by applying its moves in order: the one path used
// by `tributary score`, `validate`, the store's resume and the history slider.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace trib {

// The move key that records a house ruling, and the older spelling still read.
inline constexpr const char* kHouseRulingKey = "house_ruling";
inline constexpr const char* kLegacyHouseRulingKey = "x-house-ruling";

// Whether `move` carries a house ruling: "house_ruling": true, or the older
// "x-house-ruling": true. Throws InputError at "/house_ruling" when that key is not a
// boolean (the older key is a free "x-" note otherwise).
bool is_house_ruling(const nlohmann::json& move);

// `move` without its house-ruling keys: what an engine reads.
nlohmann::json without_house_ruling(const nlohmann::json& move);

// A move applied as a house ruling, and the rule it overrode ("" when it broke none).
struct HouseRuling {
  std::size_t move = 0;
  std::string rule;
};

struct Replay {
  std::unique_ptr<Match> match;          // state after the last legal move
  std::optional<std::size_t> failed_at;  // index of the first illegal move
  Illegal error;                         // its reason, when failed_at is set
  std::vector<HouseRuling> house_rulings;

  // "house ruling at move 3: land-meets-river", one per overriding move.
  std::vector<std::string> house_ruling_warnings() const;
  // The match's score with those warnings added: what every score sheet shows.
  Scoreboard scoreboard() const;
};

// Applies one move (house-ruling keys honoured) to `replay`'s match. Returns the
// verdict; a house ruling that applied is recorded in `replay.house_rulings` under
// index `index`. Throws InputError with paths relative to the move.
Verdict apply_move(Replay& replay, const nlohmann::json& move, std::size_t index);

// Applies at most `limit` moves. Throws InputError; move paths are prefixed "/moves/<i>".
Replay replay(const Game& game, const TableFile& table,
              std::size_t limit = static_cast<std::size_t>(-1));

}  // namespace trib
