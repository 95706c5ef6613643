#pragma once
// The plain-text report of a solo analysis (`tributary analyse` without --json), for any
// game's SoloAnalysis: the bests, the player's score, where it slipped and the effort.

#include <iomanip>
#include <sstream>
#include <string>
#include <string_view>

#include "analysis/solo_analysis.h"

namespace trib::analysis {

inline std::string one_decimal(double seconds) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(1) << seconds;
  return text.str();
}

// A bound is printed only when it says something: proven, or within 25 % of the best found.
template <class Result>
std::string verdict(const Result& result) {
  if (result.score < 0) return "no line found in the time";
  if (result.proven()) return std::to_string(result.score) + " (proven optimal)";
  if (result.bound_informative()) {
    return std::to_string(result.score) + " (not proven: nothing above " +
           std::to_string(result.bound) + ")";
  }
  return std::to_string(result.score) + " (best found in " + one_decimal(result.seconds) + " s)";
}

// `describe(move)` names a move: what was placed and where (terminal-safe).
template <class Analysis, class Describe>
std::string report_text(std::string_view game, const Analysis& a, Describe describe) {
  std::ostringstream out;
  out << game << " analysis\n\n"
      << "Best with your draws:   " << verdict(a.best) << "\n"
      << "Best with an open deck: " << verdict(a.open_deck) << "\n"
      << "Your score:             " << a.player_score;
  if (a.best.score >= 0) {
    out << " (" << a.best.score - a.player_score << " below the best with your draws)";
  }
  out << "\n";
  // Only a backed slip is named: otherwise the drop may be the search's own noise.
  if (a.slip.move && a.slip.certain) {
    out << "Where it slipped:       placement " << *a.slip.move + 1 << ", " << describe(*a.slipped)
        << " (table move " << a.slip.table_move.value_or(*a.slip.move)
        << "; the best reachable fell from " << a.slip.best_before << " to " << a.slip.best_after
        << ")" << (a.slip.proven ? "" : ", not proven") << "\n";
    const auto& better = a.reachable[*a.slip.move].moves;
    if (!better.empty()) out << "Better there:           " << describe(better.front()) << "\n";
  } else if (a.slip.proven && !a.slip.move) {
    out << "Where it slipped:       nowhere\n";
  } else {
    out << "Where it slipped:       no slip found\n";
  }
  if (a.stable) {
    out << "The best line's last " << kStableSteps
        << " placements were searched exhaustively: none does better.\n";
  }
  out << "\n" << a.evaluated << " placements evaluated in " << a.seconds << " s\n";
  return out.str();
}

}  // namespace trib::analysis
