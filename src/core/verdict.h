#pragma once
// The answer of a rules engine to one move: legal, or the rule it breaks.
//   if (Verdict v = check(move); !v.legal()) return v;
//   return legal();

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace trib {

struct Illegal {
  std::string rule;                // stable kebab-case id, e.g. "land-meets-river"
  std::string message;             // one sentence a player understands
  nlohmann::json where = nullptr;  // optional game-specific pointer at the offending cells
};

class Verdict {
 public:
  Verdict() = default;                                     // legal
  Verdict(Illegal reason) : reason_(std::move(reason)) {}  // illegal, for this reason

  bool legal() const { return !reason_; }
  // Why the move is illegal; only for a verdict that is not legal().
  const Illegal& reason() const { return *reason_; }

 private:
  std::optional<Illegal> reason_;
};

inline Verdict legal() {
  return {};
}

inline Verdict illegal(std::string rule, std::string message, nlohmann::json where = nullptr) {
  return Illegal{std::move(rule), std::move(message), std::move(where)};
}

}  // namespace trib
