#pragma once
// The coach as the board shows it: one ranking per position. A position (the layout, the
// hand and the cards still unseen) is ranked over a fixed number of deck orders with a
// seed taken from the position itself, and the ranking is kept: coming back to a position
// (undo, redo, the coach turned off and on) shows the same lines, however busy the machine
// is on the second visit.

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "games/river-wild/analysis/coach.h"

namespace trib::analysis::wild {

inline constexpr std::size_t kCoachOrders = 12;  // deck orders a board's ranking samples

// The position as text: the placements, the hand in draw order and the unseen cards in
// any order alike.
std::string coach_position(const rw::Layout& layout, const std::vector<int>& hand,
                           std::vector<int> unseen);

// The seed of a position's deck orders (FNV-1a of its text): the same on every run.
std::uint64_t position_seed(const std::string& position);

// Thread-safe: rankings run in worker threads.
class CoachMemo {
 public:
  // The position's kept ranking, or a new one (kCoachOrders orders within `budget`, the
  // seed from the position), then kept. A ranking stopped through budget.stop is
  // returned but not kept.
  std::vector<CoachOption> rank(const rw::Catalog& catalog, const rw::Layout& layout,
                                const std::vector<int>& hand, const std::vector<int>& unseen,
                                const Budget& budget);

 private:
  static constexpr std::size_t kKept = 256;  // positions; far more than one game has
  std::mutex mutex_;
  std::map<std::string, std::vector<CoachOption>> rankings_;
};

}  // namespace trib::analysis::wild
