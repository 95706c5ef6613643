#pragma once
// The answer of a rules engine to one move: legal, or the rule it breaks.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace trib {

struct Illegal {
  std::string rule;                // stable kebab-case id, e.g. "land-meets-river"
  std::string message;             // one sentence a player understands
  nlohmann::json where = nullptr;  // optional game-specific pointer at the offending cells
};

// nullopt = the move is legal.
using Verdict = std::optional<Illegal>;

inline Verdict illegal(std::string rule, std::string message, nlohmann::json where = nullptr) {
  return Illegal{std::move(rule), std::move(message), std::move(where)};
}

}  // namespace trib
